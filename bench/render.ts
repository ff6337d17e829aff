// Render bench (part of npm run bench): our renderer vs a warm headless Chromium on the same 1600×1131 certificate,
// measured in interleaved rounds (ours, Chromium, ours, …) so a change of machine load hits both sides alike; then the
// PNG encoder options on the same frame, and the throughput of the worker pool. The whole run takes about a minute.
import "../server/process-env.ts"; // first: env read by native addons when they load
import { availableParallelism, loadavg } from "node:os";
import { deflateSync } from "node:zlib";
import { createCanvas } from "@napi-rs/canvas";
import { certificate } from "../shared/design/fixtures/index.ts";
import { drawDesign, loadImages } from "../shared/design/render.ts";
import { parseDesign } from "../shared/design/migrations.ts";
import type { DrawContext } from "../shared/design/context.ts";
import { renderOutput } from "../server/render/output.ts";
import { encodePng, pngFile } from "../server/render/png-encode.ts";
import { encodePngParallel } from "../server/render/png-parallel.ts";
import { frameBandStats } from "../server/render/frame-bands.ts";
import { registerFonts } from "../server/render/fonts.ts";
import { RenderPool } from "../server/render/pool.ts";
import { startHarness } from "../e2e/render-harness/harness.ts";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 15);
const WIDTH = certificate.doc.canvas.width; // 1600
const HEIGHT = certificate.doc.canvas.height; // 1131
const PNG_GOAL = 20; // issue 32
/** Each of our PNGs is another certificate of the series (recipient, code, QR), as bulk issuance or a
 * page of them draws: the deflated bands of the unchanged rows are reused (server/render/frame-bands.ts),
 * the others not; drawing the very same values each time would reuse every band. */
let serial = 1000;
const nextValues = () => {
  const code = `7KQ2-M9XD-${++serial}`;
  return { ...certificate.values, recipientName: `${certificate.values.recipientName} ${serial}`, code, verifyUrl: `https://bitaqa.example/certificates/verify/${code}` };
};
const PDF_KEEP = 50;

const load = () => loadavg().map((x) => x.toFixed(1)).join(" / ");

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Runs every case once per round, ITERATIONS rounds after 2 warm-up rounds; medians in ms. */
async function rounds(cases: Record<string, () => Promise<unknown>>): Promise<Record<string, number>> {
  const samples: Record<string, number[]> = {};
  for (let r = 0; r < ITERATIONS + 2; r++) {
    for (const [name, fn] of Object.entries(cases)) {
      const t = performance.now();
      await fn();
      if (r >= 2) (samples[name] ??= []).push(performance.now() - t);
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([k, xs]) => [k, median(xs)]));
}

const ms = (x: number) => `${x.toFixed(1).padStart(7)} ms`;
const verdict = (pass: boolean) => (pass ? "PASS" : "FAIL");

/** Today's PNG path before issue 13 (RGBA rows, one deflateSync at level 1), for the options table. */
function rgbaDeflate1(px: Uint8Array, w: number, h: number): Buffer {
  const raw = Buffer.allocUnsafe((w * 4 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 4 + 1)] = 0;
    raw.set(px.subarray(y * w * 4, (y + 1) * w * 4), y * (w * 4 + 1) + 1);
  }
  return deflateSync(raw, { level: 1 });
}

async function encoderOptions(): Promise<void> {
  registerFonts();
  const canvas = createCanvas(WIDTH, HEIGHT);
  drawDesign(canvas.getContext("2d") as unknown as DrawContext, { doc: parseDesign(certificate.doc), values: certificate.values, scale: 1 }, new Map());
  const px = canvas.data();
  const sizes: Record<string, number> = {};
  const sized = (name: string, f: () => Buffer | Promise<Buffer>) => async () => void (sizes[name] = (await f()).length);
  const cases = {
    "RGBA, deflate level 1 (before)": sized("RGBA, deflate level 1 (before)", () => rgbaDeflate1(px, WIDTH, HEIGHT)),
    "RGB, deflate level 1, one thread": sized("RGB, deflate level 1, one thread", () => encodePng(px, WIDTH, HEIGHT, 1)),
    // 4 fixed pieces: no band is reused (the same frame again would reuse every band).
    "RGB, level 1, 4 pieces on the pool": sized("RGB, level 1, 4 pieces on the pool", () => encodePngParallel(px, WIDTH, HEIGHT, 1, 4)),
    "RGB, level 2, 4 pieces on the pool": sized("RGB, level 2, 4 pieces on the pool", () => encodePngParallel(px, WIDTH, HEIGHT, 2, 4)),
  };
  const t = await rounds(cases);
  console.log("\nPNG encoders on the same frame (pixels already read back):");
  for (const name of Object.keys(cases)) console.log(`  ${name.padEnd(44)} median ${ms(t[name])}   ${(sizes[name] / 1024).toFixed(0).padStart(5)} KB`);
  const napi = await rounds({ napi: sized("napi", () => canvas.encode("png")) });
  console.log(`  ${"@napi-rs/canvas encode('png') (no settings)".padEnd(44)} median ${ms(napi.napi)}   ${(sizes.napi / 1024).toFixed(0).padStart(5)} KB`);
}

export async function renderBench(): Promise<void> {
  registerFonts();
  console.log(`Certificate ${WIDTH}×${HEIGHT}, ${ITERATIONS} interleaved rounds after 2 warm-ups; load average ${load()}\n`);
  const harness = await startHarness();
  const page = harness.page;
  await page.setViewportSize({ width: WIDTH, height: HEIGHT });
  const show = () => page.evaluate((w) => (window as unknown as { showFixture(n: string, w: number): Promise<void> }).showFixture("certificate", w), WIDTH);
  const t = await rounds({
    oursPng: () => renderOutput({ design: certificate.doc, values: nextValues(), format: "png", width: WIDTH }),
    // The PNG path before issue 13 (what renderOutput did: parse, load images, a fresh canvas, RGBA rows,
    // one deflate on this thread), for comparison in the same rounds.
    beforePng: async () => {
      registerFonts();
      const doc = parseDesign(certificate.doc);
      await loadImages(doc, certificate.values, async () => null);
      const canvas = createCanvas(WIDTH, HEIGHT);
      drawDesign(canvas.getContext("2d") as unknown as DrawContext, { doc, values: certificate.values, scale: 1 }, new Map());
      return pngFile(WIDTH, HEIGHT, 6, rgbaDeflate1(canvas.data(), WIDTH, HEIGHT));
    },
    chromePng: async () => {
      await show();
      await page.locator("#out").screenshot({ type: "png" });
    },
    oursPdf: () => renderOutput({ design: certificate.doc, values: certificate.values, format: "pdf" }),
    chromePdf: async () => {
      await show();
      await page.pdf({ width: "297mm", height: "210mm", printBackground: true, pageRanges: "1" });
    },
  });
  await harness.close();
  console.log("Our renderer (@napi-rs/canvas, in-process) vs warm headless Chromium (same drawing module, fonts loaded):");
  console.log(`  PNG  ours ${ms(t.oursPng)}   Chromium draw + page.screenshot ${ms(t.chromePng)}`);
  console.log(`  PDF  ours ${ms(t.oursPdf)}   Chromium draw + page.pdf        ${ms(t.chromePdf)}`);
  console.log(`  PNG the way it was before (fresh canvas, RGBA, one deflate) ${ms(t.beforePng)} = ${(t.chromePng / t.beforePng).toFixed(1)}× Chromium`);
  const png = t.chromePng / t.oursPng;
  const pdf = t.chromePdf / t.oursPdf;
  console.log(`\n  PNG ${png.toFixed(1)}×  (goal ≥ ${PNG_GOAL}×) ${verdict(png >= PNG_GOAL)}`);
  console.log(`  PDF ${pdf.toFixed(1)}×  (keep ≥ ${PDF_KEEP}×) ${verdict(pdf >= PDF_KEEP)}`);
  const bands = frameBandStats();
  console.log(`  PNG bands reused from the previous certificate: ${bands.reused} of ${bands.reused + bands.deflated}`);
  console.log(`  load average ${load()}`);

  await encoderOptions();

  const cores = availableParallelism();
  const pool = new RenderPool({ size: cores });
  const JOBS = 8 * cores;
  const job = (i: number) => ({ design: certificate.doc, values: { ...certificate.values, recipientName: `${certificate.values.recipientName} ${i}` }, format: "png" as const, width: WIDTH });
  await Promise.all(Array.from({ length: cores }, (_, i) => pool.render(job(-i)))); // start workers, register fonts
  const t0 = performance.now();
  await Promise.all(Array.from({ length: JOBS }, (_, i) => pool.render(job(i))));
  const seconds = (performance.now() - t0) / 1000;
  await pool.close();
  console.log(`\nWorker pool (${cores} workers): ${JOBS} certificate PNGs in ${seconds.toFixed(2)} s = ${(JOBS / seconds).toFixed(1)} renders/s; load average ${load()}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await renderBench();
