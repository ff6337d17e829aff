// Security round 4, L12: a certificate someone made for themselves, taken into a wallet, is signed by
// the platform; what the wallet shows (credential and achievement name and description) must say
// "issuer not verified" — in the credential's language — while the credential still passes the OB 3.0
// schema and its proof verifies. A certificate the platform issued says nothing of the kind.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { adminCookie, signedInUser } from "../test/factories.ts";
import { buildCertificateTemplate } from "../routes/api/certificates/test-template.ts";
import { getIssuer } from "../services/issuer/issuer.ts";
import { verifyCredential } from "../credentials/index.ts";
import { validateAchievementCredential } from "../credentials/obSchema.ts";
import { withUnverifiedIssuerNotice } from "../services/certificates/unverified-notice.ts";
import { freshDidKey, receiveCredential } from "./test-holder.ts";

let t: TestApp;
let templateId: string;
let admin: string;
let user: { cookie: string };

interface Shown {
  name: string;
  description?: string;
  credentialSubject: { achievement: { name: string; description: string; inLanguage: string } };
  [k: string]: unknown;
}

// Lower-case, as the texts are compared lower-cased (a sentence starts with a capital).
const MARK = { ar: "الجهة المانحة غير موثّقة", en: "issuer not verified", fr: "émetteur non vérifié" } as const;

beforeAll(async () => {
  t = await buildTestApp();
  templateId = (await buildCertificateTemplate(t.db)).id;
  admin = await adminCookie(t.db);
  user = await signedInUser(t.db);
});
afterAll(async () => t?.close());

async function issue(cookie: string, values: Record<string, string>) {
  const res = await t.app.inject({ method: "POST", url: "/api/certificates", headers: { cookie }, payload: { templateId, values } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function intoWallet(cookie: string, certificateId: string): Promise<Shown> {
  const offer = await t.app.inject({ url: `/api/certificates/${certificateId}/wallet-offer`, headers: { cookie } });
  expect(offer.statusCode, offer.body).toBe(200);
  const { result } = await receiveCredential(t.app, offer.json().offerUri, offer.json().pin, await freshDidKey());
  expect(result.ok).toBe(true);
  const credential = (result.credentialResponse.credentials?.[0] as { credential: Shown }).credential;
  // Still an OB 3.0 AchievementCredential, and the platform's proof covers the words.
  expect(validateAchievementCredential(credential)).toEqual({ valid: true, errors: [] });
  const issuer = await getIssuer(t.db, t.config.publicUrl);
  expect((await verifyCredential(credential, { documentLoader: issuer.documentLoader })).valid).toBe(true);
  return credential;
}

const shownTexts = (c: Shown) => [c.name, c.description ?? "", c.credentialSubject.achievement.name, c.credentialSubject.achievement.description];

describe("an unverified issuer in a wallet", () => {
  it("a self-made Arabic certificate naming a famous issuer says, in Arabic, that the issuer is not verified", async () => {
    const id = await issue(user.cookie, { recipientName: "سارة أحمد", course: "الطب", issuerName: "جامعة هارفارد" });
    const credential = await intoWallet(user.cookie, id);
    expect(credential.credentialSubject.achievement.inLanguage).toBe("ar");
    for (const text of shownTexts(credential)) expect(text.toLowerCase()).toContain(MARK.ar);
    // The stored credential (credential.json) says it too.
    const stored = (await t.app.inject({ url: `/api/certificates/${id}/credential.json` })).json() as Shown;
    for (const text of shownTexts(stored)) expect(text.toLowerCase()).toContain(MARK.ar);
  });

  it("a Latin-script one says it in English", async () => {
    const id = await issue(user.cookie, { recipientName: "Sara Ahmad", course: "Medicine", issuerName: "Harvard University" });
    const credential = await intoWallet(user.cookie, id);
    expect(credential.credentialSubject.achievement.inLanguage).toBe("en");
    for (const text of shownTexts(credential)) expect(text.toLowerCase()).toContain(MARK.en);
  });

  it("a credential signed before this rule gets the words when it goes into a wallet", async () => {
    const id = await issue(user.cookie, { recipientName: "Sara Ahmad", course: "Law", issuerName: "Oxford" });
    const row = await t.db.selectFrom("certificates").select("credential").where("id", "=", id).executeTakeFirstOrThrow();
    const old = JSON.parse(row.credential ?? "{}") as Shown;
    const strip = (s: string) => s.replace(" (issuer not verified)", "").replace(/^Issuer not verified: [^.]*\. /, "");
    const before = { ...old, name: strip(old.name), description: strip(old.description ?? ""), credentialSubject: { ...old.credentialSubject, achievement: { ...old.credentialSubject.achievement, name: strip(old.credentialSubject.achievement.name), description: strip(old.credentialSubject.achievement.description) } } };
    for (const text of shownTexts(before)) expect(text.toLowerCase()).not.toContain(MARK.en);
    await t.db.updateTable("certificates").set({ credential: JSON.stringify(before) }).where("id", "=", id).execute();
    const credential = await intoWallet(user.cookie, id);
    for (const text of shownTexts(credential)) expect(text.toLowerCase()).toContain(MARK.en);
    expect(credential.name.toLowerCase().split(MARK.en)).toHaveLength(2); // said once, not twice
  });

  it("a certificate the platform issued carries no such words", async () => {
    const id = await issue(admin, { recipientName: "Sara Ahmad", course: "Safety" });
    const credential = await intoWallet(admin, id);
    for (const text of shownTexts(credential)) for (const mark of Object.values(MARK)) expect(text.toLowerCase()).not.toContain(mark);
  });
});

describe("withUnverifiedIssuerNotice", () => {
  it("speaks the credential's language (fr too) and says it once", () => {
    const fr = { name: "Formation", description: "Formation — Sara", credentialSubject: { achievement: { name: "Formation", description: "Sécurité", inLanguage: "fr" } } };
    const once = withUnverifiedIssuerNotice(fr);
    for (const text of shownTexts(once as Shown)) expect(text.toLowerCase()).toContain(MARK.fr);
    expect(withUnverifiedIssuerNotice(once)).toEqual(once);
  });
});
