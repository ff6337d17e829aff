// Issue 37 items 1 and 9: the one-use things of "Add to wallet" hold when requests arrive at once,
// not only one after another. With the PIN's attempt counter read and then written (instead of one
// conditional UPDATE) the sequential tests stayed green while 50 simultaneous guesses on PostgreSQL
// were all checked and one could win the token. Run on PostgreSQL too: the `server-pg` project
// (TEST_DATABASE_URL), where the pool really runs the requests side by side.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT, importJWK } from "jose";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { signedInUser } from "../test/factories.ts";
import { buildCertificateTemplate } from "../routes/api/certificates/test-template.ts";
import { MAX_ATTEMPTS, PRE_AUTHORIZED_GRANT, sha256 } from "./offers.ts";
import { freshDidKey, type TestHolderKey } from "./test-holder.ts";

let t: TestApp;
let owner: { cookie: string };
let templateId: string;

beforeAll(async () => {
  t = await buildTestApp();
  templateId = (await buildCertificateTemplate(t.db)).id;
  owner = await signedInUser(t.db);
});
afterAll(async () => t?.close());

async function newOffer() {
  const cert = await t.app.inject({ method: "POST", url: "/api/certificates", headers: { cookie: owner.cookie }, payload: { templateId, values: { recipientName: "Sara Ahmad", course: "UX", date: "2026-03-20" } } });
  const res = await t.app.inject({ url: `/api/certificates/${cert.json().id}/wallet-offer`, headers: { cookie: owner.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { pin: string; credentialOffer: { grants: Record<string, { "pre-authorized_code": string }> } };
  return { pin: body.pin, code: body.credentialOffer.grants[PRE_AUTHORIZED_GRANT]["pre-authorized_code"] };
}

/** Each call from an address of its own (as a botnet would), so no rate limit per address interferes. */
let address = 0;
function token(code: string, pin: string) {
  address++;
  const form = new URLSearchParams({ grant_type: PRE_AUTHORIZED_GRANT, "pre-authorized_code": code, tx_code: pin });
  return t.app.inject({ method: "POST", url: "/oid4vci/token", remoteAddress: `10.37.${address >> 8 & 255}.${address & 255}`, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: form.toString() });
}

const offerRow = (code: string) =>
  t.db.selectFrom("oid4vci_offers").select(["failed_attempts", "used_at", "access_token_hash"]).where("code_hash", "=", sha256(code)).executeTakeFirstOrThrow();

describe("PIN guesses at once", () => {
  it(`50 simultaneous wrong guesses: at most ${MAX_ATTEMPTS} are checked, then even the right PIN is refused and no token exists`, async () => {
    const offer = await newOffer();
    const wrong = offer.pin === "000000" ? "111111" : "000000";
    const answers = await Promise.all(Array.from({ length: 50 }, () => token(offer.code, wrong)));
    const descriptions = answers.map((r) => r.json().error_description as string);
    expect(answers.every((r) => r.statusCode === 400 && r.json().error === "invalid_grant")).toBe(true);
    const checked = descriptions.filter((d) => d === "wrong tx_code").length;
    expect(checked).toBeLessThanOrEqual(MAX_ATTEMPTS);
    expect(descriptions.filter((d) => /too many attempts/.test(d)).length).toBe(50 - checked);

    const late = await token(offer.code, offer.pin);
    expect(late.json()).toMatchObject({ error: "invalid_grant", error_description: expect.stringMatching(/too many attempts/) });
    expect(await offerRow(offer.code)).toMatchObject({ failed_attempts: MAX_ATTEMPTS, used_at: null, access_token_hash: null });
  });
});

describe("one-use things redeemed at once", () => {
  it(`a pre-authorized code with the right PIN, ${MAX_ATTEMPTS} times at once: exactly one access token`, async () => {
    const offer = await newOffer();
    const answers = await Promise.all(Array.from({ length: MAX_ATTEMPTS }, () => token(offer.code, offer.pin)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 200).every((r) => r.json().error === "invalid_grant")).toBe(true);
    // the one token stored is the one answered
    expect((await offerRow(offer.code)).access_token_hash).toBe(sha256(ok[0].json().access_token));
  });

  it("a c_nonce in 6 credential requests at once (6 access tokens): exactly one credential", async () => {
    const key = await freshDidKey();
    const accessTokens: string[] = [];
    for (let i = 0; i < 6; i++) {
      const offer = await newOffer();
      const res = await token(offer.code, offer.pin);
      expect(res.statusCode).toBe(200);
      accessTokens.push(res.json().access_token);
    }
    const nonce = (await t.app.inject({ method: "POST", url: "/oid4vci/nonce" })).json().c_nonce as string;
    const jwts = await Promise.all(accessTokens.map(() => proof(key, nonce)));
    const issuedBefore = await issuedCount();
    const answers = await Promise.all(accessTokens.map((access, i) =>
      t.app.inject({ method: "POST", url: "/oid4vci/credential", headers: { authorization: `Bearer ${access}` }, payload: { credential_configuration_id: "OpenBadgeCredential_ldp_vc", proofs: { jwt: [jwts[i]] } } }),
    ));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().error)).toEqual(Array(5).fill("invalid_nonce"));
    expect(await issuedCount()).toBe(issuedBefore + 1);
  });
});

const issuedCount = async () => (await t.db.selectFrom("oid4vci_offers").select("id").where("issued_at", "is not", null).execute()).length;

async function proof(key: TestHolderKey, nonce: string) {
  return new SignJWT({ nonce })
    .setProtectedHeader({ alg: key.alg, typ: "openid4vci-proof+jwt", kid: key.kid })
    .setIssuedAt()
    .setAudience(t.config.publicUrl)
    .sign(await importJWK(key.privateJwk, key.alg));
}
