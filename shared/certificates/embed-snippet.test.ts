import { describe, expect, it } from "vitest";
import { embedBadgePath, embedBadgeSnippet } from "./embed-snippet.ts";

describe("embedBadgeSnippet", () => {
  it("frames the badge route of this origin, with a title for screen readers", () => {
    expect(embedBadgeSnippet("https://example.org/", "CIHI24gohcMJFswNnYbKUA", "Verified certificate badge")).toBe(
      '<iframe src="https://example.org/embed/certificates/CIHI24gohcMJFswNnYbKUA" title="Verified certificate badge" width="440" height="200" style="border:0;max-width:100%" loading="lazy"></iframe>',
    );
  });

  it("escapes what could break out of an attribute", () => {
    const html = embedBadgeSnippet("https://example.org", 'a"b', 'x" onload="alert(1)');
    expect(html).toContain('src="https://example.org/embed/certificates/a%22b"');
    expect(html).toContain('title="x&quot; onload=&quot;alert(1)"');
    expect(embedBadgePath("a/b")).toBe("/embed/certificates/a%2Fb");
  });
});
