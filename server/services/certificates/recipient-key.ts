// Who may ask for a wallet offer: the certificate's owner (session), or whoever holds the link of the
// certificate e-mail, which carries `?key=` — an HMAC of the certificate id with the server secret
// (the same on every instance). The public verify code and the certificate id are not enough.
import { createHmac, timingSafeEqual } from "node:crypto";

export function recipientKey(secret: string, certificateId: string): string {
  return createHmac("sha256", secret).update(`oid4vci-recipient:${certificateId}`).digest("base64url").slice(0, 32);
}

export function isRecipientKey(secret: string, certificateId: string, key: string | undefined): boolean {
  if (!key) return false;
  const expected = Buffer.from(recipientKey(secret, certificateId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page link sent in the certificate e-mail: opens the certificate with its "Add to wallet" block. */
export function walletPageUrl(publicUrl: string, secret: string, certificateId: string): string {
  return `${publicUrl}/certificate/${certificateId}?key=${recipientKey(secret, certificateId)}#wallet`;
}
