// Known open-redirect bypasses (table) and properties of safeRedirect over arbitrary input.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { safeRedirect } from "./safe-redirect.ts";

const ORIGIN = "https://bitaqa.example";

describe("safeRedirect: known bypasses answer the fallback", () => {
  const bypasses = [
    "//evil.example", "//evil.example/path", "/\\evil.example", "\\/evil.example", "\\\\evil.example",
    "/%09/evil.example", "/\t/evil.example", "\t//evil.example", " //evil.example", "/%0a/evil.example", "/%0d%0a/evil.example",
    "/%2F%2Fevil.example", "/%2f/evil.example", "/%5Cevil.example", "/%255C%255Cevil.example", "/%252F%252Fevil.example",
    "https:evil.example", "https://evil.example", "http:/evil.example", "HTTPS://evil.example", "javascript:alert(1)",
    "JaVaScRiPt:alert(1)", "/javascript:alert(1)".replace("/", ""), "data:text/html,<script>alert(1)</script>",
    "evil.example", "./evil", "../evil", "/.//evil.example", "/..//evil.example", "///evil.example", "/\u0000/evil.example",
    "", "  ", "/" + "a".repeat(2001),
  ];
  it.each(bypasses)("%j", (value) => {
    expect(safeRedirect(value)).toBe("/");
    expect(safeRedirect(value, "/fallback")).toBe("/fallback");
  });

  it("refuses non-strings", () => {
    for (const v of [null, undefined, 42, {}, ["/x"]]) expect(safeRedirect(v)).toBe("/");
  });
});

describe("safeRedirect: same-site paths pass", () => {
  it.each([
    ["/", "/"],
    ["/user/cards?x=1", "/user/cards?x=1"],
    ["/cards/eid#share", "/cards/eid#share"],
    ["/certificates/verify/ABCD-EFGH-JKLM", "/certificates/verify/ABCD-EFGH-JKLM"],
    ["/بطاقات", "/%D8%A8%D8%B7%D8%A7%D9%82%D8%A7%D8%AA"],
    ["/a/../b", "/b"],
    ["/search?q=%25", "/search?q=%25"],
  ])("%j → %j", (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});

describe("safeRedirect: properties", () => {
  const anyString = fc.oneof(
    fc.string({ unit: "binary", maxLength: 60 }),
    fc.string({ unit: fc.constantFrom("/", "\\", "%", "0", "9", "2", "F", "f", "5", "C", "c", "\t", "\n", " ", ".", ":", "@", "a", "h", "t", "p", "s", "?", "#"), maxLength: 24 }),
    fc.webUrl().map((u) => u.replace(/^https?:/, "")),
    fc.webUrl(),
  );

  it("answers either the fallback or a path that stays on our origin, in every decoded form", () => {
    fc.assert(
      fc.property(anyString, (value) => {
        const out = safeRedirect(value);
        expect(out.startsWith("/")).toBe(true);
        let form = out;
        for (let i = 0; i < 4; i++) {
          // eslint-disable-next-line no-control-regex
          expect(/[\u0000-\u001f\\]/.test(form)).toBe(false);
          expect(form.startsWith("//")).toBe(false);
          expect(new URL(form, ORIGIN).origin).toBe(ORIGIN);
          try {
            form = decodeURIComponent(form);
          } catch {
            break;
          }
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("is idempotent", () => {
    fc.assert(fc.property(anyString, (value) => safeRedirect(safeRedirect(value)) === safeRedirect(value)), { numRuns: 2000 });
  });

  it("keeps every plain path made of safe characters", () => {
    const segment = fc.string({ unit: fc.constantFrom(..."abcXYZ019-_.~"), minLength: 1, maxLength: 8 }).filter((s) => s !== "." && s !== "..");
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join("/")}`;
        expect(safeRedirect(path)).toBe(path);
      }),
    );
  });
});
