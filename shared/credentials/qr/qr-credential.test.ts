import { describe, expect, it } from "vitest";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { decode as cborldDecode } from "@digitalbazaar/cborld";
import { base32Decode, base32Encode, canonicalJson } from "./codec.ts";
import { decodeAndVerifyQrPayload, encodeQrPayload, qrDocumentLoader, qrLink, qrPayloadOf, qrTypeTable, type QrCredential, type QrVerificationKey } from "./index.ts";

const PUBLIC_URL = "https://bitaqa.example";

async function issuerKey() {
  const pair = await Ed25519Multikey.generate();
  const did = `did:key:${pair.publicKeyMultibase}`;
  const id = `${did}#${pair.publicKeyMultibase}`;
  const signer = { id, sign: (args: { data: Uint8Array }) => pair.signer().sign(args) };
  const key: QrVerificationKey = { id, controller: did, publicKeyMultibase: pair.publicKeyMultibase };
  return { did, signer, key };
}

const longArabic: Omit<QrCredential, "issuer"> = {
  recipientName: "عبدُ الرَّحمنِ بنُ محمّدِ بنِ عبدِ اللهِ آلِ الشَّيخِ ٣ 2",
  achievementName: "شهادة إتمام برنامج القيادة التنفيذية في إدارة المشاريع الرقمية ٢٠٢٦ (المستوى 3)",
  issuerName: "أكاديمية بطاقة",
  certificateCode: "7KQ2M-9XD4H-RTP3C",
  issuedAt: "2026-11-28T10:15:00Z",
  expiresAt: "2031-11-28T00:00:00Z",
  status: { listUrl: "https://bitaqa.example/api/status-lists/3f2a9c", index: 40123 },
};

describe("QR credential", () => {
  it("round-trips a long three-part Arabic name with diacritics and mixed digits exactly", async () => {
    const { did, signer, key } = await issuerKey();
    const credential = { ...longArabic, issuer: did };
    const { payload } = await encodeQrPayload(credential, { signer, publicUrl: PUBLIC_URL });
    expect(payload).toMatch(/^VC1-B[A-Z2-7]+$/);
    const result = await decodeAndVerifyQrPayload(payload, { keys: [key], now: new Date("2027-01-01T00:00:00Z"), publicUrl: PUBLIC_URL });
    expect(result).toEqual({ verified: true, credential, verificationMethod: key.id });
  });

  it("verifies from the link as printed, the whole link alphanumeric", async () => {
    const { did, signer, key } = await issuerKey();
    const { payload } = await encodeQrPayload({ ...longArabic, issuer: did }, { signer, publicUrl: PUBLIC_URL });
    const link = qrLink(PUBLIC_URL, payload);
    expect(link).toMatch(/^HTTPS:\/\/BITAQA\.EXAMPLE\/V\/VC1-B[A-Z2-7]+$/);
    expect(qrPayloadOf(link)).toBe(payload);
    const result = await decodeAndVerifyQrPayload(link, { keys: [key], now: new Date("2027-01-01T00:00:00Z"), publicUrl: PUBLIC_URL });
    expect(result.verified).toBe(true);
  });

  it("refuses one character changed anywhere, another key, an expired credential and garbage, without throwing", async () => {
    const { did, signer, key } = await issuerKey();
    const other = await issuerKey();
    const now = new Date("2027-01-01T00:00:00Z");
    const { payload } = await encodeQrPayload({ ...longArabic, issuer: did }, { signer, publicUrl: PUBLIC_URL });
    const body = payload.slice(5);
    for (let i = 0; i < body.length; i += 7) {
      const changed = `VC1-B${body.slice(0, i)}${body[i] === "A" ? "B" : "A"}${body.slice(i + 1)}`;
      const result = await decodeAndVerifyQrPayload(changed, { keys: [key], now, publicUrl: PUBLIC_URL });
      expect(result.verified, `position ${i}`).toBe(false);
      if (!result.verified) expect(["tampered", "malformed", "unknown-key"]).toContain(result.reason);
    }
    // the issuer's key swapped for another: the signature is not ours
    const forged = await encodeQrPayload({ ...longArabic, issuer: did }, { signer: { ...other.signer, id: key.id }, publicUrl: PUBLIC_URL });
    expect(await decodeAndVerifyQrPayload(forged.payload, { keys: [key], now, publicUrl: PUBLIC_URL })).toEqual({ verified: false, reason: "tampered" });
    // signed by a key the issuer does not list
    const stranger = await encodeQrPayload({ ...longArabic, issuer: other.did }, { signer: other.signer, publicUrl: PUBLIC_URL });
    expect(await decodeAndVerifyQrPayload(stranger.payload, { keys: [key], now, publicUrl: PUBLIC_URL })).toEqual({ verified: false, reason: "unknown-key" });
    const expired = await decodeAndVerifyQrPayload(payload, { keys: [key], now: new Date("2032-01-01T00:00:00Z"), publicUrl: PUBLIC_URL });
    expect(expired).toMatchObject({ verified: false, reason: "expired", credential: { recipientName: longArabic.recipientName } });
    for (const junk of ["", "VC1-", "VC1-B", "VC1-B1", "hello", "VC1-BAAAA", `VC1-B${base32Encode(new Uint8Array([0xd9, 0xcb, 0x1d]))}`, "x".repeat(10000)]) {
      expect(await decodeAndVerifyQrPayload(junk, { keys: [key], now, publicUrl: PUBLIC_URL })).toEqual({ verified: false, reason: "malformed" });
    }
  });

  it("keeps verifying QRs signed with an older key while it stays listed", async () => {
    const old = await issuerKey();
    const current = await issuerKey();
    const { payload } = await encodeQrPayload({ ...longArabic, issuer: old.did }, { signer: old.signer, publicUrl: PUBLIC_URL });
    const result = await decodeAndVerifyQrPayload(payload, { keys: [current.key, old.key], now: new Date("2027-01-01T00:00:00Z"), publicUrl: PUBLIC_URL });
    expect(result.verified).toBe(true);
  });

  it("writes CBOR-LD 1.0 (tag 0xcb1d) that @digitalbazaar/cborld decodes to the signed credential", async () => {
    const { did, signer } = await issuerKey();
    const { payload, bytes } = await encodeQrPayload({ ...longArabic, issuer: did }, { signer, publicUrl: PUBLIC_URL });
    const cbor = base32Decode(payload.slice(5))!;
    expect(cbor.length).toBe(bytes);
    expect([...cbor.slice(0, 3)]).toEqual([0xd9, 0xcb, 0x1d]);
    const document = await cborldDecode({ cborldBytes: cbor, documentLoader: qrDocumentLoader(PUBLIC_URL), typeTableLoader: () => qrTypeTable(PUBLIC_URL) });
    expect(document).toMatchObject({ credentialSubject: { name: longArabic.recipientName }, proof: { cryptosuite: "eddsa-jcs-2022" } });
  });

  it("base32 and JCS follow their RFCs", () => {
    expect(base32Encode(new TextEncoder().encode("foobar"))).toBe("MZXW6YTBOI");
    expect(new TextDecoder().decode(base32Decode("MZXW6YTBOI")!)).toBe("foobar");
    expect(base32Decode("MZXW6YTBOJ")).toBeNull();
    expect(canonicalJson({ b: [1, "é"], a: { d: 1e21, c: null } })).toBe('{"a":{"c":null,"d":1e+21},"b":[1,"é"]}');
  });
});

describe("QR credential size", () => {
  it("abbreviates the issuer's identifiers through the table (each key, oldest first)", async () => {
    const { did, signer, key } = await issuerKey();
    const old = await issuerKey();
    const issuerKeys = [old.key.publicKeyMultibase, key.publicKeyMultibase];
    const plain = await encodeQrPayload({ ...longArabic, issuer: did }, { signer, publicUrl: PUBLIC_URL });
    const short = await encodeQrPayload({ ...longArabic, issuer: did }, { signer, publicUrl: PUBLIC_URL, issuerKeys });
    expect(plain.bytes - short.bytes).toBeGreaterThan(90);
    const result = await decodeAndVerifyQrPayload(short.payload, { keys: [old.key, key], now: new Date("2027-01-01T00:00:00Z"), publicUrl: PUBLIC_URL });
    expect(result.verified).toBe(true);
  });
});
