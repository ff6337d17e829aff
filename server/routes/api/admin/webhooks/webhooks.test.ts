// Admin webhooks end to end with a real receiver on loopback (allowed by webhooks.allowPrivate, as
// WEBHOOK_ALLOW_PRIVATE=true does): signatures checked with the Standard Webhooks library, retries,
// stops, automatic disabling with an e-mail, the delivery log, send again, test events, and the
// forbidden cases.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie, signedInUser } from "../../../../test/factories.ts";
import { buildCertificateTemplate } from "../../certificates/test-template.ts";
import { testConfig } from "../../../../test/app.ts";
import { startReceiver, waitUntil, type Receiver } from "../../../../webhooks/test/receiver.ts";

let t: TestApp;
let cookie: string;
let templateId: string;
let receiver: Receiver;
const base = testConfig().webhooks;

beforeAll(async () => {
  t = await buildTestApp({ webhooks: { ...base, allowPrivate: true, retryScheduleMs: [30, 30, 30, 30], disableAfterFailures: 5, disableAfterMs: 0, concurrency: 2 } });
  cookie = await adminCookie(t.db);
  templateId = (await buildCertificateTemplate(t.db)).id;
});
afterAll(async () => t?.close());
afterEach(async () => {
  await receiver?.close();
  await t.db.deleteFrom("webhook_endpoints").execute();
});

async function register(events: string[], extra: Record<string, unknown> = {}) {
  receiver = await startReceiver();
  const res = await t.app.inject({ method: "POST", url: "/api/admin/webhooks", headers: { cookie }, payload: { url: receiver.url, events, ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  receiver.secret = res.json().secret;
  return res.json() as { id: string; secret: string };
}

const issue = (name = "سارة أحمد") =>
  t.app.inject({ method: "POST", url: "/api/certificates", headers: { cookie }, payload: { templateId, values: { recipientName: name, course: "السلامة", date: "2026-03-20" } } });
const deliveries = async (id: string) => (await t.app.inject({ url: `/api/admin/webhooks/${id}/deliveries`, headers: { cookie } })).json();

describe("/api/admin/webhooks", () => {
  it("registers an endpoint with a whsec_ secret shown once, and signs deliveries receivers can verify", async () => {
    const created = await register(["certificate.issued", "certificate.revoked"], { description: "LMS" });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await t.app.inject({ url: "/api/admin/webhooks", headers: { cookie } });
    expect(list.json().items).toMatchObject([{ id: created.id, url: receiver.url, events: ["certificate.issued", "certificate.revoked"], enabled: true, description: "LMS" }]);
    expect(list.body).not.toContain(created.secret);

    const cert = (await issue()).json();
    await waitUntil(() => receiver.received.length === 1, 20_000, "certificate.issued");
    const [got] = receiver.received;
    expect(got.signatureValid).toBe(true);
    expect(got.type).toBe("certificate.issued");
    expect(got.id).toMatch(/^msg_/);
    expect(got.data).toMatchObject({ certificate: { id: cert.id, recipientName: "سارة أحمد", verifyUrl: expect.stringContaining("/certificates/verify/") } });
    expect(JSON.stringify(got.data)).not.toMatch(/@/); // no e-mail address in a certificate event

    const revoked = await t.app.inject({ method: "POST", url: `/api/admin/certificates/${cert.id}/revoke`, headers: { cookie }, payload: { reason: "خطأ في الاسم" } });
    expect(revoked.statusCode).toBe(200);
    await waitUntil(() => receiver.received.length === 2, 20_000, "certificate.revoked");
    expect(receiver.received[1]).toMatchObject({ type: "certificate.revoked", signatureValid: true, data: { reason: "خطأ في الاسم", certificate: { id: cert.id } } });
    // The receiver has it; the log says so once the attempt is recorded.
    await waitUntil(async () => (await deliveries(created.id)).items.every((d: { state: string }) => d.state === "delivered"));
    const log = await deliveries(created.id);
    expect(log.total).toBe(2);
    expect(log.items[0]).toMatchObject({ state: "delivered", attempts: 1, lastStatus: 204, eventType: "certificate.revoked" });
  });

  it("sends only the events an endpoint chose", async () => {
    await register(["card.created"]);
    await issue();
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received).toHaveLength(0);
  });

  it("retries a receiver that answers 500 and delivers on the fourth try, with the same webhook-id", async () => {
    const created = await register(["certificate.issued"]);
    receiver.script = [500, 500, 500];
    await issue();
    await waitUntil(() => receiver.received.length === 4, 20_000, "four attempts");
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(1);
    expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
    await waitUntil(async () => (await deliveries(created.id)).items[0]?.state === "delivered");
    expect((await deliveries(created.id)).items[0]).toMatchObject({ attempts: 4, lastStatus: 204 });
    const endpoint = (await t.app.inject({ url: "/api/admin/webhooks", headers: { cookie } })).json().items[0];
    expect(endpoint).toMatchObject({ enabled: true, consecutiveFailures: 0 });

    // Issue 36 §3: "send again" appends to the history instead of starting it over.
    const [delivered] = (await deliveries(created.id)).items;
    const again = await t.app.inject({ method: "POST", url: `/api/admin/webhooks/${created.id}/deliveries/${delivered.id}/resend`, headers: { cookie } });
    expect(again.statusCode).toBe(202);
    await waitUntil(() => receiver.received.length === 5, 20_000, "the fifth attempt");
    await waitUntil(async () => (await deliveries(created.id)).items[0]?.state === "delivered" && (await deliveries(created.id)).items[0]?.attempts === 5);
    const [after] = (await deliveries(created.id)).items;
    expect(after.history.map((a: { attempt: number; status: number }) => [a.attempt, a.status])).toEqual([[1, 500], [2, 500], [3, 500], [4, 204], [5, 204]]);
  });

  it("retries a delivery sent again on the whole schedule, counting on from its earlier attempts", async () => {
    const created = await register(["certificate.issued"]);
    receiver.script = [410];
    await issue();
    await waitUntil(async () => (await deliveries(created.id)).items[0]?.state === "failed");
    const [failed] = (await deliveries(created.id)).items;
    receiver.script = [503, 503];
    await t.app.inject({ method: "POST", url: `/api/admin/webhooks/${created.id}/deliveries/${failed.id}/resend`, headers: { cookie } });
    await waitUntil(async () => (await deliveries(created.id)).items[0]?.state === "delivered", 20_000, "delivered after two retries");
    const [after] = (await deliveries(created.id)).items;
    expect(after.attempts).toBe(4);
    expect(after.history.map((a: { status: number }) => a.status)).toEqual([410, 503, 503, 204]);
  });

  it("stops at a 4xx other than 408/429; 'send again' delivers the same event once more", async () => {
    const created = await register(["certificate.issued"]);
    receiver.script = [410];
    await issue();
    await waitUntil(async () => (await deliveries(created.id)).items[0]?.state === "failed");
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.received).toHaveLength(1);
    const [failed] = (await deliveries(created.id)).items;
    expect(failed).toMatchObject({ attempts: 1, lastStatus: 410, responseExcerpt: "error 410" });
    const again = await t.app.inject({ method: "POST", url: `/api/admin/webhooks/${created.id}/deliveries/${failed.id}/resend`, headers: { cookie } });
    expect(again.statusCode).toBe(202);
    await waitUntil(() => receiver.received.length === 2);
    expect(receiver.received[1].id).toBe(receiver.received[0].id);
    await waitUntil(async () => (await deliveries(created.id)).items[0]?.state === "delivered");
  });

  it("turns off an endpoint that keeps failing and e-mails the admins", async () => {
    const created = await register(["certificate.issued"]);
    receiver.script = Array(20).fill(503);
    await issue();
    await waitUntil(async () => (await t.app.inject({ url: "/api/admin/webhooks", headers: { cookie } })).json().items[0].enabled === false, 20_000, "disabled");
    const endpoint = (await t.app.inject({ url: "/api/admin/webhooks", headers: { cookie } })).json().items[0];
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: "failures", consecutiveFailures: 5 });
    const mailOf = () => t.db.selectFrom("mail_messages").select(["to_address", "subject"]).where("kind", "=", "webhook.disabled").execute();
    await waitUntil(async () => (await mailOf()).length > 0, 10_000, "the e-mail to admins");
    const mail = await mailOf();
    // The site's language (Arabic): the "few" plural form and Arabic-Indic digits, as reminders write them.
    expect(mail[0].subject).toBe("أُوقف عنوان webhook بعد ٥ محاولات فاشلة");
    // Turned on again by an admin: the failure count starts afresh.
    const on = await t.app.inject({ method: "PATCH", url: `/api/admin/webhooks/${created.id}`, headers: { cookie }, payload: { enabled: true } });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
  });

  it("sends a test event to one endpoint", async () => {
    const created = await register(["mail.failed"]);
    const res = await t.app.inject({ method: "POST", url: `/api/admin/webhooks/${created.id}/test`, headers: { cookie } });
    expect(res.statusCode).toBe(202);
    await waitUntil(() => receiver.received.length === 1);
    expect(receiver.received[0]).toMatchObject({ type: "webhook.test", signatureValid: true, id: res.json().eventId });
  });

  it("reports views, shares and verifications when an endpoint listens", async () => {
    await register(["certificate.viewed", "certificate.shared", "certificate.verified"]);
    const cert = (await issue()).json();
    expect((await t.app.inject({ method: "POST", url: `/api/certificates/${cert.id}/view` })).statusCode).toBe(204);
    expect((await t.app.inject({ method: "POST", url: `/api/certificates/${cert.id}/share`, payload: { channel: "whatsapp" } })).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/certificates/verify/${cert.code}` })).statusCode).toBe(200);
    await waitUntil(() => receiver.received.length === 3, 20_000, "three events");
    const byType = Object.fromEntries(receiver.received.map((r) => [r.type, r.data]));
    expect(byType["certificate.viewed"]).toMatchObject({ certificate: { id: cert.id } });
    expect(byType["certificate.shared"]).toMatchObject({ certificate: { id: cert.id }, channel: "whatsapp" });
    expect(byType["certificate.verified"]).toMatchObject({ certificate: { id: cert.id }, via: "code" });
  });
});

describe("validation and access", () => {
  it("refuses bad input with fields, and changes nothing", async () => {
    const bad = async (payload: object) => t.app.inject({ method: "POST", url: "/api/admin/webhooks", headers: { cookie, "accept-language": "en" }, payload });
    const noEvents = await bad({ url: "https://example.com/hook", events: [] });
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.json().fields.events).toBe("Choose at least one event");
    expect((await bad({ url: "ftp://example.com", events: ["card.created"] })).json().fields).toHaveProperty("url");
    expect((await bad({ url: "https://user:pw@example.com/", events: ["card.created"] })).statusCode).toBe(400);
    expect((await bad({ url: "https://example.com/", events: ["everything"] })).statusCode).toBe(400);
    expect(await t.db.selectFrom("webhook_endpoints").select("id").execute()).toHaveLength(0);
  });

  it("refuses visitors (401) and users (403) on every route", async () => {
    const user = await signedInUser(t.db);
    for (const [method, url] of [["GET", "/api/admin/webhooks"], ["POST", "/api/admin/webhooks"], ["PATCH", "/api/admin/webhooks/x"], ["DELETE", "/api/admin/webhooks/x"], ["GET", "/api/admin/webhooks/x/deliveries"], ["POST", "/api/admin/webhooks/x/test"], ["POST", "/api/admin/webhooks/x/deliveries/y/resend"]] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.app.inject({ method, url, headers: { cookie: user.cookie }, payload: {} })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answers 404 for unknown endpoints and deliveries", async () => {
    expect((await t.app.inject({ method: "PATCH", url: "/api/admin/webhooks/nope", headers: { cookie }, payload: { enabled: false } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: "/api/admin/webhooks/nope", headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/admin/webhooks/nope/deliveries", headers: { cookie } })).statusCode).toBe(404);
  });
});

describe("private addresses (WEBHOOK_ALLOW_PRIVATE unset)", () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp();
  });
  afterAll(async () => strict?.close());

  it("refuses to register loopback, private and metadata addresses", async () => {
    const admin = await adminCookie(strict.db);
    for (const url of ["http://127.0.0.1:8080/x", "http://localhost/x", "http://[::1]/x", "http://169.254.169.254/latest/meta-data", "http://10.0.0.8/x", "http://192.168.1.10/x"]) {
      const res = await strict.app.inject({ method: "POST", url: "/api/admin/webhooks", headers: { cookie: admin, "accept-language": "en" }, payload: { url, events: ["card.created"] } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields.url, url).toMatch(/private or local network/);
    }
  });

  it("never connects to one at delivery time either (DNS that changed after registration)", async () => {
    receiver = await startReceiver();
    const admin = await adminCookie(strict.db);
    // Registered as a public-looking name; at delivery it resolves to loopback.
    const now = new Date().toISOString();
    await strict.db.insertInto("webhook_endpoints").values({ id: "e1", url: receiver.url.replace("127.0.0.1", "localhost"), description: "", events: JSON.stringify(["certificate.issued"]), secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", enabled: 1, disabled_reason: null, consecutive_failures: 0, failing_since: null, created_by: null, created_at: now, updated_at: now }).execute();
    const template = await buildCertificateTemplate(strict.db);
    const res = await strict.app.inject({ method: "POST", url: "/api/certificates", headers: { cookie: admin }, payload: { templateId: template.id, values: { recipientName: "x", course: "y", date: "2026-03-20" } } });
    expect(res.statusCode).toBe(201);
    let log: { state: string; lastError: string | null }[] = [];
    await waitUntil(async () => {
      log = (await strict.app.inject({ url: "/api/admin/webhooks/e1/deliveries", headers: { cookie: admin } })).json().items;
      return log[0]?.state === "failed";
    });
    expect(log[0].lastError).toMatch(/not public/);
    expect(receiver.received).toHaveLength(0);
  });
});
