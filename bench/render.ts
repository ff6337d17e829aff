// Render bench (part of npm run bench): our renderer vs a warm headless Chromium on the same 1600×1131 certificate,
// then throughput of the worker pool. Small iteration counts: the whole run takes well under 2 minutes.
import { availableParallelism } from "node:os";
import { certificate } from "../shared/design/fixtures/index.ts";
import { renderOutput } from "../server/render/output.ts";
import { RenderPool } from "../server/render/pool.ts";
import { startHarness } from "../e2e/render-harness/harness.ts";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 12);
const WIDTH = certificate.doc.canvas.width; // 1600
const HEIGHT = certificate.doc.canvas.height; // 1131

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

async function time(label: string, fn: () => Promise<unknown>): Promise<number> {
  await fn(); // warm-up (fonts, JIT, caches)
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  const med = median(samples);
  console.log(`  ${label.padEnd(44)} median ${med.toFixed(1).padStart(7)} ms`);
  return med;
}

export async function renderBench(): Promise<void> {
  console.log(`Certificate ${WIDTH}×${HEIGHT}, ${ITERATIONS} timed iterations after 2 warm-ups\n`);
  console.log("Our renderer (@napi-rs/canvas, in-process):");
  const oursPng = await time("PNG", () => renderOutput({ design: certificate.doc, values: certificate.values, format: "png", width: WIDTH }));
  const oursPdf = await time("PDF", () => renderOutput({ design: certificate.doc, values: certificate.values, format: "pdf" }));

  console.log("\nWarm headless Chromium (same drawing module in the page, fonts loaded):");
  const harness = await startHarness();
  const page = harness.page;
  await page.setViewportSize({ width: WIDTH, height: HEIGHT });
  const show = () => page.evaluate((w) => (window as unknown as { showFixture(n: string, w: number): Promise<void> }).showFixture("certificate", w), WIDTH);
  const chromePng = await time("PNG (draw + page.screenshot)", async () => {
    await show();
    await page.locator("#out").screenshot({ type: "png" });
  });
  const chromePdf = await time("PDF (draw + page.pdf)", async () => {
    await show();
    await page.pdf({ width: "297mm", height: "210mm", printBackground: true, pageRanges: "1" });
  });
  await harness.close();

  console.log("\nSpeed-up (Chromium median / ours):");
  console.log(`  PNG ${(chromePng / oursPng).toFixed(1)}×   PDF ${(chromePdf / oursPdf).toFixed(1)}×   (goal ≥ 10×)`);

  const cores = availableParallelism();
  const pool = new RenderPool({ size: cores });
  const JOBS = 8 * cores;
  const job = (i: number) => ({ design: certificate.doc, values: { ...certificate.values, recipientName: `${certificate.values.recipientName} ${i}` }, format: "png" as const, width: WIDTH });
  await Promise.all(Array.from({ length: cores }, (_, i) => pool.render(job(-i)))); // start workers, register fonts
  const t0 = performance.now();
  await Promise.all(Array.from({ length: JOBS }, (_, i) => pool.render(job(i))));
  const seconds = (performance.now() - t0) / 1000;
  await pool.close();
  console.log(`\nWorker pool (${cores} workers): ${JOBS} certificate PNGs in ${seconds.toFixed(2)} s = ${(JOBS / seconds).toFixed(1)} renders/s`);
}

if (import.meta.url === `file://${process.argv[1]}`) await renderBench();
