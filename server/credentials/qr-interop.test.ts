// Issue 34 §5: a printed QR's payload read and verified OUTSIDE our code — @digitalbazaar/cborld
// with the context and the CBOR-LD table exactly as we publish them (fetched from the routes), then
// @digitalbazaar/vc + data-integrity + eddsa-jcs-2022-cryptosuite with a plain did:key resolver.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decode } from "@digitalbazaar/cborld";
import { contexts as credentialContexts } from "@digitalbazaar/credentials-context";
import dataIntegrityContext from "@digitalbazaar/data-integrity-context";
import multikeyContext from "@digitalbazaar/multikey-context";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { createVerifyCryptosuite } from "@digitalbazaar/eddsa-jcs-2022-cryptosuite";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import * as didKey from "@digitalbazaar/did-method-key";
import * as vc from "@digitalbazaar/vc";
import jsigs from "jsonld-signatures";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { buildCertificateTemplate } from "../routes/api/certificates/test-template.ts";
import { certificateQrLink } from "../services/certificates/qr-credential.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

type VerifyCredential = (options: { credential: object; suite: object; documentLoader: (url: string) => Promise<unknown>; checkStatus?: () => Promise<{ verified: boolean }> }) => Promise<{ verified: boolean; error?: unknown }>;

describe("QR payload interoperability", () => {
  it("decodes with @digitalbazaar/cborld from the published documents and verifies with the standard Data Integrity libraries", async () => {
    const templateId = (await buildCertificateTemplate(t.db)).id;
    const name = "مريمُ بنتُ خالدِ بنِ سعيدٍ الهاشميّ ٢٠٢٦";
    const issued = await t.app.inject({ method: "POST", url: "/api/certificates", payload: { templateId, values: { recipientName: name, course: "Leadership 101", date: "2026-03-20" } } });
    const row = await t.db.selectFrom("certificates").selectAll().where("id", "=", issued.json().id).executeTakeFirstOrThrow();
    const { link } = await certificateQrLink(t.db, t.app.config.publicUrl, row);

    // What a third party has: the link, and our two published documents.
    const base = t.app.config.publicUrl;
    const context = (await t.app.inject({ method: "GET", url: "/credentials/qr/v1" })).json();
    const table = (await t.app.inject({ method: "GET", url: "/credentials/qr/cborld-table.json" })).json() as { registryEntryId: number; typeTable: Record<string, Record<string, number>> };
    const typeTable = new Map(Object.entries(table.typeTable).map(([type, values]) => [type, new Map(Object.entries(values))]));

    const payload = link.slice(link.lastIndexOf("/") + 1);
    expect(payload.startsWith("VC1-B")).toBe(true);
    // RFC 4648 base32 without padding, decoded here independently
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    let bits = "";
    for (const char of payload.slice(5)) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
    const bytes = Uint8Array.from(bits.slice(0, bits.length - (bits.length % 8)).match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));

    const didKeyDriver = didKey.driver();
    didKeyDriver.use({ multibaseMultikeyHeader: "z6Mk", fromMultibase: Ed25519Multikey.from });
    const known = new Map<string, unknown>([
      ...credentialContexts,
      ...dataIntegrityContext.contexts,
      ...multikeyContext.contexts,
      [`${base}/credentials/qr/v1`, context],
    ]);
    const documentLoader = jsigs.extendContextLoader(async (url: string) => {
      if (known.has(url)) return { contextUrl: null, documentUrl: url, document: known.get(url) };
      if (url.startsWith("did:key:")) return { contextUrl: null, documentUrl: url, document: await didKeyDriver.get({ url }) };
      throw new Error(`not found: ${url}`);
    });

    const credential = await decode({ cborldBytes: bytes, documentLoader, typeTableLoader: ({ registryEntryId }) => {
      expect(registryEntryId).toBe(table.registryEntryId);
      return typeTable;
    } });
    expect(credential).toMatchObject({ credentialSubject: { name, certificateCode: issued.json().code }, proof: { cryptosuite: "eddsa-jcs-2022" } });

    const suite = new DataIntegrityProof({ cryptosuite: createVerifyCryptosuite() });
    const verifyCredential = (vc as unknown as { verifyCredential: VerifyCredential }).verifyCredential;
    // The status list is checked online by the verifier; here only the signature and data model.
    const result = await verifyCredential({ credential, suite, documentLoader, checkStatus: async () => ({ verified: true }) });
    expect(result.error).toBeUndefined();
    expect(result.verified).toBe(true);

    // and the same libraries refuse it once a name is changed
    const forged = { ...credential, credentialSubject: { ...(credential.credentialSubject as object), name: "Mallory" } };
    expect((await verifyCredential({ credential: forged, suite, documentLoader, checkStatus: async () => ({ verified: true }) })).verified).toBe(false);
  });
});
