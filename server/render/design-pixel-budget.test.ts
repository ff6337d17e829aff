// The pixel budget of a whole design (issue 22): 28 different images just under the per-image budget
// are not all decoded for one render; the per-thread image cache is bounded in bytes.
import { describe, expect, it } from "vitest";
import { DESIGN_LIMITS, LIMITS } from "../../shared/limits.ts";
import { pixelBombDesign } from "../test/hostile-designs.ts";
import { pngBomb } from "../test/image-bomb.ts";
import { admitImages } from "./image-budget.ts";
import { clearImageCache, imageCacheStats, MAX_CACHED_BYTES } from "./image-cache.ts";
import { renderOutput } from "./output.ts";

describe("design pixel budget", () => {
  it("admits images in order until the design's decoded pixels would pass the budget", () => {
    const big = pngBomb(6000, 6000, 100); // 36 MP
    const small = pngBomb(1000, 1000, 100);
    const admitted = admitImages([
      { src: "a", bytes: big },
      { src: "b", bytes: big },
      { src: "c", bytes: small },
      { src: "d", bytes: pngBomb(40_000, 40_000) },
      { src: "e", bytes: null },
    ]);
    expect([...admitted.keys()]).toEqual(["a", "c"]);
    expect(36_000_000 + 1_000_000).toBeLessThanOrEqual(DESIGN_LIMITS.imagePixelsPerDesignMax);
    expect(2 * 36_000_000).toBeGreaterThan(DESIGN_LIMITS.imagePixelsPerDesignMax);
  });

  it("decodes one of 28 different 6,324² images of one design, not all 28 (776 MB before)", async () => {
    const design = pixelBombDesign(28);
    expect(6324 * 6324).toBeLessThanOrEqual(LIMITS.imagePixelsMax);
    clearImageCache();
    const before = imageCacheStats().decodes;
    const out = await renderOutput({ design, format: "png", width: 64 });
    expect(out.contentType).toBe("image/png");
    expect(imageCacheStats().decodes - before).toBe(Math.floor(DESIGN_LIMITS.imagePixelsPerDesignMax / (6324 * 6324)));
    // 160 MB decoded: more than the cache keeps, so it is not kept after its render.
    expect(imageCacheStats().bytes).toBeLessThanOrEqual(MAX_CACHED_BYTES);
    expect(imageCacheStats().entries).toBe(0);
  }, 60_000);

  it("keeps the per-thread cache under its byte budget", async () => {
    clearImageCache();
    // 3,000² images (36 MB decoded each): two do not fit in 64 MB together, so the older one goes.
    const side = 3000;
    const doc = (seed: number) => ({ ...pixelBombDesign(1, side, seed) });
    await renderOutput({ design: doc(1), format: "png", width: 64 });
    await renderOutput({ design: doc(2), format: "png", width: 64 });
    expect(imageCacheStats().entries).toBe(1);
    expect(imageCacheStats().bytes).toBe(side * side * 4);
  }, 60_000);
});
