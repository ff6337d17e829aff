// The content migration on both dialects: binary blobs round-trip byte for byte, revisions keep
// cards tied to the template version they were made from, and a bulk job cannot issue a row twice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { createTestDb } from "../test/app.ts";
import type { DbHandle } from "./index.ts";
import { seed } from "../seeds/seed.ts";
import { testConfig } from "../test/app.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await seed(handle.db, testConfig(), { templates: false });
});
afterAll(async () => handle?.destroy());

const now = new Date().toISOString();

describe("content tables", () => {
  it("store binary blobs exactly", async () => {
    const bytes = randomBytes(70_000);
    await handle.db.insertInto("blobs").values({ id: "b1", content_type: "image/png", size: bytes.length, bytes, created_by: null, created_at: now }).execute();
    const row = await handle.db.selectFrom("blobs").selectAll().where("id", "=", "b1").executeTakeFirstOrThrow();
    expect(Buffer.from(row.bytes).equals(bytes)).toBe(true);
  });

  it("link templates, revisions, cards and certificates, and refuse a second certificate for one job row", async () => {
    const category = await handle.db.selectFrom("categories").select("id").where("kind", "=", "certificate").executeTakeFirstOrThrow();
    await handle.db.insertInto("templates").values({
      id: "t1", kind: "certificate", category_id: category.id, title: JSON.stringify({ ar: "شهادة" }), description: "{}", revision_id: "r1",
      published: 1, sort_order: 0, seed_key: null, created_by: null, created_at: now, updated_at: now, deleted_at: null,
    }).execute();
    await handle.db.insertInto("template_revisions").values({ id: "r1", template_id: "t1", design: "{}", fields: "[]", created_by: null, created_at: now }).execute();
    const cert = (id: string, code: string) => ({
      id, code, template_id: "t1", revision_id: "r1", owner_id: null, values: "{}", recipient_name: "أحمد", options: "{}",
      issued_at: now, expires_at: null, revoked_at: null, revoked_reason: null, credential: null, job_id: "j1", job_row: 2,
      view_count: 0, share_count: 0, created_at: now, updated_at: now,
    });
    await handle.db.insertInto("certificates").values(cert("c1", "AAAAA")).execute();
    await expect(handle.db.insertInto("certificates").values(cert("c2", "BBBBB")).execute()).rejects.toThrow();
    await expect(handle.db.insertInto("certificates").values({ ...cert("c3", "AAAAA"), job_row: 3 }).execute()).rejects.toThrow();
  });
});
