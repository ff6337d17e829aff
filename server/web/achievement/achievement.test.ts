// Issue 33 §4: `achievement.id` names one achievement (a content hash) and resolves to it — JSON-LD
// for machines (Accept or the .json sibling, readable from any origin), a page for people. Credentials
// signed before, with the template's form URL as their achievement id, keep verifying.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { adminCookie, signedInUser } from "../../test/factories.ts";
import { buildCertificateTemplate } from "../../routes/api/certificates/test-template.ts";
import { buildOpenBadgeCredential, signCredential, validateAchievementCredential, withProofArray } from "../../credentials/index.ts";
import { getIssuer } from "../../services/issuer/issuer.ts";
import { ensureStatusSlot, statusEntryFor } from "../../services/status-lists/status-lists.ts";
import { prefersJson } from "./achievement-route.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read back from the API, walked by the test
type Json = Record<string, any>;
let t: TestApp;
let admin: string;
let templateId: string;
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

async function issue(values: Record<string, string>, cookie = admin) {
  const res = await t.app.inject({ method: "POST", url: "/api/certificates", headers: { cookie }, payload: { templateId, values } });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  const credential = (await t.app.inject({ url: `/api/certificates/${id}/credential.json` })).json() as Json;
  return { id, credential, achievement: credential.credentialSubject.achievement as Json };
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminCookie(t.db);
  templateId = (await buildCertificateTemplate(t.db)).id;
}, 60_000);
afterAll(async () => t?.close());

describe("achievement.id", () => {
  it("is one URL for certificates that state the same achievement, another when the statement differs", async () => {
    const a = await issue({ recipientName: "سارة أحمد", course: "تصميم تجربة المستخدم" });
    const b = await issue({ recipientName: "ليلى حسن", course: "تصميم تجربة المستخدم" });
    const c = await issue({ recipientName: "عمر خالد", course: "تحليل البيانات" });
    expect(a.achievement.id).toMatch(/^http:\/\/localhost:3000\/achievements\/[A-Za-z0-9_-]{22}$/);
    expect(b.achievement.id).toBe(a.achievement.id);
    expect(c.achievement.id).not.toBe(a.achievement.id);
    expect(c.achievement.description).not.toBe(a.achievement.description);
    expect(a.achievement.id).not.toContain(`/certificates/${templateId}`); // no longer the form
    for (const { credential } of [a, b, c]) expect(validateAchievementCredential(credential)).toEqual({ valid: true, errors: [] });
    const verified = await t.app.inject({ method: "POST", url: "/vc-api/credentials/verify", payload: { verifiableCredential: a.credential } });
    expect(verified.json().verified).toBe(true);
  });

  it("an unverified creator makes another achievement, its creator named under the achievement's id", async () => {
    const user = await signedInUser(t.db);
    const verified = await issue({ recipientName: "Sara Ahmad", course: "UX design" });
    const typed = await issue({ recipientName: "Sara Ahmad", course: "UX design", issuerName: "Acme Academy" }, user.cookie);
    expect(typed.achievement.id).not.toBe(verified.achievement.id);
    expect(typed.achievement.creator).toMatchObject({ id: `${typed.achievement.id}#creator`, name: "Acme Academy" });
    expect(validateAchievementCredential(typed.credential).valid).toBe(true);
  });

  it("resolves to the Achievement as JSON-LD (Accept or .json), readable from any origin", async () => {
    const { achievement } = await issue({ recipientName: "Sara Ahmad", course: "Data analysis" });
    const path = new URL(achievement.id).pathname;
    for (const req of [{ url: path, headers: { accept: "application/ld+json", origin: "https://lms.example" } }, { url: `${path}.json`, headers: { origin: "https://lms.example" } }]) {
      const res = await t.app.inject(req);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("application/ld+json");
      expect(res.headers["access-control-allow-origin"]).toBe("*");
      expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
      expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      const { "@context": context, ...document } = res.json() as Json;
      expect(context).toEqual(["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"]);
      expect(document).toEqual(achievement); // exactly what the credential states
    }
  });

  it("resolves to a page for people in their language, the texts in the achievement's own direction", async () => {
    const { achievement } = await issue({ recipientName: "سارة أحمد", course: "الخط العربي" });
    const path = new URL(achievement.id).pathname;
    const en = await t.app.inject({ url: path, headers: { accept: BROWSER_ACCEPT, "accept-language": "en" } });
    expect(en.statusCode).toBe(200);
    expect(en.headers["content-type"]).toContain("text/html");
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain('<h1 lang="ar" dir="rtl">');
    expect(en.body).toContain(achievement.name);
    expect(en.body).toContain("Criteria");
    expect(en.body).not.toContain("<script");
    const fr = await t.app.inject({ url: path, headers: { accept: BROWSER_ACCEPT, "accept-language": "fr" } });
    expect(fr.body).toContain("Critères");
    const ar = await t.app.inject({ url: path, headers: { accept: BROWSER_ACCEPT, "accept-language": "ar" } });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain("معايير الاستحقاق");
  });

  it("an unknown or malformed id is 404 (JSON with CORS for machines)", async () => {
    const json = await t.app.inject({ url: "/achievements/AAAAAAAAAAAAAAAAAAAAAA.json" });
    expect(json.statusCode).toBe(404);
    expect(json.headers["access-control-allow-origin"]).toBe("*");
    expect((await t.app.inject({ url: "/achievements/not-a-key", headers: { accept: BROWSER_ACCEPT } })).statusCode).toBe(404);
  });

  it("a credential signed before, naming the template's form, keeps verifying", async () => {
    const { id } = await issue({ recipientName: "Old Holder", course: "Old course" });
    const issuer = await getIssuer(t.db, "http://localhost:3000");
    const old = buildOpenBadgeCredential({
      id: `http://localhost:3000/api/certificates/${id}/credential.json`,
      issuer: { id: issuer.did, name: "Bitaqa" },
      recipientName: "Old Holder",
      achievement: { id: `http://localhost:3000/certificates/${templateId}`, name: "Old course", description: "d", achievementType: "Certificate", criteriaNarrative: "c" },
      issuedAt: new Date(),
      lang: "en",
      credentialStatus: statusEntryFor("http://localhost:3000", issuer.did, await ensureStatusSlot(t.db, id)),
    });
    const signed = withProofArray(await signCredential(old, issuer, { created: new Date() }));
    await t.db.updateTable("certificates").set({ credential: JSON.stringify(signed) }).where("id", "=", id).execute();
    const served = (await t.app.inject({ url: `/api/certificates/${id}/credential.json` })).json() as Json;
    expect(served.credentialSubject.achievement.id).toBe(`http://localhost:3000/certificates/${templateId}`);
    const res = await t.app.inject({ method: "POST", url: "/api/certificates/verify-credential", payload: { credential: served } });
    expect(res.json()).toMatchObject({ valid: true, certificateId: id });
  });
});

describe("prefersJson", () => {
  it("follows the Accept header's ranking; a browser gets HTML", () => {
    expect(prefersJson(BROWSER_ACCEPT)).toBe(false);
    expect(prefersJson(undefined)).toBe(false);
    expect(prefersJson("*/*")).toBe(false);
    expect(prefersJson("application/ld+json")).toBe(true);
    expect(prefersJson("application/json, text/html;q=0.5")).toBe(true);
    expect(prefersJson("text/html, application/json;q=0.9")).toBe(false);
  });
});
