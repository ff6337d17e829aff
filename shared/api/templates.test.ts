import { describe, expect, it } from "vitest";
import { buildValuesSchema, templateField, templateFields, type TemplateFieldInput } from "./templates.ts";

const label = { ar: "الاسم", en: "Name", fr: "Nom" };
const fields = ([
  { name: "name", label, type: "text", required: true, maxLength: 40 },
  { name: "message", label, type: "textarea", defaultValue: "كل عام وأنتم بخير" },
  { name: "date", label, type: "date" },
  { name: "email", label, type: "email" },
  { name: "count", label, type: "number" },
  { name: "color", label, type: "color" },
  { name: "photo", label, type: "image" },
  { name: "tone", label, type: "select", options: [{ value: "warm", label }, { value: "cool", label }] },
] satisfies TemplateFieldInput[]).map((f) => templateField.parse(f));

function errors(values: unknown) {
  const r = buildValuesSchema(fields).safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join(".") || "_", i.message]));
}

describe("template values", () => {
  it("accept good values, trim them and fill defaults", () => {
    const r = buildValuesSchema(fields).parse({ name: "  أحمد  ", date: "2026-03-20", tone: "warm", color: "#AABBCC", photo: "/api/uploads/abcdefABCDEF0123456789" });
    expect(r).toMatchObject({ name: "أحمد", message: "كل عام وأنتم بخير", date: "2026-03-20", tone: "warm", email: "" });
  });
  it("refuse missing required, unknown fields, wrong types, over-long text and options not offered", () => {
    expect(errors({})).toEqual({ name: "validation:required" });
    expect(errors({ name: "x", extra: "1" })).toEqual({ _: "validation:unknownField" });
    expect(errors({ name: "x".repeat(41) })).toEqual({ name: "validation:max|40" });
    expect(errors({ name: "x", date: "2026-02-30", email: "nope", count: "1e9", color: "red", tone: "hot", photo: "https://evil.example/x.png" })).toEqual({
      date: "validation:invalid", email: "validation:email", count: "validation:invalid", color: "validation:invalid", tone: "validation:invalid", photo: "validation:invalid",
    });
    expect(errors({ name: 5 })).toEqual({ name: "validation:invalid" });
  });
  it("keep markup as plain text (it is drawn, never interpreted)", () => {
    expect(buildValuesSchema(fields).parse({ name: "<script>alert('&')</script>" }).name).toBe("<script>alert('&')</script>");
  });
  it("refuse duplicate field names and bad names", () => {
    expect(templateFields.safeParse([fields[0], fields[0]]).success).toBe(false);
    expect(templateField.safeParse({ name: "1bad", label, type: "text" }).success).toBe(false);
  });
});
