// Security round 4, L9: views and shares of a certificate came from anyone, counted every time, and
// each counted one queued a webhook delivery per endpoint. From many client addresses at once, each
// viewing and sharing several times (the API beacons and the server-drawn page): each address counts
// once per window, and the deliveries are coalesced to one event per certificate (and channel).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, testConfig, type TestApp } from "../../../test/app.ts";
import { adminCookie } from "../../../test/factories.ts";
import { buildTemplate } from "../../../test/content-factories.ts";
import { BROWSER_UA } from "../../../test/analytics-counts.ts";
import { startReceiver, waitUntil, type Receiver } from "../../../webhooks/test/receiver.ts";

let t: TestApp;
let dir: string;
let admin: string;
let receiver: Receiver;
let certId: string;

const INDEX = `<!doctype html><html lang="en"><head><title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bitaqa-flood-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), INDEX);
  for (const f of ["index-1.js", "enhance-Ab1.js"]) fs.writeFileSync(path.join(dir, "assets", f), "");
  t = await buildTestApp({ webDir: dir, ssrEntry: path.resolve("web/ssr/render-public-page.tsx"), webhooks: { ...testConfig().webhooks, allowPrivate: true } });
  admin = await adminCookie(t.db);
  receiver = await startReceiver();
  const endpoint = await t.app.inject({ method: "POST", url: "/api/admin/webhooks", headers: { cookie: admin }, payload: { url: receiver.url, events: ["certificate.viewed", "certificate.shared"] } });
  expect(endpoint.statusCode, endpoint.body).toBe(201);
  receiver.secret = endpoint.json().secret;
  const templateId = (await buildTemplate(t.db, { kind: "certificate", published: true })).id;
  const cert = await t.app.inject({ method: "POST", url: "/api/certificates", headers: { cookie: admin }, payload: { templateId, recipientName: "سارة أحمد", values: { name: "سارة" } } });
  expect(cert.statusCode, cert.body).toBe(201);
  certId = cert.json().id;
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const counters = async () => {
  const row = await t.db.selectFrom("certificates").select(["view_count", "share_count"]).where("id", "=", certId).executeTakeFirstOrThrow();
  return { views: Number(row.view_count), shares: Number(row.share_count) };
};
const queued = async (type: string) =>
  Number((await t.db.selectFrom("webhook_deliveries as d").innerJoin("webhook_events as e", "e.id", "d.event_id").select((eb) => eb.fn.countAll().as("n")).where("e.type", "=", type).executeTakeFirstOrThrow()).n);

describe("a certificate's views and shares from many addresses", () => {
  it("count once per address and window, and queue one webhook delivery per certificate and channel", async () => {
    const beacons = Array.from({ length: 30 }, (_, i) => `198.51.100.${i + 1}`);
    const pageVisitors = Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 1}`);
    const headers = { origin: t.config.publicUrl, "user-agent": BROWSER_UA };
    const answers = await Promise.all([
      ...beacons.flatMap((remoteAddress) => [
        ...[1, 2, 3].map(() => t.app.inject({ method: "POST", url: `/api/certificates/${certId}/view`, remoteAddress, headers, payload: {} })),
        ...[1, 2].map(() => t.app.inject({ method: "POST", url: `/api/certificates/${certId}/share`, remoteAddress, headers, payload: { channel: "whatsapp" } })),
      ]),
      ...pageVisitors.flatMap((remoteAddress) => [1, 2].map(() => t.app.inject({ url: `/certificate/${certId}`, remoteAddress, headers: { "user-agent": BROWSER_UA } }))),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(300);
    // The pages count after answering: wait for their views to land, then for anything else in flight.
    await waitUntil(async () => (await counters()).views >= beacons.length + pageVisitors.length, 20_000, "views counted");
    await new Promise((r) => setTimeout(r, 300));
    expect(await counters()).toEqual({ views: beacons.length + pageVisitors.length, shares: beacons.length });
    expect(await queued("certificate.viewed")).toBe(1);
    expect(await queued("certificate.shared")).toBe(1);
    await waitUntil(() => receiver.received.length >= 2, 20_000, "deliveries");
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received.map((r) => r.type).sort()).toEqual(["certificate.shared", "certificate.viewed"]);
    expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
    // Another channel is another event; the same address sharing there again is not counted twice.
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: "POST", url: `/api/certificates/${certId}/share`, remoteAddress: beacons[0], headers, payload: { channel: "link" } });
      expect(res.statusCode, res.body).toBe(204);
    }
    await waitUntil(async () => (await queued("certificate.shared")) === 2, 20_000, "copy share event");
    expect((await counters()).shares).toBe(beacons.length + 1);
  }, 60_000);
});
