// Links in our e-mails carry ?via=email, so the page they open counts as "mail_opened"
// (./page-events.ts). Only a count is kept: no per-recipient token, nothing that tracks a person.
export const MAIL_LINK_PARAM = "via";
export const MAIL_LINK_VALUE = "email";

/** The URL with ?via=email added (before any #fragment; other parameters kept). */
export function mailLink(url: string): string {
  const hash = url.indexOf("#");
  const base = hash >= 0 ? url.slice(0, hash) : url;
  const fragment = hash >= 0 ? url.slice(hash) : "";
  return `${base}${base.includes("?") ? "&" : "?"}${MAIL_LINK_PARAM}=${MAIL_LINK_VALUE}${fragment}`;
}
