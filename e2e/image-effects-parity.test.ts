// Goldens for image effects (issue 24 §3): every filter, every mask and a crop + flip, drawn by the ONE
// renderer in Chromium and with @napi-rs/canvas at 100 % and at 2×, compared with pixelmatch
// (threshold 0.1). Bound: < 1 % of pixels differ.
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_EFFECT_FIXTURES } from "../shared/design/fixtures/image-effects.ts";
import { renderOutput } from "../server/render/output.ts";
import { startHarness, type Harness } from "./render-harness/harness.ts";

const MAX_DIFF = 0.01;
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness("./image-effects-entry.ts");
});
afterAll(async () => {
  await harness?.close();
});

describe("image effects: browser vs server parity", () => {
  const results: string[] = [];
  afterAll(() => console.log(`\nimage effects, browser/server pixel difference:\n${results.join("\n")}`));

  for (const f of IMAGE_EFFECT_FIXTURES) {
    for (const zoom of [1, 2]) {
      it(`${f.name} at ${zoom * 100} %: Chromium matches the server PNG`, async () => {
        const width = f.doc.canvas.width * zoom;
        const dataUrl = await harness.page.evaluate(
          ([name, w]) => (window as unknown as { renderImageEffectFixture(n: string, w: number): Promise<string> }).renderImageEffectFixture(name, w),
          [f.name, width] as const,
        );
        const browser = PNG.sync.read(Buffer.from(dataUrl.split(",")[1], "base64"));
        const server = PNG.sync.read(Buffer.from((await renderOutput({ design: f.doc, values: f.values, format: "png", width })).bytes));
        expect([browser.width, browser.height]).toEqual([server.width, server.height]);
        const diff = new PNG({ width: server.width, height: server.height });
        const mismatched = pixelmatch(browser.data, server.data, diff.data, server.width, server.height, { threshold: 0.1 });
        const ratio = mismatched / (server.width * server.height);
        results.push(`  ${f.name.padEnd(24)} ${String(zoom * 100).padStart(3)} % ${(ratio * 100).toFixed(3)} %`);
        if (process.env.PARITY_DIFF_DIR) {
          const { writeFileSync, mkdirSync } = await import("node:fs");
          mkdirSync(process.env.PARITY_DIFF_DIR, { recursive: true });
          writeFileSync(`${process.env.PARITY_DIFF_DIR}/${f.name}-${zoom}x-browser.png`, PNG.sync.write(browser));
          writeFileSync(`${process.env.PARITY_DIFF_DIR}/${f.name}-${zoom}x-server.png`, PNG.sync.write(server));
        }
        expect(ratio).toBeLessThan(MAX_DIFF);
      });
    }
  }
});
