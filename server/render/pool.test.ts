import { PNG } from "pngjs";
import { afterAll, describe, expect, it } from "vitest";
import { fixtureByName } from "../../shared/design/fixtures/index.ts";
import { MemoryOutputCache, outputCacheKey } from "./cache.ts";
import { RenderPool } from "./pool.ts";
import { renderCached } from "./service.ts";

const pool = new RenderPool({
  size: 2,
  resolveImage: async (src) => (src === "/uploads/pic.png" ? Buffer.from(fixtureByName("images").values.photo!.toString().split(",")[1], "base64") : null),
});
afterAll(() => pool.close());

describe("RenderPool", () => {
  it("renders jobs in renderer processes, in parallel", async () => {
    const f = fixtureByName("mixed-line");
    const outs = await Promise.all([1, 2, 3].map((i) => pool.render({ design: f.doc, values: f.values, format: "png", width: 100 * i })));
    expect(outs.map((o) => PNG.sync.read(Buffer.from(o.bytes)).width)).toEqual([100, 200, 300]);
  });

  it("reports render errors without killing the pool", async () => {
    await expect(pool.render({ design: { nope: true }, format: "png" })).rejects.toThrow();
    const f = fixtureByName("qr");
    expect((await pool.render({ design: f.doc, values: f.values, format: "png", width: 64 })).contentType).toBe("image/png");
  });

  it("resolves non-data image sources on the main thread through the resolver", async () => {
    const f = fixtureByName("images");
    const withUpload = await pool.render({ design: f.doc, values: { ...f.values, photo: "/uploads/pic.png" }, format: "png", width: 400 });
    const missing = await pool.render({ design: f.doc, values: { ...f.values, photo: "/uploads/none.png" }, format: "png", width: 400 });
    const inline = await pool.render({ design: f.doc, values: f.values, format: "png", width: 400 });
    expect(Buffer.compare(Buffer.from(withUpload.bytes), Buffer.from(inline.bytes))).toBe(0);
    expect(Buffer.compare(Buffer.from(missing.bytes), Buffer.from(inline.bytes))).not.toBe(0);
  });
});

describe("output cache", () => {
  it("keys by design, values, format and size, whatever the key order", () => {
    const a = outputCacheKey({ design: { a: 1, b: 2 }, values: { x: "1" }, format: "png", width: 800 });
    expect(outputCacheKey({ design: { b: 2, a: 1 }, values: { x: "1" }, format: "png", width: 800 })).toBe(a);
    expect(outputCacheKey({ design: { a: 1, b: 2 }, values: { x: "2" }, format: "png", width: 800 })).not.toBe(a);
    expect(outputCacheKey({ design: { a: 1, b: 2 }, values: { x: "1" }, format: "pdf", width: 800 })).not.toBe(a);
    expect(outputCacheKey({ design: { a: 1, b: 2 }, values: { x: "1" }, format: "png", width: 801 })).not.toBe(a);
  });

  it("evicts least recently used entries beyond its byte budget", async () => {
    const cache = new MemoryOutputCache(10);
    await cache.set("a", new Uint8Array(4), "x");
    await cache.set("b", new Uint8Array(4), "x");
    await cache.get("a");
    await cache.set("c", new Uint8Array(4), "x");
    expect(await cache.get("b")).toBeUndefined();
    expect(await cache.get("a")).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it("serves the second identical request from the cache with the same ETag", async () => {
    const cache = new MemoryOutputCache();
    const f = fixtureByName("qr");
    const job = { design: f.doc, values: f.values, format: "png" as const, width: 120 };
    const first = await renderCached(pool, cache, job);
    const second = await renderCached(pool, cache, job);
    expect(first.fromCache).toBe(false);
    expect(second.fromCache).toBe(true);
    expect(second.etag).toBe(first.etag);
  });
});
