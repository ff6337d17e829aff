// The verify-by-upload page (issue 33 §5): a form that sends a baked certificate PNG as
// multipart/form-data and, on the answer, the result like the verify-by-code page says it: status,
// recipient, title, issuer, a link to the certificate's verify page. Drawn by the server with React,
// no script at all (the form works with JavaScript off); its one stylesheet is nonce'd.
import { createElement as h, type ReactElement } from "react";
import type { Locale } from "../../../shared/limits.ts";
import { t } from "../../i18n.ts";
import { noIndex, renderStandaloneDocument, siteIcon } from "../standalone-document.ts";

export type CheckOutcome =
  | { kind: "form" }
  | { kind: "certificate"; status: "valid" | "revoked" | "expired" | "unverified"; recipientName: string; title: string; issuer: string; verifyPath: string; revokedReason?: string }
  /** a valid credential signed by our key that is not one of our certificates (VC-API) */
  | { kind: "credential"; name: string }
  | { kind: "refused"; message: string };

export interface CheckPageView {
  lang: Locale;
  siteName: string;
  outcome: CheckOutcome;
  maxMegabytes: number;
}

const TONE = {
  good: { fg: "#0b5d3b", bg: "#dcf5e8" },
  bad: { fg: "#8a1c1c", bg: "#fde2e2" },
  warn: { fg: "#7a4a00", bg: "#fdf0d5" },
  plain: { fg: "#3f4650", bg: "#eceff3" },
};

function toneOf(outcome: CheckOutcome): keyof typeof TONE {
  if (outcome.kind === "refused") return "bad";
  if (outcome.kind === "credential") return "good";
  if (outcome.kind === "certificate") return outcome.status === "valid" ? "good" : outcome.status === "revoked" ? "bad" : outcome.status === "expired" ? "warn" : "plain";
  return "plain";
}

// Logical properties only, so one sheet serves Arabic (RTL) and Latin (LTR); 44 px touch targets.
function styles(outcome: CheckOutcome): string {
  const c = TONE[toneOf(outcome)];
  return [
    "*{box-sizing:border-box}",
    "body{margin:0;font-family:'Noto Sans Arabic','Segoe UI',Tahoma,system-ui,sans-serif;color:#1c2430;background:#f6f7f9;line-height:1.5}",
    "header{display:flex;align-items:center;min-height:56px;padding-inline:16px;background:#fff;border-block-end:1px solid #d9dee5}",
    "header a{display:inline-flex;align-items:center;min-height:44px;font-weight:800;color:#0f6b63;text-decoration:none}",
    "main{max-width:640px;margin-inline:auto;padding:24px 16px}",
    "h1{font-size:24px;margin-block:0 4px}",
    ".lead{margin-block:0 20px;color:#5b6573}",
    ".card{padding:20px;border:1px solid #d9dee5;border-radius:18px;background:#fff;margin-block-end:16px}",
    "label{display:block;font-weight:700;margin-block-end:8px}",
    "input[type=file]{display:block;width:100%;min-height:44px;padding:8px;border:1px dashed #9aa4b2;border-radius:12px;background:#fafbfc}",
    ".hint{font-size:13px;color:#5b6573;margin-block:6px 16px}",
    "button{min-height:44px;padding-inline:20px;border:0;border-radius:12px;background:#0f6b63;color:#fff;font:inherit;font-weight:700;cursor:pointer}",
    "button:focus-visible,a:focus-visible,input:focus-visible{outline:2px solid #0f6b63;outline-offset:2px}",
    `.status{display:inline-block;padding-block:2px;padding-inline:12px;border-radius:999px;font-size:14px;font-weight:700;color:${c.fg};background:${c.bg}}`,
    ".result p{margin-block:8px 0;overflow-wrap:anywhere}",
    ".name{font-size:18px;font-weight:700}",
    ".muted{color:#5b6573;font-size:14px}",
    ".link{display:inline-flex;align-items:center;min-height:44px;font-weight:600;color:#0f6b63}",
  ].join("");
}

function Result({ view }: { view: CheckPageView }): ReactElement | null {
  const say = (key: string, params: Record<string, string> = {}) => t(view.lang, `certificates:bakedCheck.${key}`, params);
  const o = view.outcome;
  if (o.kind === "form") return null;
  if (o.kind === "refused") {
    return h("section", { className: "card result", role: "alert", "data-testid": "baked-result", "data-outcome": "refused" }, h("span", { className: "status" }, say("refused")), h("p", null, o.message));
  }
  if (o.kind === "credential") {
    return h("section", { className: "card result", role: "status", "data-testid": "baked-result", "data-outcome": "credential" }, h("span", { className: "status" }, say("credentialValid")), h("p", { className: "name" }, h("bdi", null, o.name)));
  }
  return h(
    "section",
    { className: "card result", role: "status", "data-testid": "baked-result", "data-outcome": o.status },
    h("span", { className: "status" }, t(view.lang, `certificates:badge.status.${o.status}`)),
    h("p", { className: "name" }, h("bdi", null, o.recipientName)),
    h("p", null, h("bdi", null, o.title)),
    h("p", { className: "muted" }, h("bdi", null, o.issuer)),
    o.revokedReason ? h("p", { className: "muted" }, say("revokedReason", { reason: o.revokedReason })) : null,
    h("a", { className: "link", href: o.verifyPath }, say("openVerify")),
  );
}

function Page({ view }: { view: CheckPageView }): ReactElement {
  const say = (key: string, params: Record<string, string> = {}) => t(view.lang, `certificates:bakedCheck.${key}`, params);
  return h(
    "body",
    null,
    h("header", null, h("a", { href: "/" }, view.siteName)),
    h(
      "main",
      null,
      h("h1", null, say("title")),
      h("p", { className: "lead" }, say("lead")),
      h(Result, { view }),
      h(
        "form",
        { className: "card", method: "post", action: "/certificates/check-image", encType: "multipart/form-data" },
        h("label", { htmlFor: "baked-file" }, say("choose")),
        h("input", { id: "baked-file", type: "file", name: "file", accept: "image/png", required: true, "aria-describedby": "baked-hint" }),
        h("p", { id: "baked-hint", className: "hint" }, say("hint", { size: String(view.maxMegabytes) })),
        h("button", { type: "submit" }, say("submit")),
      ),
      h("a", { className: "link", href: "/certificates/verify" }, say("byCode")),
    ),
  );
}

/** The whole HTML document; `nonce` is the answer's CSP style nonce. */
export function renderCheckPage(view: CheckPageView, nonce: string): string {
  return renderStandaloneDocument({
    lang: view.lang,
    title: `${t(view.lang, "certificates:bakedCheck.title")} — ${view.siteName}`,
    styles: styles(view.outcome),
    nonce,
    head: [siteIcon(), noIndex()],
    body: h(Page, { view }),
  });
}
