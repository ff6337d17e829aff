import { describe, expect, it } from "vitest";
import { isBotUserAgent, isPerson, isPrefetch } from "./person.ts";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const CUBOT = "Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
const FACEBOOK_APP = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0.0.33.113;FBBV/1]";

describe("person or program", () => {
  it.each([CHROME, IPHONE, FIREFOX, CUBOT, FACEBOOK_APP])("a person's browser counts: %s", (ua) => {
    expect(isBotUserAgent(ua)).toBe(false);
    expect(isPerson({ "user-agent": ua })).toBe(true);
  });

  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "Twitterbot/1.0",
    "WhatsApp/2.23.20.0 A",
    "TelegramBot (like TwitterBot)",
    "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
    "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)",
    "curl/8.5.0",
    "Wget/1.21.4",
    "python-requests/2.32.3",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36",
    "",
    "   ",
  ])("a program does not: %s", (ua) => {
    expect(isBotUserAgent(ua)).toBe(true);
    expect(isPerson({ "user-agent": ua })).toBe(false);
  });

  it("a missing user agent is a program", () => {
    expect(isPerson({})).toBe(false);
  });

  it.each([
    [{ "sec-purpose": "prefetch" }],
    [{ "sec-purpose": "prefetch;prerender" }],
    [{ "sec-purpose": "prefetch;anonymous-client-ip" }],
    [{ purpose: "prefetch" }],
    [{ "x-purpose": "preview" }],
    [{ "x-moz": "prefetch" }],
  ])("a page fetched ahead of time does not count: %o", (headers) => {
    expect(isPrefetch(headers)).toBe(true);
    expect(isPerson({ "user-agent": CHROME, ...headers })).toBe(false);
  });

  it("ordinary navigation headers are not prefetches", () => {
    expect(isPrefetch({ "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", purpose: "" })).toBe(false);
  });
});
