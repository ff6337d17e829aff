// Issue 34: the QR printed on a certificate (PNG and PDF at 150 dpi) holds the signed-credential
// link; the server verifies it from the link alone, refuses altered or foreign ones, keeps verifying
// it after a key rotation, and publishes the context and the CBOR-LD table from any origin.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import jsqrModule from "jsqr";
import { PNG } from "pngjs";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { buildCertificateTemplate } from "./api/certificates/test-template.ts";
import { encodeQrPayload, qrLink, qrPayloadOf } from "../../shared/credentials/qr/index.ts";
import { rotateIssuerKey } from "../services/issuer/issuer.ts";

let t: TestApp;
let templateId: string;
const NAME = "عبدُ الرَّحمنِ بنُ محمّدِ آلِ الشَّيخِ ٣";

beforeAll(async () => {
  t = await buildTestApp();
  templateId = (await buildCertificateTemplate(t.db)).id;
});
afterAll(async () => t?.close());

async function issue(recipientName = NAME) {
  const res = await t.app.inject({ method: "POST", url: "/api/certificates", payload: { templateId, values: { recipientName, course: "تصميم تجربة المستخدم 2026", date: "2026-03-20" } } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; code: string; imageUrl: string; pdfUrl: string };
}

// jsqr is CommonJS typed as an ES default export: under NodeNext the default import is module.exports.
type JsQr = typeof import("jsqr").default;
const jsQR = (jsqrModule as unknown as { default?: JsQr }).default ?? (jsqrModule as unknown as JsQr);

function decodeQr(pngBytes: Buffer): string | null {
  const png = PNG.sync.read(pngBytes);
  return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength), png.width, png.height)?.data ?? null;
}

const verify = (link: string, locale = "en") =>
  t.app.inject({ method: "GET", url: `/api/credentials/qr/verify/${qrPayloadOf(link)}`, headers: { "accept-language": locale } });

describe("QR credential link on certificates", { timeout: 90_000 }, () => {
  let link: string;
  let cert: { id: string; code: string; imageUrl: string; pdfUrl: string };

  it("prints the signed-credential link in the PNG's QR and the server verifies it with the name exact", async () => {
    cert = await issue();
    const png = await t.app.inject({ method: "GET", url: `${cert.imageUrl}?width=3200` });
    expect(png.statusCode).toBe(200);
    link = decodeQr(png.rawPayload)!;
    expect(link).toMatch(/^HTTP:\/\/LOCALHOST:3000\/V\/VC1-B[A-Z2-7]+$/);
    const res = await verify(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    // made by a visitor: genuine signature, but nobody vouched for the issuer
    expect(res.json()).toMatchObject({ verified: true, live: "valid", issuerVerified: false, certificatePath: `/certificate/${cert.id}`, credential: { recipientName: NAME, certificateCode: cert.code } });
  });

  it("the PDF rasterised at 150 dpi carries the same link", async () => {
    const pdf = await t.app.inject({ method: "GET", url: cert.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qr-pdf-"));
    try {
      fs.writeFileSync(path.join(dir, "c.pdf"), pdf.rawPayload);
      execFileSync("pdftoppm", ["-r", "150", "-png", "-singlefile", path.join(dir, "c.pdf"), path.join(dir, "page")]);
      expect(decodeQr(fs.readFileSync(path.join(dir, "page.png")))).toBe(link);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses one character changed, another key, and says so in the visitor's language", async () => {
    const payload = qrPayloadOf(link);
    const i = Math.floor(payload.length / 2);
    const changed = `${payload.slice(0, i)}${payload[i] === "A" ? "B" : "A"}${payload.slice(i + 1)}`;
    const tampered = await verify(changed, "ar");
    expect(tampered.statusCode).toBe(200);
    expect(tampered.json()).toMatchObject({ verified: false });
    expect(tampered.json().credential).toBeUndefined();
    expect(["tampered", "malformed"]).toContain(tampered.json().reason);
    expect(tampered.json().message).toMatch(/[\u0600-\u06FF]/);

    const pair = await Ed25519Multikey.generate();
    const did = `did:key:${pair.publicKeyMultibase}`;
    const signer = { id: `${did}#${pair.publicKeyMultibase}`, sign: (a: { data: Uint8Array }) => pair.signer().sign(a) };
    const forged = await encodeQrPayload({ recipientName: "Mallory", certificateCode: cert.code, issuer: did, issuedAt: "2026-01-01T00:00:00Z" }, { signer, publicUrl: t.app.config.publicUrl });
    const foreign = await verify(qrLink(t.app.config.publicUrl, forged.payload), "fr");
    expect(foreign.json()).toMatchObject({ verified: false, reason: "unknown-key", message: "Non signé par cet émetteur" });
    expect(foreign.json().credential).toBeUndefined();

    expect((await verify("VC1-Bhello")).json()).toMatchObject({ verified: false, reason: "malformed" });
    expect((await t.app.inject({ method: "GET", url: `/api/credentials/qr/verify/${"A".repeat(4001)}` })).statusCode).toBe(400);
  });

  it("reports a revoked certificate even though its signature is genuine", async () => {
    const other = await issue("Sara Ahmed");
    const png = await t.app.inject({ method: "GET", url: `${other.imageUrl}?width=3200` });
    const otherLink = decodeQr(png.rawPayload)!;
    await t.db.updateTable("certificates").set({ revoked_at: new Date().toISOString() }).where("id", "=", other.id).execute();
    expect((await verify(otherLink)).json()).toMatchObject({ verified: false, live: "revoked", credential: { recipientName: "Sara Ahmed" } });
  });

  it("keeps verifying printed QRs after the issuer key rotates; the old key stays in the DID document", async () => {
    const before = await t.app.inject({ method: "GET", url: "/.well-known/did.json" });
    const oldKey = before.json().verificationMethod[0].publicKeyMultibase as string;
    const { publicKeyMultibase } = await rotateIssuerKey(t.db);
    expect(publicKeyMultibase).not.toBe(oldKey);
    expect((await verify(link)).json()).toMatchObject({ verified: true, credential: { recipientName: NAME } });
    const did = (await t.app.inject({ method: "GET", url: "/.well-known/did.json" })).json();
    expect(did.verificationMethod.map((m: { publicKeyMultibase: string }) => m.publicKeyMultibase)).toEqual([publicKeyMultibase, oldKey]);
    expect(did.assertionMethod).toHaveLength(2);
    expect(did.authentication).toHaveLength(1);
    // a new render signs with the new key, and verifies too
    const png = await t.app.inject({ method: "GET", url: `${cert.imageUrl}?width=3200` });
    const fresh = decodeQr(png.rawPayload)!;
    expect(fresh).not.toBe(link);
    expect((await verify(fresh)).json()).toMatchObject({ verified: true });
  });

  it("publishes the context and the CBOR-LD table, cacheable, to any origin", async () => {
    for (const url of ["/credentials/qr/v1", "/credentials/qr/cborld-table.json"]) {
      const res = await t.app.inject({ method: "GET", url, headers: { origin: "https://elsewhere.example" } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["access-control-allow-origin"]).toBe("*");
      expect(res.headers["cache-control"]).toMatch(/public, max-age=\d+/);
    }
    const table = (await t.app.inject({ method: "GET", url: "/credentials/qr/cborld-table.json" })).json();
    expect(table.typeTable.context["https://www.w3.org/ns/credentials/v2"]).toBe(1);
  });
});
