// Issue 33 §3: a wallet copy (OpenID4VCI, bound to the holder's DID) has content of its own, so it has
// an id of its own (urn:uuid), never the public credential.json URL; two copies differ. Our verifier
// still finds its revocation through its status entry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { adminCookie, signedInUser } from "../test/factories.ts";
import { buildCertificateTemplate } from "../routes/api/certificates/test-template.ts";
import { fetchCredential, revoke } from "../routes/api/credentials/test-helpers.ts";
import { freshDidKey, receiveCredential } from "./test-holder.ts";

let t: TestApp;
let owner: { cookie: string };
let certificateId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const templateId = (await buildCertificateTemplate(t.db)).id;
  owner = await signedInUser(t.db);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/certificates",
    payload: { templateId, values: { recipientName: "Layla Khaled", course: "UX design", date: "2026-03-20" } },
    headers: { cookie: owner.cookie },
  });
  certificateId = res.json().id;
});
afterAll(async () => t?.close());

async function walletCopy(): Promise<Record<string, unknown> & { id: string }> {
  const offered = (await t.app.inject({ url: `/api/certificates/${certificateId}/wallet-offer`, headers: { cookie: owner.cookie } })).json();
  const { result } = await receiveCredential(t.app, offered.offerUri, offered.pin, await freshDidKey());
  expect(result.ok).toBe(true);
  return (result.credentialResponse.credentials![0] as { credential: Record<string, unknown> & { id: string } }).credential;
}

const verify = (credential: object) => t.app.inject({ method: "POST", url: "/vc-api/credentials/verify", payload: { verifiableCredential: credential } });

describe("wallet copies of a certificate", () => {
  it("each has its own urn:uuid id, not the public credential.json's, and our verifier tracks its revocation", async () => {
    const published = await fetchCredential(t.app, certificateId);
    const [first, second] = [await walletCopy(), await walletCopy()];
    for (const copy of [first, second]) {
      expect(copy.id).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(copy.id).not.toBe(published.id);
      expect(copy.credentialStatus).toEqual(published.credentialStatus);
    }
    expect(first.id).not.toBe(second.id);

    const before = await verify(first);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ verified: true, credentialId: first.id });

    expect((await revoke(t.app, await adminCookie(t.db), certificateId)).statusCode).toBe(200);
    const after = await verify(first);
    expect(after.json()).toMatchObject({ verified: false, reason: "revoked" });
    expect((await verify(published)).json()).toMatchObject({ verified: false, reason: "revoked" });
  });
});
