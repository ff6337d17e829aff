// Issue 33 §7: POST /vc-api/credentials/issue checks the digests of related resources we serve
// ourselves (fetched in-process, compared with digestMultibase / digestSRI); a wrong one is a
// translated 400 and nothing is signed. Remote resources are not fetched (only their form is checked).
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { adminCookie } from "../../test/factories.ts";
import { t as translate } from "../../i18n.ts";
import { createToken, unsignedCredential } from "./test-helpers.ts";

let t: TestApp;
let token: string;
let logoUrl: string;
let logo: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await createToken(t.app, await adminCookie(t.db), ["credentials:issue"])).token;
  logoUrl = `${t.config.publicUrl}/api/credentials/issuer-logo.png`;
  logo = (await t.app.inject({ url: "/api/credentials/issuer-logo.png" })).rawPayload;
  expect(logo.length).toBeGreaterThan(100);
});
afterAll(async () => t?.close());

const issueWith = (relatedResource: unknown, locale = "en") =>
  t.app.inject({
    method: "POST",
    url: "/vc-api/credentials/issue",
    headers: { authorization: `Bearer ${token}`, "accept-language": locale },
    payload: { credential: unsignedCredential({ relatedResource }) },
  });
/** A multibase (base64url, "u") sha2-256 multihash, as in the VC 2.0 examples. */
const multihash256 = (bytes: Buffer) => `u${Buffer.concat([Buffer.from([0x12, 0x20]), createHash("sha256").update(bytes).digest()]).toString("base64url")}`;
/** base58btc written out here (independent of the server's decoder). */
function base58btc(bytes: Buffer): string {
  const alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
  let n = BigInt(`0x${bytes.toString("hex")}`);
  let out = "";
  while (n > 0n) {
    out = alphabet[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}
const sri384 = (bytes: Buffer) => `sha384-${createHash("sha384").update(bytes).digest("base64")}`;

describe("relatedResource digests of our own resources", () => {
  it("signs when the digests match what we serve", async () => {
    const ok = await issueWith([{ id: logoUrl, digestMultibase: multihash256(logo), digestSRI: sri384(logo) }]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().verifiableCredential.relatedResource[0].id).toBe(logoUrl);
    // A bare sha-256 in base58btc ("z") is read too.
    const bare = `z${base58btc(createHash("sha256").update(logo).digest())}`;
    expect((await issueWith([{ id: logoUrl, digestMultibase: bare }])).statusCode).toBe(201);
  });

  it("refuses a wrong digestMultibase or digestSRI, or an own URL that serves nothing (400, translated), signing nothing", async () => {
    const other = Buffer.from("not the logo");
    for (const [entry, locale] of [
      [{ id: logoUrl, digestMultibase: multihash256(other) }, "ar"],
      [{ id: logoUrl, digestSRI: sri384(other) }, "en"],
      [{ id: `${t.config.publicUrl}/api/credentials/no-such-file.png`, digestMultibase: multihash256(other) }, "fr"],
    ] as const) {
      const res = await issueWith([entry], locale);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body.code).toBe("relatedResourceDigest");
      expect(body.message).toBe(translate(locale, "certificates:vcRelatedResourceDigest"));
      expect(body.message).not.toBe("certificates:vcRelatedResourceDigest");
      expect(body.errors[0]).toContain(entry.id);
      expect(body.verifiableCredential).toBeUndefined();
    }
  });

  it("does not fetch remote resources: a well-formed digest of someone else's URL is signed as given", async () => {
    const res = await issueWith([{ id: "https://example.org/logo.png", digestMultibase: multihash256(Buffer.from("whatever")) }]);
    expect(res.statusCode, res.body).toBe(201);
  });
});
