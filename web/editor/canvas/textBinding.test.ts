import { describe, expect, it } from "vitest";
import { boundField, clampToSpans, fieldText, lostFields, valueEdit } from "./textBinding.ts";

describe("field-bound text layers", () => {
  it("knows the field of a layer bound by `field` or by a text that is one placeholder", () => {
    expect(boundField({ text: "", field: "message" })).toBe("message");
    expect(boundField({ text: "{{name}}" })).toBe("name");
    expect(boundField({ text: " {{ name }} " })).toBe("name");
    expect(boundField({ text: "Dear {{name}}" })).toBeUndefined();
    expect(boundField({ text: "Happy birthday" })).toBeUndefined();
  });

  it("sees an edit that would drop a placeholder (the name would appear nowhere on the card)", () => {
    expect(lostFields("{{name}}", "Sara")).toEqual(["name"]);
    expect(lostFields("Dear {{name}}, from {{sender}}", "Dear {{name}}!")).toEqual(["sender"]);
    expect(lostFields("Dear {{name}}", "Dearest {{name}}")).toEqual([]);
    expect(lostFields("plain", "other")).toEqual([]);
  });
});

describe("a visitor edits a field-bound text's value in place", () => {
  const nameLine = { text: "إلى {{name}}" };
  it("shows the value in the template's words, never the placeholder", () => {
    expect(fieldText(nameLine, { name: "Sara" })).toEqual({ text: "إلى Sara", spans: [{ field: "name", start: 4, end: 8 }] });
    expect(fieldText(nameLine, {})).toEqual({ text: "إلى ", spans: [{ field: "name", start: 4, end: 4 }] });
    expect(fieldText({ text: "", field: "message" }, { message: "Hi" })).toEqual({ text: "Hi", spans: [{ field: "message", start: 0, end: 2 }] });
    expect(fieldText({ text: "عيد مبارك" }, {})).toBeNull();
    expect(fieldText({ text: "\\{{x}} {{a}}" }, { a: "1" })?.text).toBe("{{x}} 1");
  });

  it("maps typing back to the value; the static words cannot change", () => {
    const empty = fieldText(nameLine, {})!;
    expect(valueEdit(empty, "إلى س", 4)).toEqual({ field: "name", value: "س" });
    const sara = fieldText(nameLine, { name: "Sara" })!;
    expect(valueEdit(sara, "إلى Sarah", 8)).toEqual({ field: "name", value: "Sarah" });
    expect(valueEdit(sara, "إلى ", 4)).toEqual({ field: "name", value: "" });
    // Backspace into «إلى » or typing over it is refused.
    expect(valueEdit(sara, "إلىSara", 4)).toBeNull();
    expect(valueEdit(sara, "To Sara", 0)).toBeNull();
  });

  it("an insertion between two values goes to the one the caret is in", () => {
    const two = fieldText({ text: "{{a}}{{b}}, {{c}}" }, { a: "", b: "", c: "z" })!;
    expect(valueEdit(two, "x, z", 0)).toEqual({ field: "a", value: "x" });
    expect(two.spans.map((s) => [s.start, s.end])).toEqual([[0, 0], [0, 0], [2, 3]]);
    expect(valueEdit(two, ", zy", 3)).toEqual({ field: "c", value: "zy" });
    expect(valueEdit(two, "; z", 1)).toBeNull();
  });

  it("keeps the caret and selection inside a value", () => {
    const spans = fieldText(nameLine, { name: "Sara" })!.spans;
    expect(clampToSpans(spans, 0, 8)).toEqual([4, 8]);
    expect(clampToSpans(spans, 1, 1)).toEqual([4, 4]);
    expect(clampToSpans(spans, 5, 6)).toEqual([5, 6]);
    expect(clampToSpans([], 0, 3)).toEqual([0, 3]);
  });
});
