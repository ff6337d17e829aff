// The embeddable badge (issue 25 §4): a small page drawn by the server with React (no app bundle,
// no script), in the certificate's language and direction. It shows only what the public verify
// page shows: recipient, title, issuer statement, live status, and a link to that page.
import { createElement as h, type ReactElement } from "react";
import type { Locale } from "../../../shared/limits.ts";
import { t } from "../../i18n.ts";
import { noIndex, renderStandaloneDocument } from "../standalone-document.ts";

export type BadgeStatus = "valid" | "revoked" | "expired" | "unverified";

export interface BadgeView {
  lang: Locale;
  status: BadgeStatus;
  recipientName: string;
  title: string;
  /** the issuer sentence of the verify page (already translated) */
  issuer: string;
  verifyUrl: string;
  siteName: string;
  logoUrl: string;
}

const COLORS: Record<BadgeStatus, { fg: string; bg: string }> = {
  valid: { fg: "#0b5d3b", bg: "#dcf5e8" },
  revoked: { fg: "#8a1c1c", bg: "#fde2e2" },
  expired: { fg: "#7a4a00", bg: "#fdf0d5" },
  unverified: { fg: "#3f4650", bg: "#eceff3" },
};

// Logical properties only (inline-start/end), so one sheet serves Arabic and Latin badges.
function styles(status: BadgeStatus): string {
  const c = COLORS[status];
  return [
    "*{box-sizing:border-box}",
    "html,body{margin:0;background:transparent}",
    // A set line height: Arabic fonts' "normal" one is tall, and the badge must fit the documented
    // 200 px frame at 320–440 px wide (issue 33, e2e/embed-badge.test.ts measures it).
    "body{font-family:'Noto Sans Arabic','Segoe UI',Tahoma,system-ui,sans-serif;color:#1c2430;line-height:1.3}",
    ".badge{display:flex;gap:10px;align-items:flex-start;max-width:440px;margin:0;padding:10px 12px;border:1px solid #d9dee5;border-radius:14px;background:#fff}",
    ".logo{flex:none;width:40px;height:40px}",
    ".body{min-width:0;flex:1}",
    `.status{display:inline-block;padding-block:2px;padding-inline:10px;border-radius:999px;font-size:12px;font-weight:700;color:${c.fg};background:${c.bg}}`,
    // At most two lines each for the name and the title, one for the issuer: a long text is cut with
    // an ellipsis inside the frame rather than pushing the verify link out of it.
    ".name,.title{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;overflow-wrap:anywhere}",
    ".name{margin-block:4px 0;font-size:16px;font-weight:700}",
    ".title{margin:0;font-size:14px}",
    ".issuer{margin-block:2px 0;font-size:12px;color:#5b6573;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}",
    ".link{display:inline-flex;align-items:center;min-height:44px;font-size:14px;font-weight:600;color:#0f6b63}",
    ".link:focus-visible{outline:2px solid #0f6b63;outline-offset:2px}",
  ].join("");
}

function Badge(view: BadgeView): ReactElement {
  const say = (key: string, params: Record<string, string> = {}) => t(view.lang, `certificates:badge.${key}`, params);
  return h(
    "main",
    { className: "badge", "aria-label": say("label", { site: view.siteName }) },
    h("img", { className: "logo", src: view.logoUrl, alt: view.siteName, width: 44, height: 44 }),
    h(
      "div",
      { className: "body" },
      h("span", { className: "status" }, say(`status.${view.status}`)),
      h("p", { className: "name" }, h("bdi", null, view.recipientName)),
      h("p", { className: "title" }, view.title),
      h("p", { className: "issuer" }, h("bdi", null, view.issuer)),
      h("a", { className: "link", href: view.verifyUrl, target: "_blank", rel: "noopener noreferrer" }, say("verify")),
    ),
  );
}

/** The whole HTML document; `nonce` is the answer's CSP style nonce. */
export function renderBadgePage(view: BadgeView, nonce: string): string {
  return renderStandaloneDocument({
    lang: view.lang,
    title: t(view.lang, "certificates:badge.pageTitle", { title: view.title, name: view.recipientName }),
    styles: styles(view.status),
    nonce,
    head: [noIndex()],
    body: h("body", null, Badge(view)),
  });
}
