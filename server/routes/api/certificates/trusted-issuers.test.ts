// Issue 22 (security round 3) items 3 and 5: verification vouches only for what the platform checked.
// Anonymous, backdated certificates no longer verify as "issued by us"; admins mark verified
// issuers; who may create certificates is a setting; only verified issuers e-mail recipients.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { adminCookie, signedInUser } from "../../../test/factories.ts";
import { buildCertificateTemplate } from "./test-template.ts";
import { certificateJob } from "../../../services/certificates/context.ts";

let t: TestApp;
let templateId: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  templateId = (await buildCertificateTemplate(t.db)).id;
  admin = await adminCookie(t.db);
});
afterAll(async () => t?.close());

type Body = Record<string, unknown>;
const issue = (body: Body = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/certificates", headers, payload: { templateId, ...body, values: { recipientName: "Mallory", course: "Law", ...(body.values as object) } } });
const verify = async (code: string) => (await t.app.inject({ url: `/api/certificates/verify/${code}` })).json();
const credentialOf = async (id: string) => (await t.app.inject({ url: `/api/certificates/${id}/credential.json` })).json();
const count = async (table: "certificates" | "mail_messages") => (await t.db.selectFrom(table).select("id").execute()).length;
const patchUser = (id: string, payload: Body, cookie = admin) => t.app.inject({ method: "PATCH", url: `/api/admin/users/${id}`, headers: { cookie }, payload });
const putCertificateSettings = (payload: Body) =>
  t.app.inject({ method: "PUT", url: "/api/admin/settings/certificates", headers: { cookie: admin }, payload: { issuerName: { ar: "بطاقة", en: "Bitaqa", fr: "Bitaqa" }, ...payload } });
const thisYear = new Date().getUTCFullYear();

describe("an anonymous, backdated certificate naming Harvard (issue 22.3)", () => {
  it("verifies as made by a visitor, recorded now, with the typed date and issuer apart and unverified", async () => {
    const res = await issue({ values: { issuerName: "Harvard University" }, issuedAt: "2012-06-01" });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ issuerVerified: false, issuedBy: "visitor", issuerOrg: null, statedDate: "2012-06-01T00:00:00.000Z" });
    expect(new Date(created.issuedAt).getUTCFullYear()).toBe(thisYear);

    const answer = await verify(created.code);
    expect(answer.status).toBe("valid");
    expect(answer.certificate).toMatchObject({ issuerVerified: false, issuedBy: "visitor", issuerOrg: null, issuer: "Harvard University", statedDate: "2012-06-01T00:00:00.000Z" });
    expect(Math.abs(Date.parse(answer.certificate.issuedAt) - Date.now())).toBeLessThan(60_000);

    const vc = await credentialOf(created.id);
    expect(vc.issuer.name).toBe("بطاقة");
    expect(vc.validFrom.startsWith(String(thisYear))).toBe(true);
    expect(JSON.stringify(vc)).not.toContain("2012-06-01");
    // the creator belongs to the achievement (issue 33 §4): named under the achievement's id
    expect(vc.credentialSubject.achievement.creator).toEqual({ id: `${vc.credentialSubject.achievement.id}#creator`, type: ["Profile"], name: "Harvard University" });
    // still a valid credential of ours (signature, contexts)
    const checked = await t.app.inject({ method: "POST", url: "/api/certificates/verify-credential", payload: { credential: vc } });
    expect(checked.json()).toMatchObject({ valid: true });
  });

  it("a signed-in user's certificate is 'made by a user', not verified; no typed issuer shows no issuer (never the platform's name)", async () => {
    const { cookie } = await signedInUser(t.db);
    const created = (await issue({}, { cookie })).json();
    const answer = await verify(created.code);
    expect(answer.certificate).toMatchObject({ issuerVerified: false, issuedBy: "user", issuer: "" });
    expect((await credentialOf(created.id)).credentialSubject.achievement.creator).toBeUndefined();
  });

  it("a date the creator typed is the date drawn on the certificate (issuedDate), kept apart from issued_at", async () => {
    const created = (await issue({ issuedAt: "2012-06-01", options: { digits: "latn" } })).json();
    const row = await t.db.selectFrom("certificates").selectAll().where("id", "=", created.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ stated_date: "2012-06-01T00:00:00.000Z", issuer_verified: 0, issued_by: "visitor" });
    expect(row.issued_at).toBe(row.created_at);
    const job = await certificateJob(t.app, row, "png");
    expect(String(job.values?.issuedDate)).toContain("2012");
  });
});

describe("verified issuers: admins, API tokens and accounts an admin marked", () => {
  it("an admin's certificate is issued by the platform; a name an admin types is vouched for", async () => {
    const plain = (await issue({}, { cookie: admin })).json();
    expect((await verify(plain.code)).certificate).toMatchObject({ issuerVerified: true, issuedBy: "admin", issuerOrg: null, issuer: "بطاقة" });
    const named = (await issue({ values: { issuerName: "Acme Academy" } }, { cookie: admin })).json();
    expect((await verify(named.code)).certificate).toMatchObject({ issuerVerified: true, issuerOrg: "Acme Academy", issuer: "Acme Academy" });
    const vc = await credentialOf(named.id);
    expect(vc.issuer.name).toBe("Acme Academy");
    expect(vc.credentialSubject.achievement.creator).toBeUndefined();
  });

  it("an API token's certificate is verified", async () => {
    const token = (await t.app.inject({ method: "POST", url: "/api/admin/api-tokens", headers: { cookie: admin }, payload: { name: "lms", scopes: ["certificates:issue"] } })).json().token;
    const res = await t.app.inject({ method: "POST", url: "/api/v1/certificates", headers: { authorization: `Bearer ${token}` }, payload: { templateId, values: { recipientName: "Sara", course: "UX" } } });
    expect(res.statusCode).toBe(201);
    expect((await verify(res.json().code)).certificate).toMatchObject({ issuerVerified: true, issuedBy: "apiToken" });
  });

  it("an admin marks a user as verified issuer of an organisation; their certificates in its name are verified, others are not", async () => {
    const { user, cookie } = await signedInUser(t.db);
    const marked = await patchUser(user.id, { verifiedIssuerOrg: "  Acme Academy " });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().verifiedIssuerOrg).toBe("Acme Academy");
    expect((await t.app.inject({ url: "/api/user", headers: { cookie } })).json().verifiedIssuerOrg).toBe("Acme Academy");

    const own = (await issue({ values: { issuerName: "acme academy" } }, { cookie })).json();
    expect((await verify(own.code)).certificate).toMatchObject({ issuerVerified: true, issuedBy: "verifiedIssuer", issuerOrg: "Acme Academy", issuer: "Acme Academy" });
    expect((await credentialOf(own.id)).issuer.name).toBe("Acme Academy");
    const unnamed = (await issue({}, { cookie })).json();
    expect((await verify(unnamed.code)).certificate).toMatchObject({ issuerVerified: true, issuerOrg: "Acme Academy" });
    const other = (await issue({ values: { issuerName: "Harvard University" } }, { cookie })).json();
    expect((await verify(other.code)).certificate).toMatchObject({ issuerVerified: false, issuedBy: "user", issuer: "Harvard University" });

    // Taking the mark away affects new certificates only; what was recorded stays.
    expect((await patchUser(user.id, { verifiedIssuerOrg: null })).json().verifiedIssuerOrg).toBeNull();
    const after = (await issue({ values: { issuerName: "Acme Academy" } }, { cookie })).json();
    expect((await verify(after.code)).certificate.issuerVerified).toBe(false);
    expect((await verify(own.code)).certificate.issuerVerified).toBe(true);
  });

  it("only admins mark verified issuers: 401 for visitors, 403 for users, 400 for a name over 200 characters (nothing changes)", async () => {
    const { user, cookie } = await signedInUser(t.db);
    expect((await t.app.inject({ method: "PATCH", url: `/api/admin/users/${user.id}`, payload: { verifiedIssuerOrg: "Me Inc" } })).statusCode).toBe(401);
    expect((await patchUser(user.id, { verifiedIssuerOrg: "Me Inc" }, cookie)).statusCode).toBe(403);
    const long = await patchUser(user.id, { verifiedIssuerOrg: "x".repeat(201) }, `${admin}; locale=en`);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.verifiedIssuerOrg).toMatch(/200/);
    const row = await t.db.selectFrom("users").select("verified_issuer_org").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.verified_issuer_org).toBeNull();
  });
});

describe("Settings → Certificates: who may create certificates", () => {
  it("defaults to anyone; 'signedIn' refuses visitors (401), 'verifiedIssuers' refuses ordinary users (403), translated, nothing stored", async () => {
    const settings = (await t.app.inject({ url: "/api/admin/settings/certificates", headers: { cookie: admin } })).json();
    expect(settings.whoMayCreate).toBe("anyone");
    const { cookie: userCookie } = await signedInUser(t.db);
    const verified = await signedInUser(t.db);
    await patchUser(verified.user.id, { verifiedIssuerOrg: "Acme" });
    try {
      expect((await putCertificateSettings({ whoMayCreate: "signedIn" })).statusCode).toBe(200);
      const before = await count("certificates");
      const visitor = await issue({}, { cookie: "locale=en" });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toMatchObject({ code: "createSignedIn", message: "Sign in to create a certificate on this site." });
      expect(await count("certificates")).toBe(before);
      expect((await issue({}, { cookie: userCookie })).statusCode).toBe(201);

      expect((await putCertificateSettings({ whoMayCreate: "verifiedIssuers" })).statusCode).toBe(200);
      const user = await issue({}, { cookie: `${userCookie}; locale=ar` });
      expect(user.statusCode).toBe(403);
      expect(user.json()).toMatchObject({ code: "createVerifiedOnly", message: "إنشاء الشهادات على هذا الموقع مقصور على الجهات المصدرة الموثّقة." });
      expect((await issue({}, {})).statusCode).toBe(403);
      expect((await issue({ values: { issuerName: "Harvard" } }, { cookie: verified.cookie })).statusCode).toBe(403);
      expect((await issue({}, { cookie: verified.cookie })).statusCode).toBe(201);
      expect((await issue({}, { cookie: admin })).statusCode).toBe(201);
      expect((await putCertificateSettings({ whoMayCreate: "everyone" })).statusCode).toBe(400);
    } finally {
      await putCertificateSettings({ whoMayCreate: "anyone" });
    }
  });
});

describe("certificate e-mails only from verified issuers (issue 22.5)", () => {
  it("a visitor or an ordinary user may not set recipientEmail: translated 403, nothing stored or sent", async () => {
    await t.app.inject({ method: "PUT", url: "/api/admin/mail/certificate-settings", headers: { cookie: admin }, payload: { enabled: true, pdf: "link" } });
    const { cookie } = await signedInUser(t.db);
    const [certsBefore, mailsBefore] = [await count("certificates"), await count("mail_messages")];
    const phishing = { values: { recipientName: "Your PayPal account is limited – verify at evil.example", issuerName: "PayPal Security Team" }, recipientEmail: "victim@example.com" };
    const visitor = await issue(phishing, { cookie: "locale=en" });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({ code: "recipientEmailNotAllowed", fields: { recipientEmail: expect.stringMatching(/verified issuers/) } });
    expect((await issue(phishing, { cookie })).statusCode).toBe(403);
    expect(await count("certificates")).toBe(certsBefore);
    expect(await count("mail_messages")).toBe(mailsBefore);
  });

  it("a verified issuer's and an admin's certificates are mailed", async () => {
    const verified = await signedInUser(t.db);
    await patchUser(verified.user.id, { verifiedIssuerOrg: "Acme" });
    for (const cookie of [verified.cookie, admin]) {
      const res = await issue({ recipientEmail: "sara@cert.test" }, { cookie });
      expect(res.statusCode).toBe(201);
      expect(await t.db.selectFrom("mail_messages").select("id").where("certificate_id", "=", res.json().id).execute()).toHaveLength(1);
    }
  });
});
