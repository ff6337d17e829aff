// Migration 014 numbers the revisions that already exist (in the order saved, a tie broken by id,
// each template from 1) and adds the image library table; down() removes both again.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { buildTemplate } from "../../test/content-factories.ts";
import { down, up } from "./014_library_history.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("migration 014: revision numbers and the image library", () => {
  it("numbers existing revisions per template in the order saved; down() and up() again", async () => {
    const db = t.db;
    const a = await buildTemplate(db);
    const b = await buildTemplate(db);
    await down(db as never);
    const insert = (id: string, templateId: string, at: string) =>
      sql`insert into template_revisions (id, template_id, design, fields, created_by, created_at) values (${id}, ${templateId}, '{}', '[]', null, ${at})`.execute(db);
    await insert("z-later", a.id, "2999-01-02T00:00:00.000Z");
    await insert("m-tie", a.id, "2999-01-01T00:00:00.000Z");
    await insert("k-tie", a.id, "2999-01-01T00:00:00.000Z");
    await insert("b-second", b.id, "2999-01-01T00:00:00.000Z");
    await up(db as never);
    const numbers = async (templateId: string) =>
      (await db.selectFrom("template_revisions").select(["id", "number"]).where("template_id", "=", templateId).orderBy("number").execute()).map((r) => [r.id, Number(r.number)]);
    expect(await numbers(a.id)).toEqual([[a.revisionId, 1], ["k-tie", 2], ["m-tie", 3], ["z-later", 4]]);
    expect(await numbers(b.id)).toEqual([[b.revisionId, 1], ["b-second", 2]]);
    expect(await db.selectFrom("library_images").selectAll().execute()).toEqual([]);
  });
});
