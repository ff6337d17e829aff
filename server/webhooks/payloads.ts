// What an event's `data` says. Only what the public certificate page shows, plus ids a receiver can
// look things up by: never a recipient's e-mail address (except mail.failed, which is about it).
import type { CertificatesTable } from "../db/schema.ts";
import { certificateUrls } from "../../shared/certificates/urls.ts";

export function certificateEventData(publicUrl: string, row: Pick<CertificatesTable, "id" | "code" | "template_id" | "recipient_name" | "issued_at" | "expires_at" | "revoked_at" | "issued_by">) {
  const urls = certificateUrls(publicUrl, row.id, row.code);
  return {
    certificate: {
      id: row.id,
      code: urls.code,
      templateId: row.template_id,
      recipientName: row.recipient_name,
      issuedAt: row.issued_at,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
      issuedBy: row.issued_by ?? null,
      url: urls.viewUrl,
      verifyUrl: urls.verifyUrl,
      credentialUrl: urls.credentialUrl,
    },
  };
}
