// Migration 011 keeps every existing draft, now owned by the admin who last wrote it, and down()
// goes back to one draft per template (the newest).
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { buildUser } from "../../test/factories.ts";
import { buildTemplate } from "../../test/content-factories.ts";
import { down, up } from "./011_admin_drafts.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(); // migrated and seeded (templates need categories)
});
afterAll(() => t.close());

describe("migration 011: drafts per admin", () => {
  it("moves the one draft of each template to its author, down() keeps the newest per template", async () => {
    const db = t.db;
    const admin = await buildUser(db, { role: "admin" });
    const other = await buildUser(db, { role: "admin" });
    const { id, revisionId } = await buildTemplate(db);
    const orphan = await buildTemplate(db);
    await db.insertInto("template_drafts").values([
      { template_id: id, admin_id: admin.id, design: "{\"a\":1}", fields: null, base_revision_id: revisionId, updated_at: "2026-01-01T00:00:00.000Z" },
      { template_id: id, admin_id: other.id, design: "{\"b\":2}", fields: null, base_revision_id: revisionId, updated_at: "2026-01-02T00:00:00.000Z" },
    ]).execute();
    await down(db as never);
    const old = await sql<{ template_id: string; updated_by: string; design: string }>`select template_id, updated_by, design from template_drafts`.execute(db);
    expect(old.rows).toEqual([{ template_id: id, updated_by: other.id, design: "{\"b\":2}" }]);
    await sql`insert into template_drafts (template_id, design, fields, base_revision_id, updated_by, updated_at)
      values (${orphan.id}, '{}', null, ${orphan.revisionId}, null, '2026-01-03T00:00:00.000Z')`.execute(db);
    await up(db as never);
    const rows = await db.selectFrom("template_drafts").select(["template_id", "admin_id", "design"]).execute();
    expect(rows).toEqual([{ template_id: id, admin_id: other.id, design: "{\"b\":2}" }]);
    // and both admins can now keep a draft of the same template
    await db.insertInto("template_drafts").values({ template_id: id, admin_id: admin.id, design: "{}", fields: null, base_revision_id: revisionId, updated_at: "2026-01-04T00:00:00.000Z" }).execute();
    expect(await db.selectFrom("template_drafts").select("admin_id").where("template_id", "=", id).execute()).toHaveLength(2);
  });
});
