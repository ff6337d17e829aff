// The HTML an issuer or holder pastes into a website or LMS page to show a certificate's live badge
// (server/web/badge: the one route other sites may frame). One builder for the admin settings and
// the certificate page, so both hand out the same markup.

/** Size that fits the badge in Arabic and Latin text without scrolling, also when a page narrows the
 * frame to 320 px (e2e/embed-badge.test.ts measures 320–440 px wide against this height). */
export const EMBED_BADGE_SIZE = { width: 440, height: 200 } as const;

export function embedBadgePath(certificateId: string): string {
  return `/embed/certificates/${encodeURIComponent(certificateId)}`;
}

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** `<iframe …>` for a certificate; `title` names the frame for screen readers. */
export function embedBadgeSnippet(origin: string, certificateId: string, title: string): string {
  const src = `${origin.replace(/\/+$/, "")}${embedBadgePath(certificateId)}`;
  const { width, height } = EMBED_BADGE_SIZE;
  return `<iframe src="${escapeAttr(src)}" title="${escapeAttr(title)}" width="${width}" height="${height}" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}
