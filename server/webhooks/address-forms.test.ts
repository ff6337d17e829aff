// Security round 4, L7: a webhook aimed at a private IPv4 address written inside IPv6
// (IPv4-compatible, IPv4-mapped, SIIT, NAT64, 6to4) is refused at registration and on change, nothing
// is stored, and a delivery to one never connects.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { adminCookie } from "../test/factories.ts";
import { startReceiver, type Receiver } from "./test/receiver.ts";
import { postWebhook } from "./deliver-request.ts";

let t: TestApp;
let admin: string;
let receiver: Receiver;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminCookie(t.db);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

const port = () => new URL(receiver.url).port;
const hidden = () => [
  `http://[::127.0.0.1]:${port()}/hooks`,
  "http://[::a9fe:a9fe]/latest/meta-data",
  "http://[::169.254.169.254]/latest/meta-data",
  `http://[0:0:0:0:0:ffff:127.0.0.1]:${port()}/hooks`,
  `http://[::ffff:0:127.0.0.1]:${port()}/hooks`,
  "http://[64:ff9b::10.0.0.1]/x",
  "http://[64:ff9b::a9fe:a9fe]/latest/meta-data",
  "http://[2002:a9fe:a9fe::1]/latest/meta-data",
  `http://[2002:7f00:1::]:${port()}/hooks`,
];

describe("webhook addresses with IPv4 inside IPv6", () => {
  it("refuses to register them, and stores nothing", async () => {
    for (const url of hidden()) {
      const res = await t.app.inject({ method: "POST", url: "/api/admin/webhooks", headers: { cookie: admin, "accept-language": "en" }, payload: { url, events: ["card.created"] } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields.url, url).toMatch(/private or local network/);
    }
    expect(await t.db.selectFrom("webhook_endpoints").select("id").execute()).toEqual([]);
  });

  it("refuses to change a public endpoint to one, and leaves its address as it was", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/admin/webhooks", headers: { cookie: admin }, payload: { url: "https://93.184.216.34/hooks", events: ["card.created"] } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    for (const url of hidden()) {
      const res = await t.app.inject({ method: "PATCH", url: `/api/admin/webhooks/${id}`, headers: { cookie: admin }, payload: { url } });
      expect(res.statusCode, url).toBe(400);
    }
    expect((await t.db.selectFrom("webhook_endpoints").select("url").where("id", "=", id).executeTakeFirstOrThrow()).url).toBe("https://93.184.216.34/hooks");
  });

  it("never connects to one at delivery time (a row written before this check)", async () => {
    for (const url of hidden()) {
      const result = await postWebhook(url, "{}", {}, { allowPrivate: false, timeoutMs: 2_000 });
      expect(result.status, url).toBeNull();
      expect(result.error, url).toMatch(/not public/);
    }
    expect(receiver.received).toHaveLength(0);
  });
});
