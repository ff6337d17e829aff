// The browser preview and the server output come from the same drawing module: draw every fixture
// in Chromium and with @napi-rs/canvas, and compare the pixels.
// Measure: pixelmatch (colour threshold 0.1, anti-aliasing detection on) mismatched pixels / all pixels.
// Goal < 2 % per fixture; asserted bound MAX_DIFF = 1 % (text edges are rasterised by two different Skia
// builds with different hinting, so a fraction of a percent is expected; a wrong line break, a missing
// font or a reversed word costs several percent).
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES } from "../shared/design/fixtures/index.ts";
import { renderOutput } from "../server/render/output.ts";
import { startHarness, type Harness } from "./render-harness/harness.ts";

const WIDTH = 800;
const MAX_DIFF = 0.01;
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

describe("browser vs server render parity", () => {
  const results: string[] = [];
  afterAll(() => console.log(`\nbrowser/server pixel difference at ${WIDTH}px:\n${results.join("\n")}`));

  for (const f of FIXTURES) {
    it(`${f.name}: Chromium matches the server PNG`, async () => {
      const dataUrl = await harness.page.evaluate(([name, w]) => (window as unknown as { renderFixture(n: string, w: number): Promise<string> }).renderFixture(name, w), [f.name, WIDTH] as const);
      const browser = PNG.sync.read(Buffer.from(dataUrl.split(",")[1], "base64"));
      const server = PNG.sync.read(Buffer.from((await renderOutput({ design: f.doc, values: f.values, format: "png", width: WIDTH })).bytes));
      expect([browser.width, browser.height]).toEqual([server.width, server.height]);
      const diff = new PNG({ width: server.width, height: server.height });
      const mismatched = pixelmatch(browser.data, server.data, diff.data, server.width, server.height, { threshold: 0.1 });
      const ratio = mismatched / (server.width * server.height);
      results.push(`  ${f.name.padEnd(22)} ${(ratio * 100).toFixed(3)} %`);
      if (process.env.PARITY_DIFF_DIR) {
        const { writeFileSync, mkdirSync } = await import("node:fs");
        mkdirSync(process.env.PARITY_DIFF_DIR, { recursive: true });
        writeFileSync(`${process.env.PARITY_DIFF_DIR}/${f.name}-browser.png`, PNG.sync.write(browser));
        writeFileSync(`${process.env.PARITY_DIFF_DIR}/${f.name}-diff.png`, PNG.sync.write(diff));
      }
      expect(ratio).toBeLessThan(MAX_DIFF);
    });
  }
});
