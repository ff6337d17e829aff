// GET /api/credentials/qr/verify/{payload}: what the QR link proves by itself (signature, expiry,
// against our keys, old ones included), then the live status we know for that certificate code.
import type { Db } from "../../db/index.ts";
import { parseCode } from "../../../shared/certificates/code.ts";
import { decodeAndVerifyQrPayload, type QrCredential, type QrRefusal } from "../../../shared/credentials/qr/index.ts";
import { getIssuer } from "../issuer/issuer.ts";
import { certificateStatus, getCertificateByCode } from "./get-certificate.ts";
import { qrVerificationKeys } from "./qr-credential.ts";

export type QrLiveStatus = "valid" | "revoked" | "expired" | "unknown";

export interface QrVerifyAnswer {
  verified: boolean;
  reason?: QrRefusal;
  /** Present when the signature is ours (verified, or verified but expired). */
  credential?: QrCredential;
  /** What our records say now; "unknown" when we could not tell. */
  live?: QrLiveStatus;
  /** The certificate's page path, when it is still on record. */
  certificatePath?: string;
  /** False when nobody vouched for who issued it (made by a visitor or an unverified user): our key
   * signs every certificate made here, so the signature alone does not vouch for the issuer. */
  issuerVerified?: boolean;
  checkedAt: string;
}

export async function verifyQrPayload(db: Db, publicUrl: string, payload: string, now = new Date()): Promise<QrVerifyAnswer> {
  const issuer = await getIssuer(db, publicUrl);
  const result = await decodeAndVerifyQrPayload(payload, { keys: qrVerificationKeys(issuer), now, publicUrl });
  const checkedAt = now.toISOString();
  if (!result.verified && result.reason !== "expired") return { verified: false, reason: result.reason, checkedAt };
  const credential = result.credential!;
  const parsed = parseCode(credential.certificateCode);
  const row = parsed.ok ? await getCertificateByCode(db, parsed.normalized) : undefined;
  // A signed code we no longer hold was deleted, and its status-list bit says revoked (status-lists.ts).
  const live: QrLiveStatus = row ? certificateStatus(row, now) : credential.status ? "revoked" : "unknown";
  const answer: QrVerifyAnswer = { verified: result.verified, credential, live, checkedAt };
  if (!result.verified) answer.reason = result.reason;
  else if (live === "revoked") answer.verified = false;
  if (row) {
    answer.certificatePath = `/certificate/${row.id}`;
    answer.issuerVerified = row.issuer_verified !== 0;
  }
  return answer;
}
