// Issue 25 §1–§2: every certificate credential passes the official OB 3.0 AchievementCredential
// JSON Schema, and carries a Bitstring Status List entry that the independent Digital Bazaar library
// reads as "not revoked", then "revoked" after an admin revokes it (on SQLite and, with
// TEST_DATABASE_URL, PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkStatus, decodeList } from "@digitalbazaar/vc-bitstring-status-list";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as rdfc } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { buildTestApp, createTestDb, type TestApp } from "../../../test/app.ts";
import { adminCookie } from "../../../test/factories.ts";
import { seedTemplates } from "../../../seeds/templates.ts";
import { CERTIFICATE_TEMPLATES } from "../../../seeds/certificates/index.ts";
import { putSetting, getSetting } from "../../../settings/store.ts";
import { STATUS_LIST_SIZE, validateAchievementCredential } from "../../../credentials/index.ts";
import { ensureStatusSlot } from "../../../services/status-lists/status-lists.ts";
import { fetchCredential, issueOn, revoke, statusDocumentLoader } from "./test-helpers.ts";

let t: TestApp;
let admin: string;
let templates: { id: string; subjectField: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminCookie(t.db);
  await seedTemplates(t.db, CERTIFICATE_TEMPLATES);
  const general = (await getSetting(t.db, "general")) as { contact: { email: string } };
  await putSetting(t.db, "general", { ...general, contact: { ...general.contact, email: "certificates@example.org" } });
  const list = (await t.app.inject({ url: "/api/templates?kind=certificate" })).json() as { id: string }[];
  templates = [];
  for (const { id } of list) {
    const detail = (await t.app.inject({ url: `/api/templates/${id}` })).json() as { fields: { name: string }[] };
    templates.push({ id, subjectField: detail.fields.find((f) => f.name === "course" || f.name === "reason")!.name });
  }
}, 60_000);
afterAll(async () => t?.close());

/** The parts of a credential a wallet shows. */
interface Shown {
  image: unknown;
  issuer: Record<string, unknown>;
  credentialSubject: { achievement: { inLanguage: string; name: string; description: string; criteria: { narrative: string }; image: unknown } };
}

const statusOf = async (credential: Record<string, unknown>) =>
  checkStatus({ credential, documentLoader: statusDocumentLoader(t.app, t.config.publicUrl), suite: new DataIntegrityProof({ cryptosuite: rdfc }), verifyBitstringStatusListCredential: true, verifyMatchingIssuers: true });

describe("OB 3.0 AchievementCredential JSON Schema (official, vendored)", () => {
  it("accepts the credential of every seeded certificate template, with and without expiry, revoked or not", async () => {
    expect(templates.length).toBeGreaterThan(3);
    let n = 0;
    for (const { id, subjectField } of templates) {
      for (const expiresAt of [undefined, "2031-01-01"]) {
        const cert = await issueOn(t.app, id, { recipientName: "ليلى خالد", [subjectField]: "التميّز في العمل التطوعي", date: "2026-01-15" }, expiresAt ? { expiresAt } : {});
        if (n++ % 2 === 1) expect((await revoke(t.app, admin, cert.id)).statusCode).toBe(200);
        const credential = await fetchCredential(t.app, cert.id);
        const result = validateAchievementCredential(credential);
        expect(result.errors).toEqual([]);
        expect(result.valid).toBe(true);
        if (expiresAt) expect(credential.validUntil).toBe("2031-01-01T00:00:00Z");
      }
    }
  }, 120_000);

  it("carries an image, an achievement a wallet can show, and the issuer's profile, in the certificate's language", async () => {
    const { id, subjectField } = templates[0];
    const cert = await issueOn(t.app, id, { recipientName: "ليلى خالد", [subjectField]: "إدارة المشاريع", date: "2026-01-15" });
    const c = (await fetchCredential(t.app, cert.id)) as unknown as Shown;
    expect(c.image).toEqual({ id: `http://localhost:3000/api/certificates/${cert.id}/image.png`, type: "Image" });
    const a = c.credentialSubject.achievement;
    expect(a.inLanguage).toBe("ar");
    expect(a.name).toMatch(/[\u0600-\u06FF]/);
    expect(a.description).toContain("إدارة المشاريع");
    expect(a.criteria.narrative).toContain("إدارة المشاريع");
    expect(a.image).toEqual({ id: "http://localhost:3000/api/credentials/issuer-logo.png", type: "Image" });
    expect(c.issuer).toMatchObject({ type: ["Profile"], url: "http://localhost:3000", email: "certificates@example.org", image: { type: "Image" } });
    expect(typeof c.issuer.name).toBe("string");
    expect((await t.app.inject({ url: "/api/credentials/issuer-logo.png" })).headers["content-type"]).toMatch(/^image\/png/);

    const en = await issueOn(t.app, id, { recipientName: "Layla Khaled", [subjectField]: "Project management", date: "2026-01-15" });
    const ce = (await fetchCredential(t.app, en.id)) as unknown as Shown;
    expect(ce.credentialSubject.achievement.inLanguage).toBe("en");
    expect(ce.credentialSubject.achievement.criteria.narrative).toMatch(/^The holder met the requirements of "Project management"/);
    expect(validateAchievementCredential(ce).valid).toBe(true);
  });

  it("still verifies through the VC-API (a proof array is the same proof)", async () => {
    const cert = await issueOn(t.app, templates[0].id, { recipientName: "سارة", [templates[0].subjectField]: "القيادة", date: "2026-01-15" });
    const credential = await fetchCredential(t.app, cert.id);
    expect(Array.isArray(credential.proof)).toBe(true);
    const res = await t.app.inject({ method: "POST", url: "/vc-api/credentials/verify", payload: { verifiableCredential: credential } });
    expect(res.json()).toMatchObject({ verified: true });
  });
});

describe("Bitstring Status List (checked with @digitalbazaar/vc-bitstring-status-list)", () => {
  it("valid → not revoked; revoked → set after a refetch; the list is gzip'd, ≥ 131,072 entries, cached ≤ 300 s", async () => {
    const { id, subjectField } = templates[0];
    const cert = await issueOn(t.app, id, { recipientName: "عمر", [subjectField]: "السلامة المهنية", date: "2026-01-15" });
    const credential = await fetchCredential(t.app, cert.id);
    expect(credential.credentialStatus).toMatchObject({ type: "BitstringStatusListEntry", statusPurpose: "revocation" });

    const before = await statusOf(credential);
    expect(before.error).toBeUndefined();
    expect(before.verified).toBe(true);
    expect(before.results![0].status).toBe(false);

    const listPath = credential.credentialStatus.statusListCredential.slice(t.config.publicUrl.length);
    const res = await t.app.inject({ url: listPath });
    const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers["cache-control"]))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(300);
    const list = await decodeList({ encodedList: res.json().credentialSubject.encodedList });
    expect(list.length).toBeGreaterThanOrEqual(STATUS_LIST_SIZE);

    expect((await revoke(t.app, admin, cert.id)).statusCode).toBe(200);
    const after = await statusOf(await fetchCredential(t.app, cert.id));
    expect(after.verified).toBe(true);
    expect(after.results![0].status).toBe(true);
  });

  it("gives an existing certificate (signed before status lists) its entry on the next fetch, still verifiable", async () => {
    const cert = await issueOn(t.app, templates[1].id, { recipientName: "هدى", [templates[1].subjectField]: "الإسعافات الأولية", date: "2026-01-15" });
    const row = await t.db.selectFrom("certificates").select("credential").where("id", "=", cert.id).executeTakeFirstOrThrow();
    // What an older release stored: no credentialStatus and one proof object (re-signed below).
    const legacy = JSON.parse(row.credential!);
    delete legacy.credentialStatus;
    legacy.proof = legacy.proof[0];
    await t.db.updateTable("certificates").set({ credential: JSON.stringify(legacy) }).where("id", "=", cert.id).execute();
    await t.db.deleteFrom("status_list_entries").where("certificate_id", "=", cert.id).execute();

    // The schema refuses what was served before (a single proof object).
    expect(validateAchievementCredential(legacy)).toMatchObject({ valid: false, errors: expect.arrayContaining(["/proof must be array"]) });

    const upgraded = await fetchCredential(t.app, cert.id);
    expect(upgraded.credentialStatus.type).toBe("BitstringStatusListEntry");
    expect(validateAchievementCredential(upgraded).valid).toBe(true);
    expect((await t.app.inject({ method: "POST", url: "/vc-api/credentials/verify", payload: { verifiableCredential: upgraded } })).json().verified).toBe(true);
    expect((await fetchCredential(t.app, cert.id)).proof).toEqual(upgraded.proof); // stored: the second fetch signs nothing
    expect((await statusOf(upgraded)).results![0].status).toBe(false);
  });

  it("keeps one signed list per version (no signature per request), and sets the bit of a deleted certificate", async () => {
    const cert = await issueOn(t.app, templates[0].id, { recipientName: "منى", [templates[0].subjectField]: "الجودة", date: "2026-01-15" });
    const credential = await fetchCredential(t.app, cert.id);
    const listPath = credential.credentialStatus.statusListCredential.slice(t.config.publicUrl.length);
    const first = (await t.app.inject({ url: listPath })).json();
    expect((await t.app.inject({ url: listPath })).json().proof).toEqual(first.proof);
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/certificates/${cert.id}`, headers: { cookie: admin } })).statusCode).toBe(204);
    expect((await statusOf(credential)).results![0].status).toBe(true);
  });

  it("never gives one index twice, even to concurrent claims, and opens the next list when one fills up", async () => {
    const handle = await createTestDb(); // its own database, so its lists are small ones (64 bits)
    try {
      const ids = Array.from({ length: 120 }, (_, i) => `slot-test-${i}`);
      const slots = await Promise.all(ids.map((id) => ensureStatusSlot(handle.db, id, 64)));
      expect(new Set(slots.map((s) => `${s.listId}:${s.index}`)).size).toBe(ids.length);
      expect(slots.every((s) => s.index >= 0 && s.index < 64)).toBe(true);
      const perList = new Map<number, number>();
      for (const s of slots) perList.set(s.listId, (perList.get(s.listId) ?? 0) + 1);
      expect(perList.size).toBeGreaterThanOrEqual(2);
      // Asking again answers the same slot.
      expect(await ensureStatusSlot(handle.db, ids[0], 64)).toEqual(slots[0]);
    } finally {
      await handle.destroy();
    }
  });

  it("answers 404 for an unknown list or method, and keeps revoking an admin-only act", async () => {
    expect((await t.app.inject({ url: "/api/credentials/status/key/999" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/credentials/status/ion/1" })).statusCode).toBe(404);
    const cert = await issueOn(t.app, templates[0].id, { recipientName: "ريم", [templates[0].subjectField]: "الإحصاء", date: "2026-01-15" });
    const anonymous = await t.app.inject({ method: "POST", url: `/api/admin/certificates/${cert.id}/revoke`, payload: { reason: "x" } });
    expect([401, 403]).toContain(anonymous.statusCode);
    expect((await statusOf(await fetchCredential(t.app, cert.id))).results![0].status).toBe(false);
  });
});
