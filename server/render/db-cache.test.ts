import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../test/app.ts";
import type { DbHandle } from "../db/index.ts";
import { DbOutputCache } from "./db-cache.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle?.destroy());

describe("DbOutputCache", () => {
  it("returns what was stored, byte for byte", async () => {
    const cache = new DbOutputCache(handle.db, 1024 * 1024);
    const bytes = Uint8Array.from({ length: 5000 }, (_, i) => i % 251);
    await cache.set("k1", bytes, "image/png");
    const hit = await cache.get("k1");
    expect(hit?.contentType).toBe("image/png");
    expect(Buffer.from(hit!.bytes).equals(Buffer.from(bytes))).toBe(true);
    expect(await cache.get("missing")).toBeUndefined();
  });

  it("evicts the least recently used entries beyond its budget", async () => {
    const cache = new DbOutputCache(handle.db, 40_000);
    for (let i = 0; i < 8; i++) {
      await handle.db.deleteFrom("render_cache").where("key", "=", `e${i}`).execute();
      await cache.set(`e${i}`, new Uint8Array(9_000), "image/png");
      await handle.db.updateTable("render_cache").set({ last_used_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() }).where("key", "=", `e${i}`).execute();
    }
    await handle.db.deleteFrom("render_cache").where("key", "=", "k1").execute();
    const removed = await cache.prune();
    expect(removed).toBe(4);
    const left = (await handle.db.selectFrom("render_cache").select("key").orderBy("key").execute()).map((r) => r.key);
    expect(left).toEqual(["e4", "e5", "e6", "e7"]);
  });
});
