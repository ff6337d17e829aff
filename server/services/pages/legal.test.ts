// The Markdown of the footer pages (issue 22, finding 14): links go to http(s), mailto or a path on
// this site — never a protocol-relative or backslashed path a browser takes off-site — and images
// come only from this site (a remote one is dropped, its alt text stays).
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./legal.ts";

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe("renderMarkdown links", () => {
  it("keeps links to this site, http(s), mailto and anchors", () => {
    const html = renderMarkdown("[a](/contact) [b](https://example.org/x) [c](mailto:hi@example.org) [d](#top) [e](/terms?x=1#y)");
    expect(hrefs(html)).toEqual(["/contact", "https://example.org/x", "mailto:hi@example.org", "#top", "/terms?x=1#y"]);
  });

  it("turns protocol-relative and backslashed paths into text, not off-site links", () => {
    for (const target of ["//evil.example", "//evil.example/path", "/\\evil.example", "/%2F/evil.example", "/%5Cevil.example", "/%09/evil.example", "javascript:alert(1)", "data:text/html,x"]) {
      const html = renderMarkdown(`[x](${target})`);
      expect(hrefs(html), target).toEqual([]);
      expect(html, target).not.toMatch(/<a /);
    }
  });
});

describe("renderMarkdown images", () => {
  it("drops remote images, keeping their alt text, and keeps this site's", () => {
    const html = renderMarkdown("![our logo](/api/uploads/abcdefghijklmnop1234) ![tracker pixel](https://evil.example/p.png) ![x](http://evil.example/q.png)");
    expect(html).toContain('<img src="/api/uploads/abcdefghijklmnop1234" alt="our logo">');
    expect(html).not.toContain("evil.example");
    expect(html).toContain("tracker pixel");
    expect(html.match(/<img/g)).toHaveLength(1);
  });

  it("escapes the alt text of a dropped image", () => {
    const html = renderMarkdown("![<b>bold</b> & co](https://evil.example/p.png)");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; co");
  });
});
