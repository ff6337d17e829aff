// Verify answers are kept while nothing they are read from changed: any write to certificates,
// templates, categories or settings (through this server's database handle, even outside the API)
// gives the next request a fresh answer; an expiry date passing does too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { buildCertificateTemplate } from "./test-template.ts";

let t: TestApp;
let templateId: string;
beforeAll(async () => {
  t = await buildTestApp();
  templateId = (await buildCertificateTemplate(t.db)).id;
});
afterAll(async () => t?.close());

async function issue(extra: Record<string, unknown> = {}): Promise<{ id: string; code: string }> {
  const res = await t.app.inject({ method: "POST", url: "/api/certificates", payload: { templateId, values: { recipientName: "سارة أحمد", course: "تصميم", date: "2026-03-20" }, ...extra } });
  expect(res.statusCode).toBe(201);
  return res.json();
}
const verify = async (code: string) => (await t.app.inject({ url: `/api/certificates/verify/${code}` })).json();

describe("verify answers cache", () => {
  it("answers the same until a revocation written straight to the database", async () => {
    const { id, code } = await issue();
    const first = await verify(code);
    expect(first.status).toBe("valid");
    expect(await verify(code)).toEqual(first);
    await t.db.updateTable("certificates").set({ revoked_at: new Date().toISOString(), revoked_reason: "test", updated_at: new Date().toISOString() }).where("id", "=", id).execute();
    const after = await verify(code);
    expect(after.status).toBe("revoked");
    expect(after.certificate.revokedReason).toBe("test");
  });

  it("sends a kept answer byte for byte as the first one, with the same headers", async () => {
    const { code } = await issue();
    const first = await t.app.inject({ url: `/api/certificates/verify/${code}` });
    const second = await t.app.inject({ url: `/api/certificates/verify/${code}` });
    expect(second.body).toBe(first.body);
    const { date: _a, ...h1 } = first.headers;
    const { date: _b, ...h2 } = second.headers;
    for (const h of [h1, h2]) delete h["x-ratelimit-remaining"];
    expect(h2).toEqual(h1);
    expect(second.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it("sees a template's new title and a category's new slug", async () => {
    const { code } = await issue();
    await verify(code);
    await t.db.updateTable("templates").set({ title: JSON.stringify({ ar: "عنوان جديد", en: "New title", fr: "Nouveau titre" }) }).where("id", "=", templateId).execute();
    expect((await verify(code)).certificate.title.en).toBe("New title");
    const { category_id } = await t.db.selectFrom("templates").select("category_id").where("id", "=", templateId).executeTakeFirstOrThrow();
    await sql`update categories set slug = ${"renamed-slug"} where id = ${category_id}`.execute(t.db); // raw SQL counts too
    expect((await verify(code)).certificate.type).toBe("renamed-slug");
  });

  it("turns expired when the expiry date passes", async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    const { code } = await issue({ expiresAt: soon });
    expect((await verify(code)).status).toBe("valid");
    await new Promise((r) => setTimeout(r, 1600));
    expect((await verify(code)).status).toBe("expired");
  });
});
