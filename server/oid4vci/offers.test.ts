// The one-use guards of "Add to wallet" on the offers table itself (issue 37, mutation testing):
// oid4vci-refusals.test.ts drives them through the routes; here each rule is checked at its exact
// boundary (the instant an offer or a token expires, the last allowed PIN guess) and every refusal is
// checked to leave the offer as it was — no token, no attempt spent where none should be.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, testConfig } from "../test/app.ts";
import type { DbHandle } from "../db/index.ts";
import { seed } from "../seeds/seed.ts";
import { buildCertificateTemplate } from "../routes/api/certificates/test-template.ts";
import { ACCESS_TOKEN_TTL_S, MAX_ATTEMPTS, OFFER_TTL_MS, createOffer, markIssued, offerForAccessToken, openOffer, preAuthorizedCodeFor, redeemPreAuthorizedCode, sha256 } from "./offers.ts";

let handle: DbHandle;
let certificateId: string;
const SECRET = "offers-test-secret";
const T0 = new Date("2026-11-28T12:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

beforeAll(async () => {
  handle = await createTestDb();
  await seed(handle.db, testConfig());
  const template = await buildCertificateTemplate(handle.db);
  certificateId = randomUUID();
  const now = T0.toISOString();
  await handle.db
    .insertInto("certificates")
    .values({ id: certificateId, code: "OFFERSTEST1", template_id: template.id, revision_id: template.revisionId, owner_id: null, values: "{}", recipient_name: "Sara", options: "{}", issued_at: now, expires_at: null, revoked_at: null, revoked_reason: null, credential: null, job_id: null, job_row: null, view_count: 0, share_count: 0, created_at: now, updated_at: now })
    .execute();
});
afterAll(() => handle?.destroy());

const row = (id: string) => handle.db.selectFrom("oid4vci_offers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const wrongPin = (pin: string) => (pin === "000000" ? "111111" : "000000");
const redeem = (code: string, pin: string | undefined, now = T0) => redeemPreAuthorizedCode(handle.db, SECRET, code, pin, now);

describe("createOffer", () => {
  it("stores only hashes: a 6-digit PIN, a code derived from the id and the secret, 10 minutes of life", async () => {
    const offers = [];
    for (let i = 0; i < 40; i++) offers.push(await createOffer(handle.db, SECRET, certificateId, T0));
    for (const offer of offers) {
      expect(offer.pin).toMatch(/^\d{6}$/);
      expect(offer.preAuthorizedCode).toBe(preAuthorizedCodeFor(SECRET, offer.id));
      expect(offer.expiresAt).toBe(at(OFFER_TTL_MS).toISOString());
      const stored = await row(offer.id);
      expect(stored).toMatchObject({ code_hash: sha256(offer.preAuthorizedCode), failed_attempts: 0, used_at: null, access_token_hash: null, expires_at: offer.expiresAt });
      expect(stored.tx_code_hash).not.toContain(offer.pin);
    }
    expect(new Set(offers.map((o) => o.preAuthorizedCode)).size).toBe(offers.length);
    expect(new Set(offers.map((o) => o.pin)).size).toBeGreaterThan(1);
    // another secret, another code: the code cannot be made without the server's secret
    expect(preAuthorizedCodeFor("another secret", offers[0].id)).not.toBe(offers[0].preAuthorizedCode);
  });

  it("prunes offers expired more than a day ago, and only those", async () => {
    const old = await createOffer(handle.db, SECRET, certificateId, T0);
    const day = 24 * 3600_000;
    // a day after expiry exactly: kept; one millisecond later: gone
    await createOffer(handle.db, SECRET, certificateId, at(OFFER_TTL_MS + day));
    expect(await handle.db.selectFrom("oid4vci_offers").select("id").where("id", "=", old.id).executeTakeFirst()).toBeDefined();
    const late = await createOffer(handle.db, SECRET, certificateId, at(OFFER_TTL_MS + day + 1));
    expect(await handle.db.selectFrom("oid4vci_offers").select("id").where("id", "=", old.id).executeTakeFirst()).toBeUndefined();
    expect(await row(late.id)).toBeDefined();
  });
});

describe("redeemPreAuthorizedCode", () => {
  it("the right code and PIN: one access token, stored as a hash, valid 5 minutes", async () => {
    const offer = await createOffer(handle.db, SECRET, certificateId, T0);
    const result = await redeem(offer.preAuthorizedCode, offer.pin, at(1000));
    if (!result.ok) throw new Error(result.description);
    expect(result.offerId).toBe(offer.id);
    expect(await row(offer.id)).toMatchObject({
      used_at: at(1000).toISOString(),
      access_token_hash: sha256(result.accessToken),
      access_expires_at: at(1000 + ACCESS_TOKEN_TTL_S * 1000).toISOString(),
      failed_attempts: 1,
    });
    expect(await redeem(offer.preAuthorizedCode, offer.pin, at(2000))).toEqual({ ok: false, error: "invalid_grant", description: "pre-authorized code already used" });
  });

  it("refuses an unknown code, a missing PIN and an expired code without spending an attempt", async () => {
    const offer = await createOffer(handle.db, SECRET, certificateId, T0);
    expect(await redeem("not-a-code", offer.pin)).toEqual({ ok: false, error: "invalid_grant", description: "unknown pre-authorized code" });
    expect(await redeem(offer.preAuthorizedCode, undefined)).toEqual({ ok: false, error: "invalid_request", description: "tx_code is required" });
    expect(await redeem(offer.preAuthorizedCode, "")).toEqual({ ok: false, error: "invalid_request", description: "tx_code is required" });
    // expired at the very instant of expires_at
    expect(await redeem(offer.preAuthorizedCode, offer.pin, at(OFFER_TTL_MS))).toEqual({ ok: false, error: "invalid_grant", description: "pre-authorized code expired" });
    expect(await row(offer.id)).toMatchObject({ failed_attempts: 0, used_at: null, access_token_hash: null });
    // a millisecond before, it still works
    expect(await redeem(offer.preAuthorizedCode, offer.pin, at(OFFER_TTL_MS - 1))).toMatchObject({ ok: true });
  });

  it(`each wrong PIN spends an attempt; after ${MAX_ATTEMPTS} even the right one is refused and nothing is issued`, async () => {
    const offer = await createOffer(handle.db, SECRET, certificateId, T0);
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      expect(await redeem(offer.preAuthorizedCode, wrongPin(offer.pin))).toEqual({ ok: false, error: "invalid_grant", description: "wrong tx_code" });
      expect((await row(offer.id)).failed_attempts).toBe(i);
    }
    // the last allowed guess is still checked
    expect(await redeem(offer.preAuthorizedCode, wrongPin(offer.pin))).toMatchObject({ description: "wrong tx_code" });
    expect(await redeem(offer.preAuthorizedCode, offer.pin)).toEqual({ ok: false, error: "invalid_grant", description: "too many attempts: ask for a new offer" });
    expect(await row(offer.id)).toMatchObject({ failed_attempts: MAX_ATTEMPTS, used_at: null, access_token_hash: null });
    expect(await openOffer(handle.db, offer.id, T0)).toBeUndefined();
  });

  it("the right code and PIN twice at once: one token, and it is the one stored", async () => {
    const offer = await createOffer(handle.db, SECRET, certificateId, T0);
    const results = await Promise.all([redeem(offer.preAuthorizedCode, offer.pin), redeem(offer.preAuthorizedCode, offer.pin)]);
    const tokens = results.flatMap((r) => (r.ok ? [r.accessToken] : []));
    expect(tokens).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, error: "invalid_grant", description: "pre-authorized code already used" });
    expect((await row(offer.id)).access_token_hash).toBe(sha256(tokens[0]));
  });

  it("a PIN is bound to its offer and to the secret", async () => {
    const a = await createOffer(handle.db, SECRET, certificateId, T0);
    const b = await createOffer(handle.db, SECRET, certificateId, T0);
    if (a.pin !== b.pin) expect(await redeem(a.preAuthorizedCode, b.pin)).toMatchObject({ description: "wrong tx_code" });
    expect(await redeemPreAuthorizedCode(handle.db, "another secret", a.preAuthorizedCode, a.pin, T0)).toMatchObject({ description: "wrong tx_code" });
    expect((await row(a.id)).access_token_hash).toBeNull();
  });
});

describe("openOffer", () => {
  it("answers an offer that can still be redeemed, and nothing once used, expired or out of attempts", async () => {
    const offer = await createOffer(handle.db, SECRET, certificateId, T0);
    expect(await openOffer(handle.db, offer.id, T0)).toMatchObject({ id: offer.id });
    expect(await openOffer(handle.db, offer.id, at(OFFER_TTL_MS - 1))).toMatchObject({ id: offer.id });
    expect(await openOffer(handle.db, offer.id, at(OFFER_TTL_MS))).toBeUndefined();
    expect(await openOffer(handle.db, randomUUID(), T0)).toBeUndefined();
    await handle.db.updateTable("oid4vci_offers").set({ failed_attempts: MAX_ATTEMPTS - 1 }).where("id", "=", offer.id).execute();
    expect(await openOffer(handle.db, offer.id, T0)).toMatchObject({ id: offer.id });
    await handle.db.updateTable("oid4vci_offers").set({ failed_attempts: MAX_ATTEMPTS }).where("id", "=", offer.id).execute();
    expect(await openOffer(handle.db, offer.id, T0)).toBeUndefined();
    const used = await createOffer(handle.db, SECRET, certificateId, T0);
    await redeem(used.preAuthorizedCode, used.pin);
    expect(await openOffer(handle.db, used.id, T0)).toBeUndefined();
  });
});

describe("access tokens and issuing once", () => {
  it("a token opens its offer until it expires or has issued; the offer issues once, to the first holder", async () => {
    const offer = await createOffer(handle.db, SECRET, certificateId, T0);
    const result = await redeem(offer.preAuthorizedCode, offer.pin);
    if (!result.ok) throw new Error(result.description);
    expect(await offerForAccessToken(handle.db, result.accessToken, T0)).toMatchObject({ id: offer.id });
    expect(await offerForAccessToken(handle.db, result.accessToken, at(ACCESS_TOKEN_TTL_S * 1000 - 1))).toMatchObject({ id: offer.id });
    expect(await offerForAccessToken(handle.db, result.accessToken, at(ACCESS_TOKEN_TTL_S * 1000))).toBeUndefined();
    expect(await offerForAccessToken(handle.db, "A".repeat(43), T0)).toBeUndefined();

    expect(await markIssued(handle.db, offer.id, "did:key:first", at(10))).toBe(true);
    expect(await markIssued(handle.db, offer.id, "did:key:second", at(20))).toBe(false);
    expect(await row(offer.id)).toMatchObject({ issued_at: at(10).toISOString(), holder_id: "did:key:first" });
    expect(await offerForAccessToken(handle.db, result.accessToken, T0)).toBeUndefined();
  });
});
