import { describe, expect, it } from "vitest";
import { boundField, lostFields } from "./textBinding.ts";

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
