import { describe, expect, it } from "vitest";
import { EMPTY_SEO } from "../../shared/api/seo.ts";
import { escapeHtml, jsonLdScript, renderIndexHtml, type PageMeta } from "./renderIndexHtml.ts";
import { isSpaRoute, ogTypeForPath } from "./spa-routes.ts";

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Vite App</title>
    <meta name="description" content="old">
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const meta = (over: Partial<PageMeta> = {}): PageMeta => ({
  locale: "ar",
  url: "https://bitaqa.example/cards/eid/t1",
  publicUrl: "https://bitaqa.example",
  ogType: "product",
  seo: { ...EMPTY_SEO, title: "Title", description: "Desc", keywords: ["a", "b"], ogImage: "/og.png" },
  siteName: "بطاقة",
  ...over,
});

describe("renderIndexHtml", () => {
  it("sets lang and dir from the locale", () => {
    expect(renderIndexHtml(template, meta())).toContain('<html lang="ar" dir="rtl">');
    expect(renderIndexHtml(template, meta({ locale: "fr" }))).toContain('<html lang="fr" dir="ltr">');
    expect(renderIndexHtml(template, meta({ locale: "en" }))).toContain('<html lang="en" dir="ltr">');
  });

  it("replaces the title and old meta, keeps the scripts", () => {
    const html = renderIndexHtml(template, meta());
    expect(html).not.toContain("Vite App");
    expect(html).not.toContain('content="old"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    expect(html).toContain("<title>Title</title>");
    expect(html).toContain('<meta name="keywords" content="a, b">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:url" content="https://bitaqa.example/cards/eid/t1">');
    expect(html).toContain('<meta property="og:image" content="https://bitaqa.example/og.png">');
    expect(html).toContain('<link rel="canonical" href="https://bitaqa.example/cards/eid/t1">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it("escapes every value", () => {
    const evil = `"><script>alert(1)</script>&'`;
    const html = renderIndexHtml(template, meta({ seo: { ...EMPTY_SEO, title: evil, description: evil, keywords: [evil] }, url: `https://bitaqa.example/x?"<>` }));
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&#39;");
    expect(html).not.toMatch(/content="[^"]*"[^ >]*"><script>/);
  });

  it("drops non-http URLs for images and canonical", () => {
    const html = renderIndexHtml(template, meta({ seo: { ...EMPTY_SEO, ogImage: "javascript:alert(1)", canonicalUrl: "javascript:alert(2)" } }));
    expect(html).not.toContain("javascript:");
    expect(html).toContain('<link rel="canonical" href="https://bitaqa.example/cards/eid/t1">');
  });

  it("falls back to the site name and adds robots for noIndex", () => {
    const html = renderIndexHtml(template, meta({ seo: { ...EMPTY_SEO, noIndex: true } }));
    expect(html).toContain("<title>بطاقة</title>");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it("puts the tags at the <!--ssr-head--> marker when present", () => {
    const marked = template.replace("<title>Vite App</title>", "<!--ssr-head-->");
    const html = renderIndexHtml(marked, meta({ seo: { ...EMPTY_SEO, title: "$& $1 $$" } }));
    expect(html).not.toContain("<!--ssr-head-->");
    expect(html.indexOf("<title>")).toBeLessThan(html.indexOf("<script"));
    expect(html).toContain("<title>$&amp; $1 $$</title>");
  });

  it("puts a boot view at the start of <body>, its data in a JSON block nothing inside can close", () => {
    const data = { "/api/cards/x": { name: "</script><script>alert(1)</script>", line: "a\u2028b" } };
    const html = renderIndexHtml(template.replace("<body>", '<body class="x">'), meta({ bootView: { html: '<div id="boot-view"></div>', data } }));
    expect(html).toContain('<body class="x">\n    <div id="boot-view"></div><script type="application/json" id="boot-data">');
    const json = /id="boot-data">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(json).not.toMatch(/<\/?script/i);
    expect(JSON.parse(json)).toEqual(data);
    expect(html.indexOf("boot-data")).toBeLessThan(html.indexOf('<div id="root">'));
    expect(renderIndexHtml(template, meta())).not.toContain("boot-");
  });

  it("escapeHtml covers the five characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

describe("page types and routes", () => {
  it("maps paths to og:type", () => {
    expect(ogTypeForPath("/certificates/verify/ABC")).toBe("article");
    expect(ogTypeForPath("/certificate/xyz")).toBe("article");
    expect(ogTypeForPath("/cards/eid/1")).toBe("product");
    expect(ogTypeForPath("/preview/eid/1/2")).toBe("product");
    expect(ogTypeForPath("/view/abc")).toBe("product");
    expect(ogTypeForPath("/")).toBe("website");
    expect(ogTypeForPath("/admin/dashboard")).toBe("website");
  });

  it("knows the SPEC §2 routes", () => {
    for (const p of ["/", "/auth", "/cards/eid/t1", "/admin/templates/5/fields", "/template-editor-unified", "/template-editor-unified/3", "/user/cards"]) {
      expect(isSpaRoute(p), p).toBe(true);
    }
    for (const p of ["/nope", "/cards/eid", "/admin/unknown", "/user"]) expect(isSpaRoute(p), p).toBe(false);
  });
});

describe("structured data", () => {
  it("emits JSON-LD that a value containing </script> cannot break out of, and that parses back equal", () => {
    const data = { "@context": "https://schema.org", "@type": "Organization", name: "</script><script>alert(1)</script> & co \u2028" };
    const tag = jsonLdScript(data);
    expect(tag.startsWith('<script type="application/ld+json">')).toBe(true);
    const inner = tag.slice('<script type="application/ld+json">'.length, -"</script>".length);
    expect(inner).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(inner)).toEqual(data);
    expect(jsonLdScript({})).toBe("");
  });
});
