// The signed credential a certificate's printed QR carries (issue 34), from the certificate row and
// its stored credential (issuer name, achievement name, status entry), signed by the issuer's current
// key; and the keys a QR is verified against: every verification method of our DID documents, the
// retired ones included, so a printed QR outlives a key rotation.
import type { Db } from "../../db/index.ts";
import type { CertificatesTable } from "../../db/schema.ts";
import type { Issuer } from "../../credentials/index.ts";
import { formatCode } from "../../../shared/certificates/code.ts";
import { qrDate, type QrCredential, type QrVerificationKey } from "../../../shared/credentials/qr/index.ts";
import { fitQrLink, type FittedQrLink } from "../../../shared/credentials/qr/fit.ts";
import { getIssuer } from "../issuer/issuer.ts";

type Row = Pick<CertificatesTable, "code" | "recipient_name" | "issued_at" | "expires_at" | "credential">;

function storedCredential(json: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value : undefined);

/** What the QR states about a certificate; the issuer is the DID that signs it now. */
export function certificateQrCredential(row: Row, issuerDid: string): QrCredential {
  const stored = storedCredential(row.credential);
  const issuer = stored.issuer as { name?: unknown } | undefined;
  const subject = stored.credentialSubject as { achievement?: { name?: unknown } } | undefined;
  const status = stored.credentialStatus as { statusListCredential?: unknown; statusListIndex?: unknown } | undefined;
  const credential: QrCredential = {
    recipientName: row.recipient_name,
    certificateCode: formatCode(row.code),
    issuer: issuerDid,
    issuedAt: qrDate(row.issued_at),
  };
  if (row.expires_at) credential.expiresAt = qrDate(row.expires_at);
  const achievementName = text(subject?.achievement?.name);
  if (achievementName) credential.achievementName = achievementName;
  const issuerName = text(typeof issuer === "object" && issuer ? issuer.name : undefined);
  if (issuerName) credential.issuerName = issuerName;
  const listUrl = text(status?.statusListCredential);
  const index = Number(status?.statusListIndex);
  if (listUrl && Number.isInteger(index) && index >= 0) credential.status = { listUrl, index };
  return credential;
}

/** The link printed in a certificate's QR (its optional fields dropped if it would be too large).
 * `issuer`: the one of the moment, when the caller holds it already (a bulk slice reads it once). */
export async function certificateQrLink(db: Db, publicUrl: string, row: Row, issuer?: Issuer): Promise<FittedQrLink> {
  issuer ??= await getIssuer(db, publicUrl);
  const signer = { id: issuer.verificationMethodId, sign: (args: { data: Uint8Array }) => issuer.signer.sign(args) };
  return fitQrLink(certificateQrCredential(row, issuer.did), { signer, publicUrl, issuerKeys: qrIssuerKeys(issuer) });
}

/** Our public keys in the order they were first used (retired ones, oldest first, then the current
 * one): the order of the published CBOR-LD table's issuer identifiers. */
export function qrIssuerKeys(issuer: Issuer): string[] {
  return [...issuer.retiredDidKeys.map((document) => document.verificationMethod[0].publicKeyMultibase), issuer.publicKeyMultibase];
}

/** Every assertion method of our DID documents (each key as did:key and, with a public URL, as
 * did:web), retired keys included, in qrIssuerKeys order. */
export function qrVerificationKeys(issuer: Issuer): QrVerificationKey[] {
  const keys: QrVerificationKey[] = [];
  for (const key of qrIssuerKeys(issuer)) {
    const didKey = `did:key:${key}`;
    keys.push({ id: `${didKey}#${key}`, controller: didKey, publicKeyMultibase: key });
    if (issuer.didWeb) keys.push({ id: `${issuer.didWeb.did}#${key}`, controller: issuer.didWeb.did, publicKeyMultibase: key });
  }
  return keys;
}
