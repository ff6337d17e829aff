// Certificates mailed to their recipients, through a real SMTP server on loopback: the admin's
// opt-in, the PDF attached (the same bytes as the download) or linked, LinkedIn's add-to-profile
// link, /api/v1 recipientEmail, a bulk run with per-row delivery states and "re-send failed".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp } from "../test/app.ts";
import { adminCookie, signedInUser } from "../test/factories.ts";
import { type TestSmtp } from "../test/smtp.ts";
import { buildTestAppWithSmtp } from "../test/mail-app.ts";
import { nthMailTo } from "../test/mail-inbox.ts";
import { multipartForm as multipart } from "../test/multipart.ts";
import { buildCertificateTemplate } from "../routes/api/certificates/test-template.ts";

let smtp: TestSmtp;
let t: TestApp & { smtp: TestSmtp };
let admin: string;
let templateId: string;
/** Only verified issuers may e-mail recipients (issue 22.5): the form's certificates here are theirs. */
let issuerCookie: string;

beforeAll(async () => {
  t = await buildTestAppWithSmtp({ retryBaseMs: 50, maxAttempts: 2, perDomainPerSecond: 100 });
  smtp = t.smtp;
  admin = await adminCookie(t.db);
  templateId = (await buildCertificateTemplate(t.db)).id;
  const issuer = await signedInUser(t.db);
  await t.db.updateTable("users").set({ verified_issuer_org: "أكاديمية السلامة" }).where("id", "=", issuer.user.id).execute();
  issuerCookie = issuer.cookie;
});
afterAll(() => t?.close());

/** The first message to that address. */
const mailTo = (address: string) => nthMailTo(smtp, address, 1, undefined, 20_000);

const setSettings = (body: object) => t.app.inject({ method: "PUT", url: "/api/admin/mail/certificate-settings", headers: { cookie: admin }, payload: body });
const issue = (body: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/certificates",
    headers: { ...headers, cookie: [issuerCookie, headers.cookie].filter(Boolean).join("; ") },
    payload: { templateId, values: { recipientName: "سارة أحمد", course: "السلامة المهنية" }, ...body },
  });

describe("certificate e-mails", () => {
  it("sends nothing while the admin has not turned it on", async () => {
    const res = await issue({ recipientEmail: "quiet@cert.test" });
    expect(res.statusCode, res.body).toBe(201);
    await new Promise((r) => setTimeout(r, 300));
    expect(await t.db.selectFrom("mail_messages").select("id").where("certificate_id", "=", res.json().id).execute()).toHaveLength(0);
  });

  it("mails the recipient the certificate with its PDF attached, the verify link and LinkedIn", async () => {
    expect((await setSettings({ enabled: true, pdf: "attach" })).statusCode).toBe(200);
    const res = await issue({ recipientEmail: "sara@cert.test" }, { cookie: "locale=ar" });
    const cert = res.json();
    const mail = await mailTo("sara@cert.test");
    expect(mail.subject).toContain("شهادتك");
    expect(String(mail.html)).toMatch(/<html lang="ar" dir="rtl">/);
    expect(String(mail.html)).toContain("سارة أحمد");
    expect(String(mail.html)).toContain(cert.verifyUrl);
    expect(mail.text).toContain(cert.verifyUrl);
    // LinkedIn's link goes through our redirect (the click is counted), which sends to LinkedIn's form.
    const ours = new URL(/http:\/\/localhost:3000\/api\/certificates\/[^"\s]+\/linkedin/.exec(mail.text ?? "")![0]);
    const redirect = await t.app.inject({ url: ours.pathname });
    expect(redirect.statusCode).toBe(302);
    const linkedIn = new URL(String(redirect.headers.location));
    expect(linkedIn.origin + linkedIn.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(linkedIn.searchParams.get("certUrl")).toBe(cert.verifyUrl);
    expect(linkedIn.searchParams.get("certId")).toBe(cert.code);
    expect(linkedIn.searchParams.get("organizationName")).toBeTruthy();
    // The recipient's "Add to wallet" link: the certificate page with a key that obtains an offer.
    const wallet = new URL(/http:\/\/localhost:3000\/certificate\/[^"\s]+/.exec(mail.text ?? "")![0]);
    expect(wallet.pathname).toBe(`/certificate/${cert.id}`);
    const offer = await t.app.inject({ url: `/api/certificates/${cert.id}/wallet-offer?key=${wallet.searchParams.get("key")}` });
    expect(offer.statusCode).toBe(200);
    expect(offer.json().offerUri).toMatch(/^openid-credential-offer:\/\//);
    const pdf = mail.attachments.find((a) => a.contentType === "application/pdf")!;
    expect(pdf.filename).toBe(`certificate-${cert.code}.pdf`);
    const download = await t.app.inject({ method: "GET", url: cert.pdfUrl });
    expect(Buffer.compare(pdf.content, download.rawPayload)).toBe(0);

    // The issuer and admins see the delivery; anybody else does not see the address at all.
    const asAdmin = (await t.app.inject({ method: "GET", url: `/api/certificates/${cert.id}`, headers: { cookie: admin } })).json();
    expect(asAdmin.recipientEmail).toBe("sara@cert.test");
    for (let i = 0; i < 100 && asAdmin.delivery?.state !== "sent"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      Object.assign(asAdmin, (await t.app.inject({ method: "GET", url: `/api/certificates/${cert.id}`, headers: { cookie: admin } })).json());
    }
    expect(asAdmin.delivery).toMatchObject({ state: "sent", to: "sara@cert.test" });
    const anonymous = (await t.app.inject({ method: "GET", url: `/api/certificates/${cert.id}` })).json();
    expect(anonymous.recipientEmail).toBeUndefined();
    expect(anonymous.delivery).toBeUndefined();
  });

  it("links the PDF instead when the admin chose so, and refuses a bad address", async () => {
    await setSettings({ enabled: true, pdf: "link" });
    const res = await issue({ recipientEmail: "link@cert.test" }, { cookie: "locale=en" });
    const mail = await mailTo("link@cert.test");
    expect(mail.subject).toMatch(/^Your certificate: /);
    expect(mail.attachments.filter((a) => a.contentType === "application/pdf")).toHaveLength(0);
    expect(mail.text).toContain(`http://localhost:3000/api/certificates/${res.json().id}/document.pdf?download=1`);
    const bad = await issue({ recipientEmail: "not-an-address" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.recipientEmail).toBeTruthy();
  });

  it("takes recipientEmail in /api/v1/certificates", async () => {
    await setSettings({ enabled: true, pdf: "attach" });
    const token = (await t.app.inject({ method: "POST", url: "/api/admin/api-tokens", headers: { cookie: admin }, payload: { name: "lms", scopes: ["certificates:issue"] } })).json().token;
    const res = await t.app.inject({
      method: "POST", url: "/api/v1/certificates", headers: { authorization: `Bearer ${token}`, "accept-language": "fr" },
      payload: { templateId, recipientEmail: "api@cert.test", values: { recipientName: "Léa Martin", course: "Sécurité" } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await mailTo("api@cert.test");
    expect(mail.subject).toMatch(/^Votre certificat/);
  });

  it("lets an admin re-send one certificate, refuses others, and revoking mails nobody", async () => {
    await setSettings({ enabled: false, pdf: "attach" });
    const cert = (await issue({ recipientEmail: "again@cert.test" })).json();
    const { cookie } = await signedInUser(t.db);
    expect((await t.app.inject({ method: "POST", url: `/api/admin/mail/certificates/${cert.id}/send`, headers: { cookie } })).statusCode).toBe(403);
    const sent = await t.app.inject({ method: "POST", url: `/api/admin/mail/certificates/${cert.id}/send`, headers: { cookie: admin }, payload: {} });
    expect(sent.statusCode).toBe(202);
    await mailTo("again@cert.test");
    const before = await t.db.selectFrom("mail_messages").select("id").execute();
    const revoke = await t.app.inject({ method: "POST", url: `/api/admin/certificates/${cert.id}/revoke`, headers: { cookie: admin }, payload: { reason: "test" } });
    expect(revoke.statusCode).toBe(200);
    expect(await t.db.selectFrom("mail_messages").select("id").execute()).toHaveLength(before.length);
    const none = (await issue({})).json();
    expect((await t.app.inject({ method: "POST", url: `/api/admin/mail/certificates/${none.id}/send`, headers: { cookie: admin }, payload: {} })).statusCode).toBe(409);
  });
});

describe("bulk issuance with e-mail", () => {
  it("mails every row with an address, reports per-row states, and re-sends the failed ones", async () => {
    const lines = ["الاسم,الدورة,البريد"];
    for (let i = 1; i <= 6; i++) lines.push(`متدرب ${i},دورة,${i === 3 ? "" : i === 5 ? "bounce@bulk.test" : `p${i}@bulk.test`}`);
    lines.push("متدرب 7,دورة,not-an-email");
    let bounce = true;
    smtp.respond = (_i, to) => (bounce && to.includes("bounce@bulk.test") ? { code: 550, text: "no such user" } : null);
    const body = multipart([
      { name: "templateId", value: templateId },
      { name: "mapping", value: JSON.stringify({ recipientName: "الاسم", course: "الدورة", recipientEmail: "البريد" }) },
      { name: "emailRecipients", value: "1" },
      { name: "pdfMode", value: "attach" },
      { name: "file", value: Buffer.from(lines.join("\n")), filename: "people.csv" },
    ]);
    const res = await t.app.inject({ method: "POST", url: "/api/admin/certificates/bulk", headers: { cookie: `${admin}; locale=en`, ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(202);
    const jobId = res.json().jobId;
    let deliveries = { counts: { queued: 0, sent: 0, failed: 0, none: 0 }, rows: [] as { row: number; to: string | null; delivery: { state: string; lastError: string | null } | null }[] };
    for (let i = 0; i < 400; i++) {
      deliveries = (await t.app.inject({ method: "GET", url: `/api/admin/mail/jobs/${jobId}/deliveries`, headers: { cookie: admin } })).json();
      if (deliveries.counts.sent === 4 && deliveries.counts.failed === 1) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // 6 certificates (row 8 refused for its address); row 4 has no address; row 6 bounced.
    expect(deliveries.counts).toEqual({ queued: 0, sent: 4, failed: 1, none: 1 });
    expect(deliveries.rows.find((r) => r.row === 6)!.delivery).toMatchObject({ state: "failed", lastError: expect.stringContaining("no such user") });
    const job = (await t.app.inject({ method: "GET", url: `/api/admin/jobs/${jobId}`, headers: { cookie: admin } })).json();
    expect(job.errors.map((e: { row: number }) => e.row)).toContain(8);
    for (const to of ["p1@bulk.test", "p2@bulk.test", "p4@bulk.test", "p6@bulk.test"]) expect((await mailTo(to)).attachments.some((a) => a.contentType === "application/pdf")).toBe(true);

    // The attachments are the PDFs the job already stored for the ZIP, not renders of their own: the
    // stored file of the bounced row is swapped for a marker before it is sent again.
    const stored = await t.db.selectFrom("job_files").select(["job_row", "bytes"]).where("job_id", "=", jobId).orderBy("job_row").execute();
    const p1 = (await mailTo("p1@bulk.test")).attachments.find((a) => a.contentType === "application/pdf")!;
    expect(Buffer.from(p1.content).equals(Buffer.from(stored.find((f) => Number(f.job_row) === 2)!.bytes))).toBe(true);
    const marker = Buffer.from("%PDF-1.7\n% the stored file of row 6\n%%EOF\n");
    await t.db.updateTable("job_files").set({ bytes: marker }).where("job_id", "=", jobId).where("job_row", "=", 6).execute();

    bounce = false;
    const again = await t.app.inject({ method: "POST", url: `/api/admin/mail/jobs/${jobId}/deliveries/resend-failed`, headers: { cookie: admin } });
    expect(again.json()).toEqual({ queued: 1 });
    const resent = await mailTo("bounce@bulk.test");
    expect(Buffer.from(resent.attachments.find((a) => a.contentType === "application/pdf")!.content).equals(marker)).toBe(true);
    expect(smtp.received.filter((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === "p1@bulk.test")).toHaveLength(1);
  }, 60_000);
});
