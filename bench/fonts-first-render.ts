// Worker thread of bench/fonts.ts: starts like a render worker (bundled fonts registered before it
// says "ready"), then times its first render of the design it is given, and a second one.
import { parentPort, workerData } from "node:worker_threads";
import { registerFonts } from "../server/render/fonts.ts";
import { renderOutput, type RenderJob } from "../server/render/output.ts";
import { registerJobFonts } from "../server/render/uploaded-fonts.ts";

registerFonts();
const job = workerData as RenderJob;
const t0 = performance.now();
registerJobFonts(job.fonts); // what renderOutput does first, timed on its own (none for bundled families)
const register = performance.now() - t0;
await renderOutput(job);
const first = performance.now() - t0;
const t1 = performance.now();
await renderOutput({ ...job, fonts: job.fonts?.map(({ family, key }) => ({ family, key })) });
const second = performance.now() - t1;
parentPort!.postMessage({ first, second, register });
