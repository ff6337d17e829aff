// Migration 009 classifies the certificates issued before it from what was recorded with them, and
// moves an unverified row's typed (possibly backdated) issue date to stated_date.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { buildUser } from "../../test/factories.ts";
import { createTestCertificate } from "../../routes/api/admin/test-helpers.ts";
import { buildCertificateTemplate } from "../../routes/api/certificates/test-template.ts";
import { recordActivity } from "../../services/activity.ts";
import * as m009 from "./009_trusted_issuers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe("009_trusted_issuers on existing rows", () => {
  it("bulk, API-token and admin rows are verified; other owned rows are 'user', the rest 'visitor' with a typed date moved to stated_date", async () => {
    const templateId = (await buildCertificateTemplate(t.db)).id;
    const admin = await t.db.selectFrom("users").select("id").where("role", "=", "admin").executeTakeFirstOrThrow();
    const user = await buildUser(t.db);
    await m009.down(t.db);

    const now = new Date().toISOString();
    await t.db.insertInto("jobs").values({ id: "job-1", type: "bulk", state: "done", payload: "{}", done: 1, total: 1, errors: "[]", result_blob_id: null, locked_by: null, locked_until: null, created_by: admin.id, created_at: now, updated_at: now }).execute();
    const ids = {
      bulk: await createTestCertificate(t.db, templateId),
      token: await createTestCertificate(t.db, templateId),
      admin: await createTestCertificate(t.db, templateId),
      user: await createTestCertificate(t.db, templateId),
      visitor: await createTestCertificate(t.db, templateId),
      backdated: await createTestCertificate(t.db, templateId),
    };
    const set = (id: string, patch: Record<string, unknown>) => t.db.updateTable("certificates").set(patch).where("id", "=", id).execute();
    await set(ids.bulk, { job_id: "job-1", job_row: 1 });
    await recordActivity(t.db, admin.id, "apiToken.certificate.issue", ids.token);
    await set(ids.admin, { owner_id: admin.id, issued_at: "2020-01-01T00:00:00.000Z" });
    await set(ids.user, { owner_id: user.id });
    await set(ids.backdated, { issued_at: "2012-06-01T00:00:00.000Z" });

    await m009.up(t.db);
    const rows = new Map((await t.db.selectFrom("certificates").selectAll().execute()).map((r) => [r.id, r]));
    const facts = (id: string) => {
      const r = rows.get(id)!;
      return { issued_by: r.issued_by, issuer_verified: r.issuer_verified, stated_date: r.stated_date };
    };
    expect(facts(ids.bulk)).toEqual({ issued_by: "bulk", issuer_verified: 1, stated_date: null });
    expect(facts(ids.token)).toEqual({ issued_by: "apiToken", issuer_verified: 1, stated_date: null });
    // A verified issuer's own date stays its issue date.
    expect(facts(ids.admin)).toEqual({ issued_by: "admin", issuer_verified: 1, stated_date: null });
    expect(rows.get(ids.admin)!.issued_at).toBe("2020-01-01T00:00:00.000Z");
    expect(facts(ids.user)).toEqual({ issued_by: "user", issuer_verified: 0, stated_date: null });
    expect(facts(ids.visitor)).toEqual({ issued_by: "visitor", issuer_verified: 0, stated_date: null });
    expect(facts(ids.backdated)).toEqual({ issued_by: "visitor", issuer_verified: 0, stated_date: "2012-06-01T00:00:00.000Z" });
    expect(rows.get(ids.backdated)!.issued_at).toBe(rows.get(ids.backdated)!.created_at);
  });
});
