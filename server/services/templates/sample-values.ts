// Values that make a template look filled in on its thumbnail: each field's default, else its
// placeholder, else its label, in the viewer's language (Arabic when that one is empty).
import type { FieldValues, TemplateField } from "../../../shared/api/templates.ts";

export function sampleValues(fields: readonly TemplateField[], locale: "ar" | "en" | "fr" = "ar"): FieldValues {
  const values: FieldValues = {};
  for (const f of fields) {
    if (f.type === "image" || f.type === "color") {
      values[f.name] = f.defaultValue;
      continue;
    }
    values[f.name] = f.defaultValue || f.placeholder[locale] || f.placeholder.ar || f.label[locale] || f.label.ar;
  }
  return values;
}
