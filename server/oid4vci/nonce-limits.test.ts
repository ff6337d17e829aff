// Security round 4, L8: POST /oid4vci/nonce wrote one row per call, with no limit (2,000 calls in
// 1.4 s → 2,213 rows). Now each client address is limited and handing out a nonce writes nothing;
// a nonce is still single use, refused when forged or expired, and spent ones are pruned.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { NONCE_RATE_LIMIT, NONCE_TTL_S, consumeNonce, createNonce } from "./nonces.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const nonceRows = async () => Number((await t.db.selectFrom("oid4vci_nonces").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
const askNonce = (remoteAddress: string) => t.app.inject({ method: "POST", url: "/oid4vci/nonce", remoteAddress });

describe("POST /oid4vci/nonce under a flood", () => {
  it("limits every client address and writes no row, from many addresses at once", async () => {
    const before = await nonceRows();
    const addresses = Array.from({ length: 12 }, (_, i) => `198.51.100.${i + 1}`).concat(["2001:db8:1::7", "2001:db8:2::7"]); // IPv6 is counted per subnet (@fastify/rate-limit's ipv6Subnet)
    const perAddress = NONCE_RATE_LIMIT.max + 15;
    const answers = await Promise.all(addresses.map((a) => Promise.all(Array.from({ length: perAddress }, () => askNonce(a)))));
    answers.forEach((list, i) => {
      const codes = list.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200), addresses[i]).toHaveLength(NONCE_RATE_LIMIT.max);
      expect(codes.filter((c) => c === 429), addresses[i]).toHaveLength(perAddress - NONCE_RATE_LIMIT.max);
    });
    const issued = answers.flat().filter((r) => r.statusCode === 200).map((r) => r.json().c_nonce as string);
    expect(new Set(issued).size).toBe(issued.length);
    expect(await nonceRows()).toBe(before);
    // The counts live in the rate_limits table (as every limit's), so they hold across instances and restarts.
    await t.app.rateLimits.flush();
    const counted = await t.db.selectFrom("rate_limits").select(["key", "count"]).where("key", "like", "%/oid4vci/nonce%").execute();
    expect(counted.find((r) => r.key.endsWith(":198.51.100.1"))?.count).toBeGreaterThanOrEqual(NONCE_RATE_LIMIT.max);
    // Another address is not held back by the others.
    expect((await askNonce("203.0.113.50")).statusCode).toBe(200);
  });
});

describe("signed nonces", () => {
  it("are spent once, and a forged, altered or expired one is refused", async () => {
    const secret = t.app.secret;
    const nonce = createNonce(secret);
    expect(await consumeNonce(t.db, secret, nonce)).toBe(true);
    expect(await consumeNonce(t.db, secret, nonce)).toBe(false);
    const [expiry, random, mac] = createNonce(secret).split(".");
    const later = (parseInt(expiry, 36) + 3_600_000).toString(36);
    for (const bad of [`${later}.${random}.${mac}`, `${expiry}.${random}x.${mac}`, `${expiry}.${random}.${mac.slice(1)}`, createNonce("another secret"), "made-up", ""]) {
      expect(await consumeNonce(t.db, secret, bad), bad).toBe(false);
    }
    const old = createNonce(secret, new Date(Date.now() - (NONCE_TTL_S + 1) * 1000));
    expect(await consumeNonce(t.db, secret, old)).toBe(false);
  });

  it("prunes spent nonces once they expire", async () => {
    const secret = t.app.secret;
    for (let i = 0; i < 5; i++) expect(await consumeNonce(t.db, secret, createNonce(secret))).toBe(true);
    expect(await nonceRows()).toBeGreaterThanOrEqual(5);
    const later = new Date(Date.now() + (NONCE_TTL_S + 60) * 1000);
    expect(await consumeNonce(t.db, secret, createNonce(secret, later), later)).toBe(true);
    expect(await nonceRows()).toBe(1);
  });
});
