// Privacy and terms pages: an admin's Markdown per language, or the default text shipped for that
// language (shared/i18n/*/pages.json), rendered with markdown-it with raw HTML turned off — tags are
// written out as text — links limited to http(s), mailto and paths on this site, images to this site.
import MarkdownIt from "markdown-it";
import type { Db } from "../../db/index.ts";
import { legalPagesInput, type LegalPage, type LegalPageAnswer, type LegalPagesSettings } from "../../../shared/api/pages.ts";
import type { Locale } from "../../../shared/limits.ts";
import arPages from "../../../shared/i18n/ar/pages.json" with { type: "json" };
import enPages from "../../../shared/i18n/en/pages.json" with { type: "json" };
import frPages from "../../../shared/i18n/fr/pages.json" with { type: "json" };
import { putSetting, getSetting } from "../../settings/store.ts";
import { safeRedirect } from "../../../shared/http/safe-redirect.ts";

export const LEGAL_PAGES_KEY = "legalPages";
const DEFAULTS: Record<Locale, { privacy: string; terms: string }> = { ar: arPages.defaults, en: enPages.defaults, fr: frPages.defaults };

const md = new MarkdownIt({ html: false, linkify: true, typographer: false });

/**
 * A path on this site: the same check as sign-in redirects (shared/http/safe-redirect.ts), so
 * "//evil.example", "/\evil.example" and their percent-encoded forms — off-site for a browser — fail.
 */
const isSitePath = (url: string) => safeRedirect(url, "") !== "";
const isLinkTarget = (url: string) => /^(https?:|mailto:)/i.test(url) || /^#[^\s]*$/.test(url) || isSitePath(url);
const defaultValidate = md.validateLink.bind(md);
md.validateLink = (url: string) => defaultValidate(url) && isLinkTarget(url.trim());
const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = String(tokens[idx].attrGet("href") ?? "");
  if (/^https?:/i.test(href)) tokens[idx].attrSet("rel", "nofollow noopener noreferrer");
  return defaultLinkOpen(tokens, idx, options, env, self);
};
// Images only from this site: the page's CSP would block a remote one anyway (a broken image), and
// fetching it would tell another server who reads the page. A remote image leaves its alt text.
const defaultImage = md.renderer.rules.image ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  if (isSitePath(String(token.attrGet("src") ?? ""))) return defaultImage(tokens, idx, options, env, self);
  return md.utils.escapeHtml(self.renderInlineAsText(token.children ?? [], options, env));
};

export function renderMarkdown(source: string): string {
  return md.render(source);
}

export async function getLegalPages(db: Db): Promise<LegalPagesSettings> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", LEGAL_PAGES_KEY).executeTakeFirst();
  try {
    const parsed = legalPagesInput.safeParse(row ? JSON.parse(row.value) : {});
    if (parsed.success) return parsed.data;
  } catch {
    /* defaults */
  }
  return legalPagesInput.parse({});
}

export async function putLegalPages(db: Db, body: unknown): Promise<LegalPagesSettings> {
  const value = legalPagesInput.parse(body);
  await putSetting(db, LEGAL_PAGES_KEY, value);
  return value;
}

export async function legalPage(db: Db, slug: LegalPage, locale: Locale): Promise<LegalPageAnswer> {
  const stored = (await getLegalPages(db))[slug][locale].trim();
  const general = await getSetting(db, "general");
  const site = general.siteName?.[locale] || general.siteName?.ar || "Bitaqa";
  const source = stored || DEFAULTS[locale][slug].replaceAll("{{site}}", site);
  return { slug, html: renderMarkdown(source), isDefault: !stored };
}
