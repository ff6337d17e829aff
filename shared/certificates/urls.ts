// Every URL of a certificate in one place. Page and API paths are relative; verifyUrl and the
// credential's URLs are absolute (from PUBLIC_URL) because they are printed and signed.
import { formatCode } from "./code.ts";

export function certificateUrls(publicUrl: string, id: string, normalizedCode: string) {
  const code = formatCode(normalizedCode);
  return {
    code,
    verifyPath: `/certificates/verify/${code}`,
    verifyUrl: `${publicUrl}/certificates/verify/${code}`,
    previewPath: `/certificates/preview/${id}`,
    viewPath: `/certificate/${id}`,
    viewUrl: `${publicUrl}/certificate/${id}`,
    imageUrl: `/api/certificates/${id}/image.png`,
    pdfUrl: `/api/certificates/${id}/document.pdf`,
    downloadUrl: `/api/certificates/${id}/document.pdf?download=1`,
    credentialPath: `/api/certificates/${id}/credential.json`,
    credentialUrl: `${publicUrl}/api/certificates/${id}/credential.json`,
    absoluteImageUrl: `${publicUrl}/api/certificates/${id}/image.png`,
  };
}

/** The credential id is its own URL; answers the certificate id for one of ours, else undefined. */
export function certificateIdFromCredentialId(publicUrl: string, credentialId: string): string | undefined {
  const prefix = `${publicUrl}/api/certificates/`;
  if (!credentialId.startsWith(prefix)) return undefined;
  const m = /^([A-Za-z0-9_-]{16,64})\/credential\.json$/.exec(credentialId.slice(prefix.length));
  return m?.[1];
}

/** The issuer's logo in credentials (issuer and achievement image): a stable public URL. */
export function issuerLogoUrl(publicUrl: string): string {
  return `${publicUrl}/api/credentials/issuer-logo.png`;
}
