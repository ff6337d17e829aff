import { describe, expect, it } from "vitest";
import { absoluteUrl, shareLinks } from "./share.ts";

const URL_WITH_QUERY = "https://bitaqa.example/view/AbC_123-xyz?ref=a&b=c#top";
const ARABIC = "بطاقة لك: عيد مبارك & كل عام وأنتم بخير؟";

describe("shareLinks", () => {
  const links = shareLinks(URL_WITH_QUERY, ARABIC);

  it("encodes Arabic text and the link's own ?&# so they arrive intact", () => {
    const wa = new URL(links.whatsapp);
    expect(wa.origin).toBe("https://wa.me");
    expect(wa.searchParams.get("text")).toBe(`${ARABIC}\n${URL_WITH_QUERY}`);
    expect(links.whatsapp).not.toMatch(/[\u0600-\u06FF ]/);

    const tg = new URL(links.telegram);
    expect(tg.searchParams.get("url")).toBe(URL_WITH_QUERY);
    expect(tg.searchParams.get("text")).toBe(ARABIC);

    const x = new URL(links.x);
    expect(x.hostname).toBe("x.com");
    expect(x.searchParams.get("url")).toBe(URL_WITH_QUERY);
    expect(x.searchParams.get("text")).toBe(ARABIC);

    const fb = new URL(links.facebook);
    expect(fb.searchParams.get("u")).toBe(URL_WITH_QUERY);
    expect([...fb.searchParams.keys()]).toEqual(["u"]);
  });

  it("builds a mailto link with subject and body percent-encoded (spaces as %20, not +)", () => {
    expect(links.email.startsWith("mailto:?subject=")).toBe(true);
    expect(links.email).not.toContain("+");
    const query = links.email.slice("mailto:?".length);
    const params = Object.fromEntries(query.split("&").map((p) => p.split("=").map(decodeURIComponent)));
    expect(params.subject).toBe(ARABIC);
    expect(params.body).toBe(`${ARABIC}\n${URL_WITH_QUERY}`);
  });

  it("makes same-site paths absolute", () => {
    expect(absoluteUrl("/view/abc", "https://bitaqa.example")).toBe("https://bitaqa.example/view/abc");
    expect(absoluteUrl("https://other.example/x", "https://bitaqa.example")).toBe("https://other.example/x");
  });
});
