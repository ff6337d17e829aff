// The page a person reaches at an achievement's id (issue 33 §4): its name, description and
// criteria as the certificates state them, in their own language and direction, framed by the
// visitor's language. Drawn by the server with React, no script; one nonce'd stylesheet.
import { createElement as h, type ReactElement } from "react";
import type { Locale } from "../../../shared/limits.ts";
import { t } from "../../i18n.ts";
import { renderStandaloneDocument, siteIcon } from "../standalone-document.ts";

export interface AchievementView {
  lang: Locale;
  siteName: string;
  /** the achievement's own language (its texts stay in it) */
  contentLang: string;
  name: string;
  description: string;
  criteria: string;
  /** an unverified creator's name, as typed */
  creator?: string;
  jsonPath: string;
}

const STYLES = [
  "*{box-sizing:border-box}",
  "body{margin:0;font-family:'Noto Sans Arabic','Segoe UI',Tahoma,system-ui,sans-serif;color:#1c2430;background:#f6f7f9;line-height:1.6}",
  "header{display:flex;align-items:center;min-height:56px;padding-inline:16px;background:#fff;border-block-end:1px solid #d9dee5}",
  "header a{display:inline-flex;align-items:center;min-height:44px;font-weight:800;color:#0f6b63;text-decoration:none}",
  "main{max-width:720px;margin-inline:auto;padding:24px 16px}",
  ".kind{display:inline-block;padding-inline:12px;border-radius:999px;background:#dcf5e8;color:#0b5d3b;font-size:13px;font-weight:700}",
  "h1{font-size:26px;margin-block:8px 16px;overflow-wrap:anywhere}",
  ".card{padding:20px;border:1px solid #d9dee5;border-radius:18px;background:#fff;margin-block-end:16px}",
  "h2{font-size:15px;margin-block:0 6px;color:#5b6573}",
  ".card p{margin:0;overflow-wrap:anywhere;white-space:pre-line}",
  ".note{font-size:14px;color:#5b6573}",
  ".link{display:inline-flex;align-items:center;min-height:44px;font-weight:600;color:#0f6b63}",
  "a:focus-visible{outline:2px solid #0f6b63;outline-offset:2px}",
].join("");

function Page({ view }: { view: AchievementView }): ReactElement {
  const say = (key: string, params: Record<string, string> = {}) => t(view.lang, `certificates:achievement.${key}`, params);
  const dir = view.contentLang === "ar" ? "rtl" : "ltr";
  const own = { lang: view.contentLang, dir };
  return h(
    "body",
    null,
    h("header", null, h("a", { href: "/" }, view.siteName)),
    h(
      "main",
      null,
      h("span", { className: "kind" }, say("kind")),
      h("h1", own, view.name),
      h("section", { className: "card" }, h("h2", null, say("description")), h("p", own, view.description)),
      h("section", { className: "card" }, h("h2", null, say("criteria")), h("p", own, view.criteria)),
      view.creator ? h("p", { className: "note" }, say("creator"), " ", h("bdi", null, view.creator)) : null,
      h("p", { className: "note" }, say("about", { site: view.siteName })),
      h("a", { className: "link", href: view.jsonPath, type: "application/ld+json" }, say("json")),
    ),
  );
}

/** The whole HTML document; `nonce` is the answer's CSP style nonce. */
export function renderAchievementPage(view: AchievementView, nonce: string): string {
  return renderStandaloneDocument({
    lang: view.lang,
    title: `${view.name} — ${view.siteName}`,
    styles: STYLES,
    nonce,
    head: [siteIcon(), h("link", { key: "json", rel: "alternate", type: "application/ld+json", href: view.jsonPath })],
    body: h(Page, { view }),
  });
}
