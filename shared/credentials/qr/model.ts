// The compact credential a printed QR carries (issue 34), as W3C VC 2.0 JSON-LD, and the CBOR-LD
// context and type tables that compress it. The vocabulary context and the compression table are
// published by the platform at `qrContextUrl(publicUrl)` / `qrCompressionTableUrl(publicUrl)`
// so that any CBOR-LD 1.0 decoder can read the payload (docs/credentials.md).
import { contexts as credentialContexts } from "@digitalbazaar/credentials-context";

export const VC_V2_CONTEXT_URL = "https://www.w3.org/ns/credentials/v2";
export const QR_CREDENTIAL_TYPE = "BitaqaCertificateCredential";
export const QR_CRYPTOSUITE = "eddsa-jcs-2022";
/** CBOR-LD 1.0 registry entry of our compression table (not in the public registry: the table is
 * served by each deployment at qrCompressionTableUrl). */
export const QR_REGISTRY_ENTRY_ID = 1034;

/** What the QR proves. Dates are ISO 8601 UTC to the second; `issuer` is the issuer's DID. */
export interface QrCredential {
  recipientName: string;
  certificateCode: string;
  issuer: string;
  issuedAt: string;
  expiresAt?: string;
  achievementName?: string;
  issuerName?: string;
  status?: { listUrl: string; index: number };
}

export type QrOptionalField = "issuerName" | "achievementName";
/** Dropped in this order when the QR would be too large; never the proof or the fields above. */
export const QR_OPTIONAL_FIELDS: readonly QrOptionalField[] = ["issuerName", "achievementName"];

function base(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, "");
}
export function qrContextUrl(publicUrl: string): string {
  return `${base(publicUrl)}/credentials/qr/v1`;
}
export function qrCompressionTableUrl(publicUrl: string): string {
  return `${base(publicUrl)}/credentials/qr/cborld-table.json`;
}

/** Our terms (VC 2.0 already defines `name`, `issuer`, `validFrom`, the status entry, the proof). */
export function qrContextDocument(publicUrl: string): { "@context": Record<string, unknown> } {
  const vocab = `${base(publicUrl)}/credentials/qr/vocab#`;
  return {
    "@context": {
      "@protected": true,
      [QR_CREDENTIAL_TYPE]: `${vocab}${QR_CREDENTIAL_TYPE}`,
      achievementName: `${vocab}achievementName`,
      certificateCode: `${vocab}certificateCode`,
    },
  };
}

type TypeTable = Map<string, Map<string, number>>;

/** did:web of a public URL (did:web method §3.2: host, %3A before a port, path segments by ":"). */
export function qrDidWeb(publicUrl: string): string {
  const url = new URL(publicUrl);
  const host = url.port ? `${url.hostname}%3A${url.port}` : url.hostname;
  return ["did:web", host, ...url.pathname.split("/").filter(Boolean).map((s) => s.replaceAll(":", "%3A"))].join(":");
}

/** The issuer's identifiers the table abbreviates: for each key, oldest first, its did:key, its
 * did:key method and its did:web method — 3 bytes each instead of 35 to 70. */
function issuerUrls(publicUrl: string, issuerKeys: readonly string[]): Map<string, number> {
  const didWeb = qrDidWeb(publicUrl);
  const urls = new Map<string, number>([[didWeb, 1]]);
  issuerKeys.forEach((key, i) => {
    urls.set(`did:key:${key}`, 100 + 3 * i);
    urls.set(`did:key:${key}#${key}`, 101 + 3 * i);
    urls.set(`${didWeb}#${key}`, 102 + 3 * i);
  });
  return urls;
}

/**
 * The CBOR-LD type table of QR_REGISTRY_ENTRY_ID. Append-only: printed QRs use these numbers, so
 * `issuerKeys` (Ed25519 Multikey public keys) are in the order the issuer first used them, oldest
 * first, retired keys included; a rotation appends one.
 */
export function qrTypeTable(publicUrl: string, issuerKeys: readonly string[] = []): TypeTable {
  return new Map([
    ["context", new Map([[VC_V2_CONTEXT_URL, 1], [qrContextUrl(publicUrl), 2]])],
    ["url", issuerUrls(publicUrl, issuerKeys)],
    ["none", new Map([["revocation", 1]])],
    ["https://w3id.org/security#cryptosuiteString", new Map([[QR_CRYPTOSUITE, 1]])],
  ]);
}

/** The table as published (JSON has no Map): `{ registryEntryId, typeTable: { type: { value: n } } }`. */
export function qrCompressionTableJson(publicUrl: string, issuerKeys: readonly string[] = []): { registryEntryId: number; issuerKeys: string[]; typeTable: Record<string, Record<string, number>> } {
  const typeTable: Record<string, Record<string, number>> = {};
  for (const [type, values] of qrTypeTable(publicUrl, issuerKeys)) typeTable[type] = Object.fromEntries(values);
  return { registryEntryId: QR_REGISTRY_ENTRY_ID, issuerKeys: [...issuerKeys], typeTable };
}

/** Resolves exactly the two contexts a QR credential uses; anything else is an error, never a fetch. */
export function qrDocumentLoader(publicUrl: string) {
  const own = qrContextUrl(publicUrl);
  return async (url: string) => {
    if (url === own) return { document: qrContextDocument(publicUrl), documentUrl: url, contextUrl: null };
    const vc = url === VC_V2_CONTEXT_URL ? credentialContexts.get(url) : undefined;
    if (vc) return { document: vc, documentUrl: url, contextUrl: null };
    throw new Error(`Unknown context ${url}`);
  };
}

/** Seconds precision: CBOR-LD stores such xsd:dateTime values as an integer, others as text. */
export function qrDate(value: string | Date): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The unsigned VC 2.0 document of a credential. */
export function qrCredentialDocument(credential: QrCredential, publicUrl: string): Record<string, unknown> {
  const subject: Record<string, unknown> = { name: credential.recipientName, certificateCode: credential.certificateCode };
  if (credential.achievementName) subject.achievementName = credential.achievementName;
  const document: Record<string, unknown> = {
    "@context": [VC_V2_CONTEXT_URL, qrContextUrl(publicUrl)],
    type: ["VerifiableCredential", QR_CREDENTIAL_TYPE],
    issuer: credential.issuerName ? { id: credential.issuer, name: credential.issuerName } : credential.issuer,
    validFrom: qrDate(credential.issuedAt),
    credentialSubject: subject,
  };
  if (credential.expiresAt) document.validUntil = qrDate(credential.expiresAt);
  if (credential.status) {
    document.credentialStatus = {
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: String(credential.status.index),
      statusListCredential: credential.status.listUrl,
    };
  }
  return document;
}
