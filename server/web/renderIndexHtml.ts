// Fills the built index.html with <html lang dir> and search/social meta tags. Pure: template in,
// HTML out. Every inserted value is HTML-escaped.
import type { SeoFields } from "../../shared/api/seo.ts";
import type { BootView } from "./boot-view.ts";
import { RTL_LOCALES, type Locale } from "../../shared/limits.ts";

export interface PageMeta {
  locale: Locale;
  /** Absolute URL of this page (no query string). */
  url: string;
  /** Absolute base URL of the site, used to absolutise a relative og:image. */
  publicUrl: string;
  ogType: "article" | "product" | "website";
  seo: SeoFields;
  /** Used when the SEO title is empty. */
  siteName: string;
  /** Pixel size of seo.ogImage, when known (og:image:width/height). */
  image?: { width: number; height: number };
  /** The page's largest image, preloaded (same srcset/sizes/type as its <picture> source). */
  preloadImage?: { srcset: string; sizes: string; type: string };
  /** Font files (URL paths) the page's first paint uses, preloaded. */
  fonts?: readonly string[];
  /** Module chunks (URL paths) the entry imports at once, preloaded (the request language's catalogues). */
  modules?: readonly string[];
  /** The page's first paint and first API answers, drawn by the server (boot-view.ts). */
  bootView?: BootView;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

function absolute(url: string, base: string): string {
  if (!url) return "";
  try {
    return new URL(url, base + "/").toString();
  } catch {
    return "";
  }
}

/** Only http(s) URLs are emitted, so a stored "javascript:" value never reaches the page. */
function safeUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : "";
}

/**
 * structuredData as a JSON-LD data block. JSON.stringify alone would let a value containing
 * "</script>" close the element, so the characters that matter to the HTML parser are escaped as
 * JSON unicode escapes (the JSON stays equal).
 */
export function jsonLdScript(data: unknown): string {
  if (!data || typeof data !== "object" || Object.keys(data).length === 0) return "";
  return `<script type="application/ld+json">${scriptSafeJson(data)}</script>`;
}

/** JSON for a <script> data block: characters that matter to the HTML parser as JSON unicode escapes. */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * Preloads for the first paint (issue 13): the largest image, fetched beside the scripts at high
 * priority instead of after them, the text's font face (found only once the CSS is parsed and the app
 * has rendered text, otherwise), and the language's boot catalogues (imported by the entry only once it
 * runs: one more round trip). Fonts and modules need crossorigin even from the same origin.
 */
export function preloadTags(meta: Pick<PageMeta, "preloadImage" | "fonts" | "modules">): string[] {
  const tags = (meta.fonts ?? []).map((href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin>`);
  for (const href of meta.modules ?? []) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
  const img = meta.preloadImage;
  if (img) {
    tags.push(`<link rel="preload" as="image" type="${escapeHtml(img.type)}" imagesrcset="${escapeHtml(img.srcset)}" imagesizes="${escapeHtml(img.sizes)}" fetchpriority="high">`);
  }
  return tags;
}

export function metaTags(meta: PageMeta): string {
  const { seo } = meta;
  const title = seo.title || meta.siteName;
  const canonical = safeUrl(absolute(seo.canonicalUrl, meta.publicUrl)) || meta.url;
  const image = safeUrl(absolute(seo.ogImage, meta.publicUrl));
  const tags: string[] = [`<title>${escapeHtml(title)}</title>`];
  const add = (attr: "name" | "property", key: string, content: string) => {
    if (content) tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}">`);
  };
  add("name", "description", seo.description);
  add("name", "keywords", seo.keywords.join(", "));
  if (seo.noIndex) add("name", "robots", "noindex, nofollow");
  tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  add("property", "og:title", title);
  add("property", "og:description", seo.description);
  add("property", "og:type", meta.ogType);
  add("property", "og:url", meta.url);
  add("property", "og:image", image);
  if (image && meta.image) {
    add("property", "og:image:width", String(meta.image.width));
    add("property", "og:image:height", String(meta.image.height));
  }
  add("property", "og:site_name", meta.siteName);
  add("property", "og:locale", { ar: "ar_AR", en: "en_US", fr: "fr_FR" }[meta.locale]);
  add("name", "twitter:card", image ? "summary_large_image" : "summary");
  add("name", "twitter:title", title);
  add("name", "twitter:description", seo.description);
  add("name", "twitter:image", image);
  const ld = jsonLdScript(seo.structuredData);
  if (ld) tags.push(ld);
  tags.push(...preloadTags(meta));
  return tags.join("\n    ");
}

const REPLACED_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+(?:name|property)=["'](?:description|keywords|robots|og:[\w:]+|twitter:[\w:]+)["'][^>]*>\s*/gi,
  /<link\s+rel=["']canonical["'][^>]*>\s*/gi,
];

export const SSR_HEAD_MARKER = "<!--ssr-head-->";

export function renderIndexHtml(template: string, meta: PageMeta): string {
  const dir = RTL_LOCALES.includes(meta.locale) ? "rtl" : "ltr";
  let html = template.replace(/<html\b[^>]*>/i, (tag) => {
    const rest = tag.slice(5, -1).replace(/\s(?:lang|dir)=("[^"]*"|'[^']*'|\S+)/gi, "");
    return `<html lang="${meta.locale}" dir="${dir}"${rest}>`;
  });
  for (const re of REPLACED_TAGS) html = html.replace(re, "");
  const tags = metaTags(meta);
  if (meta.bootView) {
    // A data block (not run, so the CSP allows it), read by the app before its first render.
    const boot = `${meta.bootView.html}<script type="application/json" id="boot-data">${scriptSafeJson(meta.bootView.data)}</script>`;
    html = /<body\b[^>]*>/i.test(html) ? html.replace(/<body\b[^>]*>/i, (tag) => `${tag}\n    ${boot}`) : `${boot}\n${html}`;
  }
  // The web build marks the spot with <!--ssr-head-->; otherwise the tags go before </head>.
  if (html.includes(SSR_HEAD_MARKER)) return html.replace(SSR_HEAD_MARKER, () => tags);
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, () => `    ${tags}\n  </head>`) : `${tags}\n${html}`;
}
