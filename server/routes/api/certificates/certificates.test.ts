import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { signedInUser } from "../../../test/factories.ts";
import { buildCertificateTemplate } from "./test-template.ts";
import { checkSymbol, CODE_ALPHABET } from "../../../../shared/certificates/code.ts";
import { buildOpenBadgeCredential, generateIssuerKey, loadIssuer, signCredential } from "../../../credentials/index.ts";
import { ISSUER_KEY_SETTING } from "../../../settings/defaults.ts";

let t: TestApp;
let templateId: string;
let owner: { cookie: string; user: { id: string } };
let other: { cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  templateId = (await buildCertificateTemplate(t.db)).id;
  owner = await signedInUser(t.db);
  other = await signedInUser(t.db);
});
afterAll(async () => t?.close());

async function issue(body: Record<string, unknown> = {}, cookie?: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/certificates",
    payload: { templateId, values: { recipientName: "سارة أحمد", course: "تصميم تجربة المستخدم", date: "2026-03-20" }, ...body },
    headers: cookie ? { cookie } : {},
  });
  return res;
}

describe("POST /api/certificates", () => {
  it("issues a certificate with a formatted code, absolute verify URL and resource URLs", async () => {
    const res = await issue({}, owner.cookie);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(body.verifyUrl).toBe(`http://localhost:3000/certificates/verify/${body.code}`);
    expect(body).toMatchObject({ recipientName: "سارة أحمد", type: "training", status: "valid", isOwner: true, stats: { views: 0, shares: 0 } });
    expect(body.imageUrl).toBe(`/api/certificates/${body.id}/image.png`);
    expect(body.linkedIn).toMatchObject({ certId: body.code, certUrl: body.verifyUrl, issueYear: expect.any(Number) });
    expect(body.linkedIn.addUrl).toMatch(/^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME/);
    const row = await t.db.selectFrom("certificates").selectAll().where("id", "=", body.id).executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(owner.user.id);
    expect(row.code).toBe(body.code.replace(/-/g, ""));
    expect(JSON.parse(row.credential!).proof[0].type).toBe("DataIntegrityProof"); // an array: the OB 3.0 JSON Schema wants one
  });

  it("refuses bad values, an unknown template and expiry before issue (400/404, nothing stored)", async () => {
    const before = (await t.db.selectFrom("certificates").select("id").execute()).length;
    const missing = await issue({ values: { course: "x" } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty("recipientName");
    const unknownField = await issue({ values: { recipientName: "a", course: "b", hack: "1" } });
    expect(unknownField.statusCode).toBe(400);
    const badDates = await issue({ issuedAt: "2026-05-01", expiresAt: "2026-04-01" });
    expect(badDates.statusCode).toBe(400);
    expect(badDates.json().code).toBe("expiresBeforeIssued");
    const unknown = await issue({ templateId: "nope" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).not.toContain("certificates:");
    const hidden = (await buildCertificateTemplate(t.db, { published: false })).id;
    expect((await issue({ templateId: hidden })).statusCode).toBe(404);
    expect((await t.db.selectFrom("certificates").select("id").execute()).length).toBe(before);
  });
});

describe("reading, rendering and counters", () => {
  it("serves the certificate to anyone with the id, counters only to the owner", async () => {
    const { id } = (await issue({}, owner.cookie)).json();
    const anon = (await t.app.inject({ url: `/api/certificates/${id}` })).json();
    expect(anon).toMatchObject({ id, isOwner: false, stats: null, width: 800, height: 566 });
    expect((await t.app.inject({ method: "POST", url: `/api/certificates/${id}/view` })).statusCode).toBe(204);
    expect((await t.app.inject({ method: "POST", url: `/api/certificates/${id}/share`, payload: { channel: "whatsapp" } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: "POST", url: `/api/certificates/${id}/share`, payload: { channel: "carrier-pigeon" } })).statusCode).toBe(400);
    const mine = (await t.app.inject({ url: `/api/certificates/${id}`, headers: { cookie: owner.cookie } })).json();
    expect(mine.stats).toEqual({ views: 1, shares: 1 });
    expect((await t.app.inject({ url: `/api/certificates/${id}`, headers: { cookie: other.cookie } })).json().stats).toBeNull();
    expect((await t.app.inject({ url: "/api/certificates/AAAAAAAAAAAAAAAAAAAAAA" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: "/api/certificates/AAAAAAAAAAAAAAAAAAAAAA/view" })).statusCode).toBe(404);
  });

  it("renders a PNG of the requested width and a PDF (attachment on download=1)", async () => {
    const { id } = (await issue()).json();
    const png = await t.app.inject({ url: `/api/certificates/${id}/image.png?width=320` });
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.rawPayload.readUInt32BE(16)).toBe(320);
    const pdf = await t.app.inject({ url: `/api/certificates/${id}/document.pdf?download=1` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.headers["content-disposition"]).toMatch(/^attachment; filename="certificate-[0-9A-Z-]+\.pdf"/);
    expect((await t.app.inject({ url: `/api/certificates/${id}/image.png?width=99999` })).statusCode).toBe(400);
  });
});

describe("GET /api/certificates/verify/{code}", () => {
  it("finds a certificate ignoring case, spaces and dashes", async () => {
    const { code, id } = (await issue()).json();
    for (const typed of [code, code.toLowerCase(), code.replace(/-/g, " "), code.replace(/-/g, "")]) {
      const res = await t.app.inject({ url: `/api/certificates/verify/${encodeURIComponent(typed)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: "valid", code, certificate: { id, recipientName: "سارة أحمد", type: "training", issuer: "", issuerVerified: false }, imageUrl: `/api/certificates/${id}/image.png` });
    }
  });

  it("answers 400 check for a mistyped symbol, 400 format for garbage, 404 for an unknown code (translated)", async () => {
    const { code } = (await issue()).json();
    const plain = code.replace(/-/g, "");
    const wrong = plain[3] === "A" ? "B" : "A";
    const typo = plain.slice(0, 3) + wrong + plain.slice(4);
    const check = await t.app.inject({ url: `/api/certificates/verify/${typo}`, headers: { "accept-language": "en" } });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toMatchObject({ code: "check" });
    expect(check.json().message).toMatch(/mistyped/);
    const format = await t.app.inject({ url: "/api/certificates/verify/hello", headers: { "accept-language": "fr" } });
    expect(format.statusCode).toBe(400);
    expect(format.json().code).toBe("format");
    expect(format.json().message).toMatch(/Format/);
    const payload = "ABCDEFGHJKMNPQ";
    const unknown = await t.app.inject({ url: `/api/certificates/verify/${payload}${checkSymbol(payload)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("not_found");
    expect(unknown.json().message).toMatch(/[\u0600-\u06FF]/); // Arabic by default
  });

  it("shows revoked (with reason and date) and expired certificates", async () => {
    const revoked = (await issue()).json();
    const when = new Date().toISOString();
    await t.db.updateTable("certificates").set({ revoked_at: when, revoked_reason: "خطأ في البيانات" }).where("id", "=", revoked.id).execute();
    const r = (await t.app.inject({ url: `/api/certificates/verify/${revoked.code}` })).json();
    expect(r).toMatchObject({ status: "revoked", certificate: { revokedAt: when, revokedReason: "خطأ في البيانات" } });
    // The issue date is when it is recorded (issue 22.3), so an expired certificate is made by moving its expiry back.
    const expired = (await issue({ expiresAt: new Date(Date.now() + 60_000).toISOString() })).json();
    await t.db.updateTable("certificates").set({ expires_at: "2021-01-01T00:00:00.000Z" }).where("id", "=", expired.id).execute();
    const e = (await t.app.inject({ url: `/api/certificates/verify/${expired.code}` })).json();
    expect(e).toMatchObject({ status: "expired", certificate: { expiresAt: "2021-01-01T00:00:00.000Z" } });
  });

  it("rate-limits guessing: repeated unknown codes from one address answer 429", async () => {
    const fresh = await buildTestApp();
    try {
      const codes = Array.from({ length: 21 }, (_, i) => {
        const payload = `${CODE_ALPHABET[i]}BCDEFGHJKMNPQ`.slice(0, 14);
        return payload + checkSymbol(payload);
      });
      const statuses: number[] = [];
      for (const c of codes) statuses.push((await fresh.app.inject({ url: `/api/certificates/verify/${c}` })).statusCode);
      expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
      const limited = await fresh.app.inject({ url: `/api/certificates/verify/${codes[0]}` });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers["retry-after"]).toBeTruthy();
    } finally {
      await fresh.close();
    }
  });
});

describe("verifiable credential", () => {
  async function credentialOf(id: string) {
    const res = await t.app.inject({ url: `/api/certificates/${id}/credential.json` });
    expect(res.statusCode).toBe(200);
    return res.json();
  }
  const verify = (credential: unknown) => t.app.inject({ method: "POST", url: "/api/certificates/verify-credential", payload: { credential } });

  it("serves an Open Badges 3.0 credential signed by the published issuer, which verifies", async () => {
    const { id, code } = (await issue()).json();
    const vc = await credentialOf(id);
    expect(vc.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(vc.id).toBe(`http://localhost:3000/api/certificates/${id}/credential.json`);
    expect(vc.credentialSubject.name).toBe("سارة أحمد");
    expect(JSON.stringify(vc.evidence)).toContain(code);
    const issuer = (await t.app.inject({ url: "/api/issuer" })).json();
    expect(vc.issuer.id).toBe(issuer.did);
    expect(JSON.stringify(issuer)).not.toMatch(/secret/i);
    const did = await t.app.inject({ url: "/.well-known/did.json" });
    expect(did.statusCode).toBe(200);
    expect(did.json().id).toBe("did:web:localhost%3A3000");
    expect(did.json().verificationMethod[0].publicKeyMultibase).toBe(issuer.publicKeyMultibase);
    expect(did.body).not.toMatch(/secretKey/);
    expect((await verify(vc)).json()).toEqual({ valid: true, certificateId: id, issuer: issuer.did });
    // also as a JSON string and as an uploaded file
    expect((await verify(JSON.stringify(vc))).json().valid).toBe(true);
    const boundary = "----bitaqa";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.json"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(vc)}\r\n--${boundary}--\r\n`;
    const file = await t.app.inject({ method: "POST", url: "/api/certificates/verify-credential", payload: body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
    expect(file.json().valid).toBe(true);
  });

  it("fails when one character is altered", async () => {
    const { id } = (await issue()).json();
    const vc = await credentialOf(id);
    const tampered = JSON.parse(JSON.stringify(vc).replace("سارة", "سارق"));
    const res = (await verify(tampered)).json();
    expect(res).toMatchObject({ valid: false, reason: "signature" });
    expect(res.message).toBeTruthy();
  });

  it("fails for a credential signed with another key, even one naming our DID", async () => {
    const { id } = (await issue()).json();
    const vc = await credentialOf(id);
    const foreign = await loadIssuer(await generateIssuerKey(), { didMethod: "key" });
    const { proof: _proof, ...unsigned } = vc;
    const resigned = await signCredential({ ...unsigned, issuer: { ...vc.issuer, id: foreign.did } }, foreign);
    expect((await verify(resigned)).json()).toMatchObject({ valid: false, reason: "issuer" });
    // our issuer id but a proof made by the other key
    const forged = { ...vc, proof: { ...resigned.proof as object, verificationMethod: (resigned.proof as { verificationMethod: string }).verificationMethod } };
    expect((await verify(forged)).json().valid).toBe(false);
    const stored = await t.db.selectFrom("settings").select("value").where("key", "=", ISSUER_KEY_SETTING).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value).secretKeyMultibase).toBeTruthy();
    const other = buildOpenBadgeCredential({ id: "https://elsewhere.example/c/1", issuer: { id: foreign.did, name: "x" }, recipientName: "y", achievement: { id: "https://elsewhere.example/a", name: "a", description: "d", achievementType: "Award", criteriaNarrative: "c" }, issuedAt: new Date(), lang: "en" });
    expect((await verify(await signCredential(other, foreign))).json()).toMatchObject({ valid: false, reason: "issuer" });
  });

  it("reports revocation from the database, and malformed input", async () => {
    const { id } = (await issue()).json();
    const vc = await credentialOf(id);
    await t.db.updateTable("certificates").set({ revoked_at: new Date().toISOString(), revoked_reason: "سحب" }).where("id", "=", id).execute();
    expect((await verify(vc)).json()).toMatchObject({ valid: false, reason: "revoked", revocationReason: "سحب" });
    expect((await verify("{not json")).json()).toMatchObject({ valid: false, reason: "malformed" });
    const none = await t.app.inject({ method: "POST", url: "/api/certificates/verify-credential", payload: {} });
    expect(none.statusCode).toBe(400);
  });
});

describe("GET /api/user/certificates", () => {
  it("lists only the signed-in user's certificates, paginated; visitors get 401", async () => {
    const u = await signedInUser(t.db);
    await issue({}, u.cookie);
    await issue({}, u.cookie);
    await issue({}, other.cookie);
    const res = await t.app.inject({ url: "/api/user/certificates?pageSize=1", headers: { cookie: u.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ status: "valid", stats: { views: 0, shares: 0 }, linkedIn: { certId: body.items[0].code } });
    expect((await t.app.inject({ url: "/api/user/certificates" })).statusCode).toBe(401);
  });
});
