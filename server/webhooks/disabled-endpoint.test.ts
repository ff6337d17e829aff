// Issue 37 item 2: a turned-off endpoint receives nothing. The flag and the admins' e-mail were
// tested; here a real loopback receiver counts what arrives after the endpoint is off — whether an
// admin turned it off (no delivery may even be queued for later events) or its failures did (the
// deliveries queued before, still waiting for a retry, must not be sent either).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, testConfig, type TestApp } from "../test/app.ts";
import { adminCookie } from "../test/factories.ts";
import { buildCertificateTemplate } from "../routes/api/certificates/test-template.ts";
import { WEBHOOK_DELIVERY_JOB_TYPE } from "./job-type.ts";
import { startReceiver, waitUntil, type Receiver } from "./test/receiver.ts";

const DISABLE_AFTER = 5;
const EVENTS = ["certificate.issued", "certificate.revoked", "certificate.viewed", "certificate.verified"];
let t: TestApp;
let cookie: string;
let templateId: string;
let receiver: Receiver;

beforeEach(async () => {
  const base = testConfig().webhooks;
  // one delivery at a time: the attempt that turns the endpoint off is the last one sent
  t = await buildTestApp({ webhooks: { ...base, allowPrivate: true, retryScheduleMs: [30, 30, 30, 30, 30, 30], disableAfterFailures: DISABLE_AFTER, disableAfterMs: 0, concurrency: 1 } });
  cookie = await adminCookie(t.db);
  templateId = (await buildCertificateTemplate(t.db)).id;
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
  await t.close();
});

async function register(): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: "/api/admin/webhooks", headers: { cookie }, payload: { url: receiver.url, events: EVENTS } });
  expect(res.statusCode, res.body).toBe(201);
  receiver.secret = res.json().secret;
  return res.json().id;
}

const issue = async () => {
  const res = await t.app.inject({ method: "POST", url: "/api/certificates", headers: { cookie }, payload: { templateId, values: { recipientName: "سارة أحمد", course: "السلامة", date: "2026-03-20" } } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; code: string };
};

/** Every event type the endpoint chose, for a new certificate. */
async function triggerEveryEvent(): Promise<void> {
  const cert = await issue();
  await t.app.inject({ method: "POST", url: `/api/certificates/${cert.id}/view` });
  await t.app.inject({ url: `/api/certificates/verify/${cert.code}` });
  const revoked = await t.app.inject({ method: "POST", url: `/api/admin/certificates/${cert.id}/revoke`, headers: { cookie }, payload: { reason: "خطأ" } });
  expect(revoked.statusCode).toBe(200);
}

/** Waits until no delivery job is queued or running, then a little longer for a stray request. */
async function deliveriesSettled(): Promise<void> {
  const busy = () => t.db.selectFrom("jobs").select("id").where("type", "=", WEBHOOK_DELIVERY_JOB_TYPE).where("state", "in", ["queued", "running"]).execute();
  await waitUntil(async () => (await busy()).length === 0, 20_000, "delivery jobs done");
  await new Promise((r) => setTimeout(r, 300));
  expect(await busy()).toEqual([]);
}

const deliveryRows = (endpointId: string) =>
  t.db.selectFrom("webhook_deliveries").select(["state"]).where("endpoint_id", "=", endpointId).execute();

describe("a turned-off webhook endpoint receives nothing", () => {
  it("turned off by an admin: later events queue no delivery and nothing arrives", async () => {
    const id = await register();
    await issue();
    await waitUntil(() => receiver.received.length === 1, 20_000, "the delivery before");
    await deliveriesSettled();
    const off = await t.app.inject({ method: "PATCH", url: `/api/admin/webhooks/${id}`, headers: { cookie }, payload: { enabled: false } });
    expect(off.json()).toMatchObject({ enabled: false, disabledReason: "admin" });

    await triggerEveryEvent();
    await triggerEveryEvent();
    await deliveriesSettled();
    expect(receiver.received).toHaveLength(1);
    expect(await deliveryRows(id)).toEqual([{ state: "delivered" }]);
  });

  it("turned off after failures: retries already queued are not sent, later events not queued", async () => {
    const id = await register();
    receiver.script = Array(50).fill(503);
    // three deliveries, each retrying up to 7 times: 21 attempts if nothing stopped them
    await issue();
    await issue();
    await issue();
    await waitUntil(async () => (await t.db.selectFrom("webhook_endpoints").select("enabled").where("id", "=", id).executeTakeFirstOrThrow()).enabled === 0, 20_000, "disabled");
    await deliveriesSettled();
    expect(receiver.received).toHaveLength(DISABLE_AFTER);
    const states = (await deliveryRows(id)).map((d) => d.state);
    expect(states).toHaveLength(3);
    expect(states).not.toContain("pending");
    expect(states).toContain("cancelled");

    await triggerEveryEvent();
    await deliveriesSettled();
    expect(receiver.received).toHaveLength(DISABLE_AFTER);
    expect(await deliveryRows(id)).toHaveLength(3);
  });
});
