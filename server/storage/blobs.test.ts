// The blob store: content-addressed and idempotent, on the dialect under test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../test/app.ts";
import type { DbHandle } from "../db/index.ts";
import { blobIdOf, blobStore } from "./blobs.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.destroy());

describe("blobStore", () => {
  it("keeps bytes under their SHA-256, once, and answers them back", async () => {
    const store = blobStore(handle.db);
    const bytes = Buffer.from("بطاقة — the same bytes twice");
    const id = await store.put(bytes, "text/plain", null);
    expect(id).toBe(blobIdOf(bytes));
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await store.put(Buffer.from(bytes), "text/plain", null)).toBe(id);
    expect(await handle.db.selectFrom("blobs").select("id").where("id", "=", id).execute()).toHaveLength(1);
    const back = await store.get(id);
    expect(back?.contentType).toBe("text/plain");
    expect(back?.bytes.equals(bytes)).toBe(true);
    expect(await store.get(blobIdOf(Buffer.from("never stored")))).toBeUndefined();
  });

  it("writes inside a transaction and disappears with its rollback", async () => {
    const bytes = Buffer.from("rolled back");
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await blobStore(trx).put(bytes, "text/plain", null);
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await blobStore(handle.db).get(blobIdOf(bytes))).toBeUndefined();
  });
});
