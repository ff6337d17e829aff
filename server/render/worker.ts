// Worker thread entry: renders jobs posted by pool.ts, off the main event loop. It says "ready" once
// its modules and fonts are loaded, so the pool's time limit counts drawing, not start-up.
import { parentPort } from "node:worker_threads";
import { registerFonts } from "./fonts.ts";
import { renderOutput, type RenderJob } from "./output.ts";

registerFonts();

parentPort!.on("message", async (msg: { id: number; job: RenderJob }) => {
  try {
    const out = await renderOutput(msg.job);
    const copy = new Uint8Array(out.bytes); // own ArrayBuffer, safe to transfer
    parentPort!.postMessage({ id: msg.id, ok: true, bytes: copy, contentType: out.contentType }, [copy.buffer]);
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
parentPort!.postMessage({ ready: true });
