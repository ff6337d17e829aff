// "VC1-B…" (or a link ending in it) → the credential, verified offline against the issuer keys
// given. Never throws: every refusal is a result with a plain reason.
import { decode as cborldDecode } from "@digitalbazaar/cborld";
import { base32Decode, base58Decode, ed25519PublicKeyBytes } from "./codec.ts";
import { MULTIBASE_BASE32_UPPER, QR_PAYLOAD_PREFIX } from "./encode.ts";
import { QR_CREDENTIAL_TYPE, QR_CRYPTOSUITE, qrContextUrl, qrDocumentLoader, qrTypeTable, VC_V2_CONTEXT_URL, type QrCredential } from "./model.ts";
import { ed25519Verify, signedBytes } from "./proof.ts";

/** One verification method of the issuer (from its DID document; old keys stay listed). Give them
 * in the order of the published table's `issuerKeys` (oldest key first): the payload's issuer
 * identifiers are numbered in that order. */
export interface QrVerificationKey {
  id: string;
  controller: string;
  publicKeyMultibase: string;
}

export type QrRefusal = "malformed" | "tampered" | "unknown-key" | "expired";

export type QrVerification =
  | { verified: true; credential: QrCredential; verificationMethod: string }
  | { verified: false; reason: QrRefusal; credential?: QrCredential };

export interface QrVerifyOptions {
  keys: readonly QrVerificationKey[];
  now: Date;
  publicUrl: string;
}

/** The payload of a text that is either the payload or a link whose last path segment it is. */
export function qrPayloadOf(text: string): string {
  const trimmed = text.trim();
  const last = trimmed.slice(trimmed.lastIndexOf("/") + 1);
  return last.toUpperCase();
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string" && value.length > 0;
const ISO_SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** The credential fields of a decoded document, or null when it is not our credential's shape. */
function credentialOf(document: Record<string, unknown>, publicUrl: string): QrCredential | null {
  const context = document["@context"];
  if (!Array.isArray(context) || context.length !== 2 || context[0] !== VC_V2_CONTEXT_URL || context[1] !== qrContextUrl(publicUrl)) return null;
  const type = document.type;
  if (!Array.isArray(type) || type[0] !== "VerifiableCredential" || type[1] !== QR_CREDENTIAL_TYPE) return null;
  const issuer = document.issuer;
  const issuerId = isRecord(issuer) ? issuer.id : issuer;
  const subject = document.credentialSubject;
  if (!isText(issuerId) || !isRecord(subject) || !isText(subject.name) || !isText(subject.certificateCode)) return null;
  const { validFrom, validUntil } = document;
  if (!isText(validFrom) || !ISO_SECONDS.test(validFrom) || (validUntil !== undefined && (!isText(validUntil) || !ISO_SECONDS.test(validUntil)))) return null;
  const credential: QrCredential = { recipientName: subject.name, certificateCode: subject.certificateCode, issuer: issuerId, issuedAt: validFrom };
  if (validUntil !== undefined) credential.expiresAt = validUntil;
  if (subject.achievementName !== undefined) {
    if (!isText(subject.achievementName)) return null;
    credential.achievementName = subject.achievementName;
  }
  if (isRecord(issuer) && issuer.name !== undefined) {
    if (!isText(issuer.name)) return null;
    credential.issuerName = issuer.name;
  }
  const status = document.credentialStatus;
  if (status !== undefined) {
    if (!isRecord(status) || status.type !== "BitstringStatusListEntry" || status.statusPurpose !== "revocation") return null;
    const index = Number(status.statusListIndex);
    if (!isText(status.statusListIndex) || !/^\d{1,10}$/.test(status.statusListIndex) || !isText(status.statusListCredential)) return null;
    credential.status = { listUrl: status.statusListCredential, index };
  }
  return credential;
}

export async function decodeAndVerifyQrPayload(text: string, options: QrVerifyOptions): Promise<QrVerification> {
  try {
    return await decodeAndVerify(text, options);
  } catch {
    return { verified: false, reason: "malformed" };
  }
}

async function decodeAndVerify(text: string, { keys, now, publicUrl }: QrVerifyOptions): Promise<QrVerification> {
  const payload = qrPayloadOf(String(text));
  const head = QR_PAYLOAD_PREFIX + MULTIBASE_BASE32_UPPER;
  if (!payload.startsWith(head) || payload.length > 4000) return { verified: false, reason: "malformed" };
  const bytes = base32Decode(payload.slice(head.length));
  if (!bytes) return { verified: false, reason: "malformed" };
  let document: Record<string, unknown>;
  try {
    const issuerKeys = [...new Set(keys.map((key) => key.publicKeyMultibase))];
    document = await cborldDecode({ cborldBytes: bytes, documentLoader: qrDocumentLoader(publicUrl), typeTableLoader: () => qrTypeTable(publicUrl, issuerKeys) });
  } catch {
    return { verified: false, reason: "malformed" };
  }
  if (!isRecord(document)) return { verified: false, reason: "malformed" };
  const { proof, ...unsecured } = document;
  const credential = credentialOf(unsecured, publicUrl);
  if (!credential || !isRecord(proof)) return { verified: false, reason: "malformed" };
  const { proofValue, ...options } = proof;
  if (
    options.type !== "DataIntegrityProof" || options.cryptosuite !== QR_CRYPTOSUITE || options.proofPurpose !== "assertionMethod" ||
    !isText(options.verificationMethod) || !isText(proofValue) || !proofValue.startsWith("z") ||
    JSON.stringify(options["@context"]) !== JSON.stringify(unsecured["@context"])
  ) {
    return { verified: false, reason: "malformed" };
  }
  const signature = base58Decode(proofValue.slice(1));
  if (!signature || signature.length !== 64) return { verified: false, reason: "malformed" };
  const key = keys.find((candidate) => candidate.id === options.verificationMethod && candidate.controller === credential.issuer);
  const publicKey = key ? ed25519PublicKeyBytes(key.publicKeyMultibase) : null;
  if (!key || !publicKey) return { verified: false, reason: "unknown-key" };
  if (!(await ed25519Verify(publicKey, signature, await signedBytes(options, unsecured)))) return { verified: false, reason: "tampered" };
  if (credential.expiresAt && Date.parse(credential.expiresAt) <= now.getTime()) return { verified: false, reason: "expired", credential };
  return { verified: true, credential, verificationMethod: key.id };
}
