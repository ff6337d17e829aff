// The holder's DID from a proof JWT's `kid` (did:key or did:jwk URL) or `jwk` header (→ did:jwk),
// and its public key as a JWK for jose. did:key: Ed25519 (z6Mk…) and P-256 (zDn…).
import { createPublicKey } from "node:crypto";
import type { JWK } from "jose";
import { base58Decode } from "../../shared/credentials/qr/codec.ts";

// DER prefix of a P-256 SubjectPublicKeyInfo holding a 33-byte compressed point.
const P256_COMPRESSED_SPKI = Buffer.from("3039301306072a8648ce3d020106082a8648ce3d030107032200", "hex");

function didKeyJwk(did: string): JWK | undefined {
  const id = did.slice("did:key:".length);
  if (!id.startsWith("z")) return undefined;
  const bytes = base58Decode(id.slice(1));
  if (!bytes) return undefined;
  if (bytes[0] === 0xed && bytes[1] === 0x01 && bytes.length === 34) {
    return { kty: "OKP", crv: "Ed25519", x: Buffer.from(bytes.subarray(2)).toString("base64url") };
  }
  if (bytes[0] === 0x80 && bytes[1] === 0x24 && bytes.length === 35) {
    try {
      return createPublicKey({ key: Buffer.concat([P256_COMPRESSED_SPKI, bytes.subarray(2)]), format: "der", type: "spki" }).export({ format: "jwk" }) as JWK;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function didJwkJwk(did: string): JWK | undefined {
  try {
    const jwk = JSON.parse(Buffer.from(did.slice("did:jwk:".length), "base64url").toString("utf8")) as unknown;
    if (!jwk || typeof jwk !== "object" || Array.isArray(jwk)) return undefined;
    const k = jwk as JWK;
    // A public key only: a JWK carrying private parts is refused rather than trusted.
    if (typeof k.kty !== "string" || "d" in k) return undefined;
    return k;
  } catch {
    return undefined;
  }
}

export interface HolderKey {
  did: string;
  jwk: JWK;
}

/** From the protected header of a proof JWT; undefined when it names no key we can resolve. */
export function holderKeyFromHeader(header: { kid?: string; jwk?: JWK }): HolderKey | undefined {
  if (header.kid && header.jwk) return undefined; // the spec allows one of them, not both
  if (header.jwk) {
    const { d: _private, ...pub } = header.jwk;
    if (_private !== undefined) return undefined;
    const did = `did:jwk:${Buffer.from(JSON.stringify(pub)).toString("base64url")}`;
    return { did, jwk: pub };
  }
  const kid = header.kid;
  if (!kid || kid.length > 2048) return undefined;
  const [did, fragment] = kid.split("#", 2);
  if (!did) return undefined;
  if (did.startsWith("did:key:")) {
    // did:key's only verification method is the key itself: #<same multibase value>.
    if (fragment !== undefined && fragment !== did.slice("did:key:".length)) return undefined;
    const jwk = didKeyJwk(did);
    return jwk && { did, jwk };
  }
  if (did.startsWith("did:jwk:")) {
    if (fragment !== undefined && fragment !== "0") return undefined;
    const jwk = didJwkJwk(did);
    return jwk && { did, jwk };
  }
  return undefined;
}
