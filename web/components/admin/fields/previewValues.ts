// The values the field editor's live preview draws with, from the CURRENT (unsaved) form fields:
// each field's default, else its placeholder, else its label, in the given language (callers pass the
// design's: shared/format/design-locale.ts; Arabic when that one is empty). Mirrors server/services/templates/sample-values.ts, which draws the saved
// thumbnail, so the live preview and the saved one agree.
import type { TemplateField, TemplateKind } from "../../../../shared/api/templates.ts";
import { cardDisplayValues } from "../../../../shared/format/field-dates.ts";
import type { Locale } from "../../../../shared/limits.ts";
import type { DesignValues } from "../../../../shared/design/schema.ts";
import type { EditableField } from "./fieldsForm.ts";

/** What a certificate shows besides its fields: a sample code and link (as on the server). */
const CERTIFICATE_SAMPLES: DesignValues = { certificateCode: "7KQ2M-9XD4H-RTP3C", code: "7KQ2M-9XD4H-RTP3C", verifyUrl: "https://bitaqa.example/certificates/verify/7KQ2M-9XD4H-RTP3C" };

type PreviewField = Pick<EditableField, "name" | "type" | "defaultValue" | "defaultText" | "label" | "placeholder" | "style">;

export function previewValues(
  fields: readonly Partial<PreviewField>[] | undefined,
  locale: Locale,
  kind: TemplateKind,
  design?: Parameters<typeof cardDisplayValues>[2],
): DesignValues {
  const values: DesignValues = kind === "certificate" ? { ...CERTIFICATE_SAMPLES } : {};
  for (const f of fields ?? []) {
    if (!f.name) continue;
    if (f.type === "image" || f.type === "color") {
      values[f.name] = f.defaultValue ?? "";
      continue;
    }
    values[f.name] = f.defaultText?.[locale]?.trim() || f.defaultValue || f.placeholder?.[locale] || f.placeholder?.ar || f.label?.[locale] || f.label?.ar || "";
  }
  if (kind !== "card") return values;
  // Card dates print as the card will print them (the renderer applies the design's digits).
  const dates = (fields ?? []).filter((f): f is Pick<TemplateField, "name" | "type" | "style"> => !!f.name && f.type === "date")
    .map((f) => ({ name: f.name, type: f.type, style: f.style ?? {} }));
  return cardDisplayValues(dates, values, design);
}
