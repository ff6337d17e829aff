// Signed c_nonces on a bare test database (issue 37, mutation testing): nonce-limits.test.ts covers
// the flood through the route; here the nonce's own rules at their exact boundaries — its 5 minutes
// end at the instant signed into it, a spent nonce is refused everywhere after, and a refused one
// leaves no row behind.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb } from "../test/app.ts";
import type { DbHandle } from "../db/index.ts";
import { NONCE_TTL_S, consumeNonce, createNonce } from "./nonces.ts";
import { sha256 } from "./offers.ts";

let handle: DbHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(() => handle.destroy());

const SECRET = "nonce-test-secret";
const T0 = new Date("2026-11-28T12:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const TTL_MS = NONCE_TTL_S * 1000;
const spentRows = () => handle.db.selectFrom("oid4vci_nonces").selectAll().orderBy("expires_at").execute();

describe("a c_nonce", () => {
  it("carries its expiry, 5 minutes after it was given, and random bits that differ each time", () => {
    const nonces = Array.from({ length: 20 }, () => createNonce(SECRET, T0));
    for (const nonce of nonces) {
      const [expiry, random, mac] = nonce.split(".");
      expect(parseInt(expiry, 36)).toBe(T0.getTime() + TTL_MS);
      expect(Buffer.from(random, "base64url")).toHaveLength(16);
      expect(mac).toMatch(/^[\w-]{43}$/);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("is spent once: the spent row keeps its hash and its signed expiry", async () => {
    const nonce = createNonce(SECRET, T0);
    expect(await consumeNonce(handle.db, SECRET, nonce, at(1000))).toBe(true);
    expect(await spentRows()).toEqual([{ nonce_hash: sha256(nonce), expires_at: at(TTL_MS).toISOString(), used_at: at(1000).toISOString() }]);
    expect(await consumeNonce(handle.db, SECRET, nonce, at(2000))).toBe(false);
    expect(await spentRows()).toHaveLength(1);
  });

  it("expires at the instant signed into it, not a millisecond later", async () => {
    const a = createNonce(SECRET, T0);
    const b = createNonce(SECRET, T0);
    expect(await consumeNonce(handle.db, SECRET, a, at(TTL_MS))).toBe(false);
    expect(await consumeNonce(handle.db, SECRET, b, at(TTL_MS - 1))).toBe(true);
    expect((await spentRows()).map((r) => r.nonce_hash)).toEqual([sha256(b)]);
  });

  it("refuses a nonce signed with another secret or altered in any part, and writes nothing for it", async () => {
    const [expiry, random, mac] = createNonce(SECRET, T0).split(".");
    const later = (parseInt(expiry, 36) + 3_600_000).toString(36);
    // The MAC's last character changed for certain (one MAC in 16 ends in "A" already).
    const otherLast = `${mac.slice(0, -1)}${mac.endsWith("A") ? "E" : "A"}`;
    const refused = [createNonce("another secret", T0), `${later}.${random}.${mac}`, `${expiry}.${random}A.${mac}`, `${expiry}.${random}.${otherLast}`, `${expiry}.${random}.${mac}.x`, `${expiry}.${random}`, "", "a.b.c"];
    for (const nonce of refused) expect(await consumeNonce(handle.db, SECRET, nonce, at(1000)), nonce).toBe(false);
    expect(await spentRows()).toEqual([]);
  });

  it("prunes spent nonces once expired, keeping those still running", async () => {
    const first = createNonce(SECRET, T0);
    const second = createNonce(SECRET, at(60_000));
    expect(await consumeNonce(handle.db, SECRET, first, T0)).toBe(true);
    expect(await consumeNonce(handle.db, SECRET, second, T0)).toBe(true);
    expect(await consumeNonce(handle.db, SECRET, createNonce(SECRET, at(TTL_MS + 1)), at(TTL_MS + 1))).toBe(true);
    expect((await spentRows()).map((r) => r.nonce_hash)).not.toContain(sha256(first));
    expect((await spentRows()).map((r) => r.nonce_hash)).toContain(sha256(second));
  });
});
