// Proof of possession (OpenID4VCI 1.0 §8.2.1.1, proof type "jwt"): a JWT of type
// openid4vci-proof+jwt, signed by the holder's key, for our issuer (aud), recent (iat), carrying a
// c_nonce we gave out. Every JWT check is jose's; this file only picks the key.
import { decodeProtectedHeader, errors as joseErrors, importJWK, jwtVerify, type JWK } from "jose";
import { holderKeyFromHeader, type HolderKey } from "./holder-did.ts";

export const PROOF_TYP = "openid4vci-proof+jwt";
export const PROOF_ALGS = ["EdDSA", "Ed25519", "ES256"];

export type ProofCheck = { ok: true; holder: HolderKey; nonce: string } | { ok: false; error: "invalid_proof" | "invalid_nonce"; description: string };

export async function verifyProofJwt(jwt: string, audience: string, now = new Date()): Promise<ProofCheck> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(jwt);
  } catch {
    return { ok: false, error: "invalid_proof", description: "not a JWT" };
  }
  if (header.typ !== PROOF_TYP) return { ok: false, error: "invalid_proof", description: `typ must be ${PROOF_TYP}` };
  if (!header.alg || !PROOF_ALGS.includes(header.alg)) return { ok: false, error: "invalid_proof", description: `alg must be one of ${PROOF_ALGS.join(", ")}` };
  const holder = holderKeyFromHeader({ kid: header.kid, jwk: header.jwk as JWK | undefined });
  if (!holder) return { ok: false, error: "invalid_proof", description: "kid must be a did:key or did:jwk URL (or a jwk header)" };
  let payload: Record<string, unknown>;
  try {
    const key = await importJWK(holder.jwk, header.alg);
    ({ payload } = await jwtVerify(jwt, key, { typ: PROOF_TYP, audience, algorithms: PROOF_ALGS, currentDate: now, maxTokenAge: "10m", clockTolerance: 60 }));
  } catch (error) {
    const what = error instanceof joseErrors.JOSEError ? error.code : "key";
    return { ok: false, error: "invalid_proof", description: `proof JWT refused (${what})` };
  }
  if (typeof payload.nonce !== "string" || !payload.nonce) return { ok: false, error: "invalid_nonce", description: "the proof carries no c_nonce" };
  return { ok: true, holder, nonce: payload.nonce };
}
