// Golden images of the server renderer: every fixture at 800 px wide, compared with pixelmatch.
// Threshold: pixelmatch colour threshold 0.1 per pixel, and at most 0.1 % of pixels may differ
// (room for font rasteriser differences between machines; a layout change moves far more).
// UPDATE_GOLDEN=1 rewrites the files.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../shared/design/fixtures/index.ts";
import { renderOutput } from "./output.ts";
import { encodePng } from "./png-encode.ts";

const dir = fileURLToPath(new URL("./__golden__/", import.meta.url));
const update = process.env.UPDATE_GOLDEN === "1";
export const GOLDEN_WIDTH = 800;
const MAX_DIFF_RATIO = 0.001;

describe("golden PNGs", () => {
  for (const f of FIXTURES) {
    it(`${f.name} matches its golden image`, async () => {
      const out = await renderOutput({ design: f.doc, values: f.values, format: "png", width: GOLDEN_WIDTH });
      const file = `${dir}${f.name}.png`;
      if (update || !existsSync(file)) {
        mkdirSync(dir, { recursive: true });
        // Smallest files for the repo: re-encode at maximum compression (pixels unchanged; goldens are opaque).
        const png = PNG.sync.read(Buffer.from(out.bytes));
        writeFileSync(file, encodePng(png.data, png.width, png.height, 9));
        if (!update) throw new Error(`golden ${f.name}.png was missing and has been written; re-run`);
        return;
      }
      const actual = PNG.sync.read(Buffer.from(out.bytes));
      const expected = PNG.sync.read(readFileSync(file));
      expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
      const diff = pixelmatch(actual.data, expected.data, undefined, actual.width, actual.height, { threshold: 0.1 });
      expect(diff / (actual.width * actual.height)).toBeLessThanOrEqual(MAX_DIFF_RATIO);
    });
  }
});
