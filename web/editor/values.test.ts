import { describe, expect, it } from "vitest";
import type { TemplateField } from "../../shared/api/templates.ts";
import type { DesignDocument } from "../../shared/design/schema.ts";
import { designLocale } from "../../shared/format/design-locale.ts";
import { canvasValues, LONG_ARABIC_NAME, valuesWhileTyping } from "./values.ts";

const field = (name: string, required: boolean): TemplateField => ({
  name, label: { ar: name, en: "", fr: "" }, type: "text", required, defaultValue: "", placeholder: { ar: `مثال ${name}`, en: "", fr: "" }, options: [], position: 0, style: {},
});
const fields = [field("name", true), field("sender", false)];

describe("what the editor's canvas draws with", () => {
  it("template mode: every field's sample", () => {
    expect(canvasValues(fields, {}, { locale: "ar", kind: "card", remix: false, long: false })).toMatchObject({ name: "مثال name", sender: "مثال sender" });
  });
  it("remix: what the card will carry — an empty optional field stays empty, an empty required one keeps its hint", () => {
    const v = canvasValues(fields, { name: "", sender: "" }, { locale: "ar", kind: "card", remix: true, long: false });
    expect(v).toMatchObject({ name: "مثال name", sender: "" });
    expect(canvasValues(fields, { name: "ليلى", sender: "أحمد" }, { locale: "ar", kind: "card", remix: true, long: false })).toMatchObject({ name: "ليلى", sender: "أحمد" });
  });
  it("long-name preview fills every text field", () => {
    expect(canvasValues(fields, { name: "x" }, { locale: "en", kind: "card", remix: true, long: true }).name).toBe(LONG_ARABIC_NAME);
  });
  it("an Arabic design in the English or French UI shows its samples in Arabic, never '٢٠ March ٢٠٢٦'", () => {
    const date: TemplateField = { ...field("date", false), type: "date", label: { ar: "التاريخ", en: "Date", fr: "Date" }, placeholder: { ar: "٢٠ مارس ٢٠٢٦", en: "20 March 2026", fr: "20 mars 2026" } };
    const arabicCertificate = { digits: "arabic", layers: [] } as unknown as DesignDocument;
    for (const ui of ["en", "fr"] as const) {
      const v = canvasValues([date], {}, { locale: designLocale(arabicCertificate, ui), kind: "certificate", remix: false, long: false });
      expect(v.date).toBe("٢٠ مارس ٢٠٢٦");
    }
  });
});

describe("while a visitor types into a field-bound text", () => {
  const layer = (text: string) => ({ id: "n", type: "text", props: { text } }) as unknown as DesignDocument["layers"][number];
  it("the canvas draws that text's fields as typed, even empty; the other fields keep their samples", () => {
    const shown = { name: "سارة أحمد", sender: "عائلة محمد" };
    expect(valuesWhileTyping(shown, layer("إلى {{name}}"), {})).toEqual({ name: "", sender: "عائلة محمد" });
    expect(valuesWhileTyping(shown, layer("إلى {{name}}"), { name: "Sara" })).toEqual({ name: "Sara", sender: "عائلة محمد" });
    expect(valuesWhileTyping(shown, layer("عيد مبارك"), {})).toBe(shown);
    expect(valuesWhileTyping(shown, undefined, {})).toBe(shown);
  });
});
