// Engagement events of the other sources (issue 26 §1): issued (form, API, bulk; cards created),
// shares by channel, LinkedIn's Add to profile, downloads, credential verifications (api), wallets,
// and the certificate e-mail's delivery. Each count carries the item's template.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, testConfig, type TestApp } from "../test/app.ts";
import { adminCookie, signedInUser } from "../test/factories.ts";
import { buildTemplate } from "../test/content-factories.ts";
import { buildCertificateTemplate } from "../routes/api/certificates/test-template.ts";
import { createToken } from "../routes/vc-api/test-helpers.ts";
import { freshDidKey, receiveCredential } from "../oid4vci/test-holder.ts";
import { startTestSmtp, type TestSmtp } from "../test/smtp.ts";
import { BROWSER_UA, GOOGLEBOT_UA, countsOf, templateCountsOf } from "../test/analytics-counts.ts";

let t: TestApp;
let smtp: TestSmtp;
let admin: string;
let issuer: { cookie: string };
let templateId: string;
let cardTemplate: string;

const values = { recipientName: "سارة أحمد", course: "تصميم تجربة المستخدم", date: "2026-03-20" };
const request = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: { origin: t.config.publicUrl, "user-agent": BROWSER_UA, ...headers } });
async function issue(extra: object = {}, cookie = issuer.cookie): Promise<{ id: string; code: string }> {
  const res = await request("POST", "/api/certificates", { templateId, values, ...extra }, { cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await buildTestApp({ mail: { ...testConfig().mail, host: "127.0.0.1", port: smtp.port, retryBaseMs: 50, maxAttempts: 2, perDomainPerSecond: 100 } });
  admin = await adminCookie(t.db);
  templateId = (await buildCertificateTemplate(t.db)).id;
  cardTemplate = (await buildTemplate(t.db, { kind: "card", published: true })).id;
  const user = await signedInUser(t.db);
  // A verified issuer: only those mail recipients (issue 22.5).
  await t.db.updateTable("users").set({ verified_issuer_org: "أكاديمية" }).where("id", "=", user.user.id).execute();
  issuer = user;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("issued", () => {
  it("counts a certificate issued by the form and by the API, and a card created, under their templates", async () => {
    const cert = await issue();
    const token = await createToken(t.app, admin, ["certificates:issue"]);
    const viaApi = await t.app.inject({ method: "POST", url: "/api/v1/certificates", headers: { authorization: `Bearer ${token.token}` }, payload: { templateId, values } });
    expect(viaApi.statusCode, viaApi.body).toBe(201);
    const card = (await request("POST", "/api/cards", { templateId: cardTemplate, values: { name: "سارة" } })).json();
    expect(await countsOf(t.app, cert.id)).toEqual({ issued: 1 });
    expect(await countsOf(t.app, viaApi.json().id)).toEqual({ issued: 1 });
    expect(await countsOf(t.app, card.id)).toEqual({ issued: 1 });
    expect((await templateCountsOf(t.app, cardTemplate))["card issued"]).toBe(1);
  });

  it("counts every certificate of a bulk job", async () => {
    const before = (await templateCountsOf(t.app, templateId))["certificate issued"] ?? 0;
    const boundary = "----bitaqa-analytics";
    const part = (name: string, value: string, filename?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: text/csv` : ""}\r\n\r\n${value}\r\n`;
    const csv = "الاسم,الدورة,التاريخ\nسارة,السلامة,2026-03-01\nعلي,السلامة,2026-03-01\nمنى,السلامة,2026-03-01\n";
    const payload = Buffer.from(part("templateId", templateId) + part("mapping", JSON.stringify({ recipientName: "الاسم", course: "الدورة", date: "التاريخ" })) + part("file", csv, "people.csv") + `--${boundary}--\r\n`);
    const res = await t.app.inject({ method: "POST", url: "/api/admin/certificates/bulk", payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie: admin } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await expect.poll(async () => ((await templateCountsOf(t.app, templateId))["certificate issued"] ?? 0) - before, { timeout: 60_000, interval: 200 }).toBe(3);
  });
});

describe("shares, LinkedIn and downloads", () => {
  it("counts shares by channel; LinkedIn's Add to profile as linkedin; a download beacon not as a share", async () => {
    const cert = await issue();
    for (const channel of ["whatsapp", "whatsapp", "link", "linkedin", "download"]) {
      expect((await request("POST", `/api/certificates/${cert.id}/share`, { channel })).statusCode).toBe(204);
    }
    expect(await countsOf(t.app, cert.id)).toEqual({ issued: 1, "share:whatsapp": 2, "share:link": 1, linkedin: 1 });
    const card = (await request("POST", "/api/cards", { templateId: cardTemplate, values: { name: "سارة" } })).json();
    expect((await request("POST", `/api/cards/${card.id}/share`, { channel: "telegram" })).statusCode).toBe(204);
    expect(await countsOf(t.app, card.id)).toEqual({ issued: 1, "share:telegram": 1 });
  });

  it("counts the e-mail's Add to profile link (a redirect to LinkedIn built from the certificate), not a mail scanner's", async () => {
    const cert = await issue();
    const res = await request("GET", `/api/certificates/${cert.id}/linkedin?next=https://evil.example`);
    expect(res.statusCode).toBe(302);
    const target = new URL(String(res.headers.location));
    expect(target.origin + target.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(target.searchParams.get("certId")).toBe(cert.code);
    await request("GET", `/api/certificates/${cert.id}/linkedin`, undefined, { "user-agent": "python-requests/2.32.3" });
    expect(await countsOf(t.app, cert.id)).toEqual({ issued: 1, linkedin: 1 });
    expect((await request("GET", "/api/certificates/AAAAAAAAAAAAAAAAAAAAAA/linkedin")).statusCode).toBe(404);
  });

  it("counts a person's downloads by format, not the picture a page shows nor a bot's fetch", async () => {
    const cert = await issue();
    expect((await request("GET", `/api/certificates/${cert.id}/image.png?width=200`)).statusCode).toBe(200);
    expect((await request("GET", `/api/certificates/${cert.id}/image.png?width=200&download=1`)).statusCode).toBe(200);
    expect((await request("GET", `/api/certificates/${cert.id}/document.pdf?download=1`)).statusCode).toBe(200);
    expect((await request("GET", `/api/certificates/${cert.id}/document.pdf`)).statusCode).toBe(200);
    await request("GET", `/api/certificates/${cert.id}/document.pdf?download=1`, undefined, { "user-agent": GOOGLEBOT_UA });
    expect(await countsOf(t.app, cert.id)).toEqual({ issued: 1, "download:png": 1, "download:pdf": 1 });
    const card = (await request("POST", "/api/cards", { templateId: cardTemplate, values: { name: "سارة" } })).json();
    await request("GET", `/api/cards/${card.id}/image.png?width=200`);
    await request("GET", `/api/cards/${card.id}/image.png?width=200&download=1`);
    await request("GET", `/api/cards/${card.id}/document.pdf`);
    expect(await countsOf(t.app, card.id)).toEqual({ issued: 1, "download:png": 1, "download:pdf": 1 });
  });
});

describe("verifications by credential, wallets, e-mail", () => {
  it("counts a verification of the credential (our form and the VC-API) as api", async () => {
    const cert = await issue();
    const credential = (await request("GET", `/api/certificates/${cert.id}/credential.json`)).json();
    expect((await request("POST", "/api/certificates/verify-credential", { credential })).statusCode).toBe(200);
    expect((await request("POST", "/vc-api/credentials/verify", { verifiableCredential: credential })).statusCode).toBe(200);
    await expect.poll(() => countsOf(t.app, cert.id)).toEqual({ issued: 1, "verify:api": 2 });
  });

  it("counts a wallet taking its offer", async () => {
    const cert = await issue();
    const offer = (await request("GET", `/api/certificates/${cert.id}/wallet-offer`, undefined, { cookie: issuer.cookie })).json();
    const { result } = await receiveCredential(t.app, offer.offerUri, offer.pin, await freshDidKey());
    expect(result.ok).toBe(true);
    await expect.poll(() => countsOf(t.app, cert.id)).toEqual({ issued: 1, wallet: 1 });
  });

  it("counts the certificate e-mail accepted by the SMTP server, and marks its links", async () => {
    expect((await request("PUT", "/api/admin/mail/certificate-settings", { enabled: true, pdf: "link" }, { cookie: admin })).statusCode).toBe(200);
    const cert = await issue({ recipientEmail: "sara@analytics.test" });
    await expect.poll(() => countsOf(t.app, cert.id), { timeout: 20_000, interval: 100 }).toEqual({ issued: 1, mail_delivered: 1 });
    const mail = smtp.received.find((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === "sara@analytics.test")!;
    expect(mail.text).toContain(`/certificates/verify/`);
    expect(mail.text).toMatch(/\/certificates\/verify\/[^\s?]+\?via=email/);
    expect(mail.text).toMatch(/\/certificate\/[^\s?]+\?key=[^\s&]+&via=email#wallet/);
  });
});
