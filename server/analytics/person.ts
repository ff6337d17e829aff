// Whether a page request comes from a person (issue 26 §1: views count only for people). Two tests,
// both on headers only — nothing about the request is stored:
//  1. the user agent is not a crawler, link-preview fetcher, script or headless browser (BOT_USER_AGENT;
//     an empty or missing user agent counts as a program too);
//  2. the browser did not fetch the page ahead of time: no prefetch/prerender/preview header
//     (Sec-Purpose: prefetch / prerender — Chrome's speculation rules, Purpose: prefetch — older Chrome
//     and Safari, X-Purpose: preview — Safari's top sites, X-Moz: prefetch — Firefox). A prerendered
//     page a person then opens is not counted; that is the price of never counting pages nobody saw.
// HeadlessChrome is a program here (scrapers and prerender services use it). Our own browser tests
// drive headless Chromium, so their contexts announce the same Chromium's ordinary user agent
// (e2e/browser.ts), as a person's browser would. In-app browsers (Facebook's FBAN, LINE, Snapchat,
// Instagram) are people: only the link-preview fetchers of those apps are listed.
import type { IncomingHttpHeaders } from "node:http";

/**
 * Crawlers, link previews (chat apps fetch a shared link to draw its card), HTTP libraries and
 * headless browsers. `bot\b` catches the many "…bot/1.0" agents; "cubot" (a phone maker) is not one.
 */
export const BOT_USER_AGENT = new RegExp(
  [
    String.raw`(?<!cu)bot\b`, "crawl", "spider", "slurp", "scraper", "archiver",
    "googlebot", "google-inspectiontool", "googleother", "adsbot", "mediapartners-google", "feedfetcher", "bingbot", "bingpreview",
    "yandex", "baiduspider", "duckduckbot", "applebot", "petalbot", "sogou", "exabot", "semrush", "ahrefs", "mj12bot",
    "facebookexternalhit", "facebookcatalog", "meta-externalagent", "twitterbot", "whatsapp", "telegrambot", "linkedinbot",
    "slackbot", "slack-imgproxy", "discordbot", "skypeuripreview", "vkshare", "redditbot", "embedly", "iframely",
    "quora link preview", "outbrain", "bitlybot", "kakaotalk-scrap", "mastodon",
    "headlesschrome", "phantomjs", "puppeteer", "playwright", "selenium", "lighthouse", "pagespeed", "gtmetrix", "pingdom", "uptimerobot",
    String.raw`curl\/`, String.raw`wget\/`, "python-requests", "python-urllib", "aiohttp", "httpx", "go-http-client", String.raw`java\/`,
    "okhttp", String.raw`axios\/`, "node-fetch", "undici", "libwww-perl", "httpie", "postmanruntime", "insomnia", "scrapy",
  ].join("|"),
  "i",
);

/** Prefetch/prerender/preview markers: header name → values that mean "nobody is looking yet". */
const AHEAD_OF_TIME: readonly [string, RegExp][] = [
  ["sec-purpose", /prefetch|prerender/i],
  ["purpose", /prefetch|prerender|preview/i],
  ["x-purpose", /preview|prefetch/i],
  ["x-moz", /prefetch/i],
];

function header(headers: IncomingHttpHeaders, name: string): string {
  const v = headers[name];
  return Array.isArray(v) ? v.join(",") : (v ?? "");
}

export function isBotUserAgent(userAgent: string | undefined): boolean {
  const ua = (userAgent ?? "").trim();
  return ua === "" || BOT_USER_AGENT.test(ua);
}

export function isPrefetch(headers: IncomingHttpHeaders): boolean {
  return AHEAD_OF_TIME.some(([name, re]) => re.test(header(headers, name)));
}

/** true: count this request as a person's. */
export function isPerson(headers: IncomingHttpHeaders): boolean {
  return !isBotUserAgent(header(headers, "user-agent")) && !isPrefetch(headers);
}

/** true: a signed-in viewer looking at something of the site's own: its owner, or an admin (issue 36
 * §6: bulk-issued certificates have no owner, so the admin checking them counted as their audience).
 * Such views are not counted. */
export function isOwnView(viewer: { id: string; role: string } | null | undefined, ownerId: string | null | undefined): boolean {
  return !!viewer && (viewer.role === "admin" || viewer.id === ownerId);
}
