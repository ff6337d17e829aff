import { describe, expect, it } from "vitest";
import { referencedFields, resolveText, substitute } from "./bindings.ts";
import { applyDigits, toArabicDigits, toLatinDigits } from "./digits.ts";

describe("bindings", () => {
  it("substitutes fields inside a paragraph, missing values become empty", () => {
    expect(substitute("شهادة إلى {{recipientName}} بتاريخ {{ date }}", { recipientName: "أحمد", date: "2026" })).toBe("شهادة إلى أحمد بتاريخ 2026");
    expect(substitute("Hi {{name}}!", {})).toBe("Hi !");
    expect(substitute("n={{n}}", { n: 0 })).toBe("n=0");
  });

  it("keeps literal braces and supports escaping", () => {
    expect(substitute("{x} {{ 1 }} {{a", { a: "A" })).toBe("{x} {{ 1 }} {{a");
    expect(substitute("\\{{name}} = {{name}}", { name: "Ali" })).toBe("{{name}} = Ali");
  });

  it("never interprets values: markup stays text and values are not re-expanded", () => {
    expect(substitute("{{a}}", { a: "<b>{{b}}</b>", b: "X" })).toBe("<b>{{b}}</b>");
  });

  it("resolves a bound field with the text as fallback", () => {
    expect(resolveText({ text: "Name", field: "name" }, { name: "سارة" })).toBe("سارة");
    expect(resolveText({ text: "الاسم", field: "name" }, {})).toBe("الاسم");
    expect(referencedFields("{{a}} {{b}} {{a}} \\{{c}}")).toEqual(["a", "b"]);
  });
});

describe("digits", () => {
  it("converts both ways", () => {
    expect(toArabicDigits("2026-11-22")).toBe("٢٠٢٦-١١-٢٢");
    expect(toLatinDigits("٢٠٢٦ / ۱۲")).toBe("2026 / 12");
    expect(applyDigits("Ahmed 2026", "arabic")).toBe("Ahmed ٢٠٢٦");
    expect(applyDigits("٣", "latin")).toBe("3");
    // Codes mixing letters and digits keep their Latin digits.
    expect(toArabicDigits("رمز 7KQ2-M9XD-4HRT رقم 15، A4")).toBe("رمز 7KQ2-M9XD-4HRT رقم ١٥، A4");
  });
});
