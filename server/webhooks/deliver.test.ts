// One attempt of one webhook delivery (deliver.ts), called directly — no job runner in between — with
// a real receiver on loopback, so each test sees what reached the receiver and what the attempt left
// in the database: at least once and never after a stop, retries on the configured schedule only for
// answers worth retrying, the endpoint turned off (and the admins told once) after enough failures.
// The end-to-end tests (webhooks.test.ts, disabled-endpoint.test.ts) go through the runner and an app
// per file; these cover each branch of the attempt (issue 37, mutation testing on the guards).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes, randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, testConfig, type TestApp } from "../test/app.ts";
import { isRetryable, signedHeaders } from "./deliver.ts";
import { disabledMails as disabledMailsOf, insertDelivery, insertEndpoint, runAttempt, testPayload, testSecret, type EndpointFields } from "./test/delivery-rows.ts";

const SCHEDULE = [1_000, 2_000, 3_000];
const DISABLE_AFTER = 3;
let t: TestApp;
const base = testConfig().webhooks;

/** A receiver on loopback: answers `status` (or what `onRequest` decides) and keeps every request. */
interface Hit { headers: http.IncomingHttpHeaders; body: string }
let hits: Hit[] = [];
let answer: (hit: Hit) => Promise<number> | number = () => 204;
let server: http.Server;
let url: string;

beforeAll(async () => {
  t = await buildTestApp({ webhooks: { ...base, allowPrivate: true, retryScheduleMs: SCHEDULE, disableAfterFailures: DISABLE_AFTER, disableAfterMs: 0, concurrency: 1 } });
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const hit = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      hits.push(hit);
      const status = await answer(hit);
      res.writeHead(status).end(status >= 400 ? `error ${status}` : "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});
beforeEach(() => {
  hits = [];
  answer = () => 204;
});
afterEach(async () => {
  Object.assign(t.app.config.webhooks, { allowPrivate: true, disableAfterMs: 0 });
  await t.db.deleteFrom("webhook_delivery_attempts").execute();
  await t.db.deleteFrom("webhook_deliveries").execute();
  await t.db.deleteFrom("webhook_events").execute();
  await t.db.deleteFrom("webhook_endpoints").execute();
  await t.db.deleteFrom("mail_messages").execute();
});

const secret = testSecret;
const payload = testPayload;
const endpoint = (extra: Partial<EndpointFields> = {}) => insertEndpoint(t.db, { url, ...extra });
const delivery = (endpointId: string, extra?: Parameters<typeof insertDelivery>[2]) => insertDelivery(t.db, endpointId, extra);
const attempt = (deliveryId: string, signal?: AbortSignal) => runAttempt(t.app, deliveryId, signal);

const row = (id: string) => t.db.selectFrom("webhook_deliveries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const endpointRow = (id: string) => t.db.selectFrom("webhook_endpoints").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const attemptRows = (id: string) => t.db.selectFrom("webhook_delivery_attempts").selectAll().where("delivery_id", "=", id).orderBy("attempt").execute();
const disabledMails = () => disabledMailsOf(t.db);

describe("which answers are retried", () => {
  it("retries no answer, 408, 429 and 5xx; not other answers, nor an address that is not public", () => {
    const r = (status: number | null, error: string | null = null) => isRetryable({ status, error, latencyMs: 1, excerpt: null });
    expect([408, 429, 500, 502, 503, 599].map((s) => r(s))).toEqual(Array(6).fill(true));
    expect([200, 301, 400, 404, 407, 409, 428, 430, 499].map((s) => r(s))).toEqual(Array(9).fill(false));
    expect(r(null, "connect ECONNREFUSED 127.0.0.1:9")).toBe(true);
    expect(r(null, null)).toBe(true);
    expect(r(null, "webhook endpoint address 10.0.0.1 is not public")).toBe(false);
  });

  it("signs with the endpoint's secret, the event id and the time in seconds (Standard Webhooks)", () => {
    const at = new Date("2026-11-28T12:00:00.750Z");
    const headers = signedHeaders(secret, "msg_1", payload, at);
    expect(headers["webhook-id"]).toBe("msg_1");
    expect(headers["webhook-timestamp"]).toBe(String(Date.parse("2026-11-28T12:00:00Z") / 1000));
    const verifier = new Webhook(secret);
    // verify() refuses a timestamp older than 5 minutes: check against a fresh signature of the same body
    const now = signedHeaders(secret, "msg_1", payload);
    expect(verifier.verify(payload, now)).toEqual(JSON.parse(payload));
    expect(() => new Webhook(`whsec_${randomBytes(32).toString("base64")}`).verify(payload, now)).toThrow();
  });
});

describe("one delivery attempt", () => {
  it("a 2xx: delivered once, signed with the event id, recorded, and the endpoint's failures cleared", async () => {
    const ep = await endpoint({ consecutive_failures: 2, failing_since: "2026-11-01T00:00:00.000Z" });
    const id = await delivery(ep);
    answer = () => 200;
    expect(await attempt(id)).toEqual({});
    expect(hits).toHaveLength(1);
    const { event_id } = await row(id);
    expect(hits[0].headers["webhook-id"]).toBe(event_id);
    expect(hits[0].body).toBe(payload);
    expect(new Webhook(secret).verify(hits[0].body, hits[0].headers as Record<string, string>)).toEqual(JSON.parse(payload));
    expect(await row(id)).toMatchObject({ state: "delivered", attempts: 1, last_status: 200, next_attempt_at: null });
    expect(await attemptRows(id)).toMatchObject([{ attempt: 1, status: 200 }]);
    expect(await endpointRow(ep)).toMatchObject({ consecutive_failures: 0, failing_since: null, enabled: 1 });
  });

  it("a 3xx or 4xx stops at once: failed, no retry scheduled", async () => {
    const ep = await endpoint();
    for (const status of [300, 404]) {
      const id = await delivery(ep);
      answer = () => status;
      expect(await attempt(id)).toEqual({});
      expect(await row(id)).toMatchObject({ state: "failed", attempts: 1, last_status: status, next_attempt_at: null });
    }
    expect(hits).toHaveLength(2);
  });

  it("a 5xx waits for the next step of the schedule, counted from the latest send again, and fails after the last", async () => {
    answer = () => 503;
    // [attempts so far, retries_from] → the wait asked of the runner (undefined: failed, no more tries)
    const cases: [number, number, number | undefined][] = [[0, 0, 1_000], [1, 0, 2_000], [2, 0, 3_000], [3, 0, undefined], [3, 3, 1_000], [5, 3, 3_000]];
    for (const [attempts, retriesFrom, wait] of cases) {
      const id = await delivery(await endpoint(), { attempts, retries_from: retriesFrom }); // an endpoint each: none reaches the off threshold
      const before = Date.now();
      const result = await attempt(id);
      const after = await row(id);
      expect(after.attempts).toBe(attempts + 1);
      if (wait === undefined) {
        expect(result).toEqual({});
        expect(after).toMatchObject({ state: "failed", next_attempt_at: null });
      } else {
        expect(result).toEqual({ rescheduleMs: wait });
        expect(after.state).toBe("pending");
        const next = Date.parse(after.next_attempt_at!);
        expect(next).toBeGreaterThanOrEqual(before + wait);
        expect(next).toBeLessThan(Date.now() + wait + 1);
      }
      expect(await attemptRows(id)).toMatchObject([{ attempt: attempts + 1, status: 503 }]);
    }
  });

  it("no answer at all (connection refused) is retried; an address that is not public is refused for good, nothing sent", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/hooks`;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await delivery(await endpoint({ url: deadUrl }));
    expect(await attempt(refused)).toEqual({ rescheduleMs: 1_000 });
    expect(await row(refused)).toMatchObject({ state: "pending", last_status: null, last_error: expect.stringContaining("ECONNREFUSED") });

    t.app.config.webhooks.allowPrivate = false;
    const blocked = await delivery(await endpoint());
    expect(await attempt(blocked)).toEqual({});
    expect(await row(blocked)).toMatchObject({ state: "failed", last_status: null, next_attempt_at: null, last_error: expect.stringContaining("is not public") });
    expect(hits).toHaveLength(0);
  });

  it("a delivery no longer pending, or gone, sends nothing and changes nothing", async () => {
    const ep = await endpoint();
    for (const state of ["delivered", "failed", "cancelled"] as const) {
      const id = await delivery(ep, { state, attempts: 1 });
      const before = await row(id);
      expect(await attempt(id)).toEqual({});
      expect(await row(id)).toEqual(before);
      expect(await attemptRows(id)).toEqual([]);
    }
    expect(await attempt(randomUUID())).toEqual({});
    expect(hits).toHaveLength(0);
    expect(await endpointRow(ep)).toMatchObject({ consecutive_failures: 0 });
  });

  it("an endpoint turned off: the delivery is cancelled and nothing is sent", async () => {
    const ep = await endpoint({ enabled: 0 });
    const id = await delivery(ep);
    expect(await attempt(id)).toEqual({});
    expect(await row(id)).toMatchObject({ state: "cancelled", attempts: 0, next_attempt_at: null });
    expect(await attemptRows(id)).toEqual([]);
    expect(hits).toHaveLength(0);
  });

  it("a delivery whose event or endpoint is gone is cancelled, nothing sent", async () => {
    const noEvent = await delivery(await endpoint());
    await t.db.deleteFrom("webhook_events").where("id", "=", (await row(noEvent)).event_id).execute();
    const ep = await endpoint();
    const noEndpoint = await delivery(ep);
    await t.db.deleteFrom("webhook_endpoints").where("id", "=", ep).execute();
    for (const id of [noEvent, noEndpoint]) {
      expect(await attempt(id)).toEqual({});
      expect(await row(id)).toMatchObject({ state: "cancelled", attempts: 0, next_attempt_at: null });
    }
    expect(hits).toHaveLength(0);
  });

  it("stopped mid-attempt (server stopping, lease lost): throws and records nothing, so the same event goes again", async () => {
    const ep = await endpoint();
    const id = await delivery(ep);
    const controller = new AbortController();
    let arrived!: () => void;
    const received = new Promise<void>((r) => (arrived = r));
    answer = async () => {
      arrived();
      await new Promise((r) => setTimeout(r, 500));
      return 200;
    };
    const running = attempt(id, controller.signal);
    await received;
    controller.abort();
    await expect(running).rejects.toThrow("aborted");
    expect(await row(id)).toMatchObject({ state: "pending", attempts: 0, last_status: null });
    expect(await attemptRows(id)).toEqual([]);
    expect(await endpointRow(ep)).toMatchObject({ consecutive_failures: 0, failing_since: null });
  });
});

describe("an endpoint that keeps failing", () => {
  it("counts failures from the first one's time, and is turned off at the threshold with one e-mail to the admins", async () => {
    const ep = await endpoint();
    answer = () => 500;
    await attempt(await delivery(ep));
    const first = await endpointRow(ep);
    expect(first).toMatchObject({ consecutive_failures: 1, enabled: 1 });
    expect(first.failing_since).not.toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    await attempt(await delivery(ep));
    expect(await endpointRow(ep)).toMatchObject({ consecutive_failures: 2, enabled: 1, failing_since: first.failing_since });
    expect(await disabledMails()).toEqual([]);

    await attempt(await delivery(ep));
    expect(await endpointRow(ep)).toMatchObject({ consecutive_failures: DISABLE_AFTER, enabled: 0, disabled_reason: "failures" });
    expect(await disabledMails()).toEqual([{ to_address: "admin@example.com" }]);

    // turned off: the next delivery is not even sent
    const later = await delivery(ep);
    await attempt(later);
    expect(hits).toHaveLength(DISABLE_AFTER);
    expect(await row(later)).toMatchObject({ state: "cancelled" });
    expect(await disabledMails()).toHaveLength(1);
  });

  it("is not turned off before failing for disableAfterMs, however many failures", async () => {
    t.app.config.webhooks.disableAfterMs = 60_000;
    const ep = await endpoint();
    answer = () => 500;
    for (let i = 0; i < DISABLE_AFTER + 2; i++) await attempt(await delivery(ep));
    expect(await endpointRow(ep)).toMatchObject({ consecutive_failures: DISABLE_AFTER + 2, enabled: 1 });
    // failing for a little less than the time, then a little more
    await t.db.updateTable("webhook_endpoints").set({ failing_since: new Date(Date.now() - 55_000).toISOString() }).where("id", "=", ep).execute();
    await attempt(await delivery(ep));
    expect(await endpointRow(ep)).toMatchObject({ enabled: 1 });
    await t.db.updateTable("webhook_endpoints").set({ failing_since: new Date(Date.now() - 61_000).toISOString() }).where("id", "=", ep).execute();
    await attempt(await delivery(ep));
    expect(await endpointRow(ep)).toMatchObject({ enabled: 0, disabled_reason: "failures" });
    expect(await disabledMails()).toHaveLength(1);
  });

  it("deleted during a failing attempt: the attempt is still recorded, nobody is told", async () => {
    const ep = await endpoint({ consecutive_failures: DISABLE_AFTER - 1, failing_since: new Date(Date.now() - 1000).toISOString() });
    const id = await delivery(ep);
    answer = async () => {
      await t.db.deleteFrom("webhook_endpoints").where("id", "=", ep).execute();
      return 500;
    };
    expect(await attempt(id)).toEqual({ rescheduleMs: SCHEDULE[0] });
    expect(await attemptRows(id)).toMatchObject([{ attempt: 1, status: 500 }]);
    expect(await disabledMails()).toEqual([]);
  });

  it("turned off by an admin during a failing attempt: stays the admin's, no e-mail", async () => {
    const ep = await endpoint({ consecutive_failures: DISABLE_AFTER - 1, failing_since: new Date(Date.now() - 1000).toISOString() });
    const id = await delivery(ep);
    answer = async () => {
      await t.db.updateTable("webhook_endpoints").set({ enabled: 0, disabled_reason: "admin" }).where("id", "=", ep).execute();
      return 500;
    };
    await attempt(id);
    expect(await endpointRow(ep)).toMatchObject({ enabled: 0, disabled_reason: "admin" });
    expect(await disabledMails()).toEqual([]);
  });
});
