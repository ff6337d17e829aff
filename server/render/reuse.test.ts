// The PNG path keeps one canvas per size per thread and decoded images per thread (output.ts,
// image-cache.ts); a render must not see anything of the one before it.
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { fixtureByName } from "../../shared/design/fixtures/index.ts";
import { SAMPLE_IMAGE } from "../../shared/design/fixtures/sample-image.ts";
import { renderOutput } from "./output.ts";
import { clearImageCache, imageCacheStats } from "./image-cache.ts";

const WIDTH = 720; // a size no other test in this file draws first

describe("reused canvas", () => {
  it("draws the same bytes after another design as on a fresh canvas", async () => {
    const title = fixtureByName("arabic-title");
    const rotated = fixtureByName("rotated-text");
    const fresh = await renderOutput({ design: rotated.doc, values: rotated.values, format: "png", width: WIDTH });
    await renderOutput({ design: title.doc, values: title.values, format: "png", width: WIDTH });
    const again = await renderOutput({ design: rotated.doc, values: rotated.values, format: "png", width: WIDTH });
    expect(Buffer.from(again.bytes).equals(Buffer.from(fresh.bytes))).toBe(true);
  });

  it("starts transparent: a translucent background after an opaque design keeps its alpha", async () => {
    const title = fixtureByName("arabic-title");
    const glass = { ...title.doc, background: { type: "color", color: "rgba(0, 0, 255, 0.5)" }, layers: [] };
    await renderOutput({ design: title.doc, values: title.values, format: "png", width: WIDTH });
    const png = PNG.sync.read(Buffer.from((await renderOutput({ design: glass, format: "png", width: WIDTH })).bytes));
    expect([...png.data.subarray(0, 4)]).toEqual([0, 0, 255, 128]);
    expect([...png.data.subarray(png.data.length - 4)]).toEqual([0, 0, 255, 128]);
  });
});

describe("decoded image cache", () => {
  it("decodes a background image once for repeated renders, and again for other bytes", async () => {
    clearImageCache();
    const images = fixtureByName("images");
    const before = imageCacheStats();
    const first = await renderOutput({ design: images.doc, values: images.values, format: "png", width: 320 });
    const afterFirst = imageCacheStats();
    expect(afterFirst.decodes - before.decodes).toBeGreaterThan(0);
    const second = await renderOutput({ design: images.doc, values: images.values, format: "png", width: 320 });
    const afterSecond = imageCacheStats();
    expect(afterSecond.decodes).toBe(afterFirst.decodes); // nothing decoded again
    expect(afterSecond.hits).toBeGreaterThan(afterFirst.hits);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);

    // Same src URL, other bytes (a re-upload): decoded anew, not served from the cache.
    const bytes = Buffer.from(SAMPLE_IMAGE.split(",")[1], "base64");
    const doc = { ...images.doc, background: { type: "image", src: "/uploads/bg", fit: "cover" }, layers: [] };
    await renderOutput({ design: doc, format: "png", width: 320, images: { "/uploads/bg": bytes } });
    const decodes = imageCacheStats().decodes;
    const other = Buffer.from(bytes);
    other[other.length - 1] ^= 0xff; // still decodable or not: either way it must not hit the entry of `bytes`
    await renderOutput({ design: doc, format: "png", width: 320, images: { "/uploads/bg": other } });
    expect(imageCacheStats().decodes).toBe(decodes + 1);
  });
});
