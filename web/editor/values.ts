// What the editor's canvas draws with: the fields' sample values (as the server's thumbnails do), the
// values a person typed when remixing, or — to see overflow before saving — a very long Arabic name in
// every text field.
import type { TemplateField, TemplateKind } from "../../shared/api/templates.ts";
import type { DesignValues, Layer } from "../../shared/design/schema.ts";
import { fieldText } from "./canvas/textBinding.ts";
import type { Locale } from "../../shared/limits.ts";
import { previewValues } from "../components/admin/fields/previewValues.ts";

export const LONG_ARABIC_NAME = "عبد الرحمن بن محمد بن عبد العزيز بن عبد الله آل عبد اللطيف الهاشمي القرشي";
const SAMPLE_SHARE_URL = "https://bitaqa.example/view/sample";

export function canvasValues(
  fields: readonly TemplateField[],
  typed: Record<string, string>,
  opts: { locale: Locale; kind: TemplateKind; remix: boolean; long: boolean; design?: Parameters<typeof previewValues>[3] },
): DesignValues {
  const values: DesignValues = { shareUrl: SAMPLE_SHARE_URL, ...previewValues(fields, opts.locale, opts.kind, opts.design) };
  // Remixing: the canvas shows what the card will carry. An empty optional field stays empty (as on
  // the saved card); an empty required one keeps its sample as a hint (a card cannot be saved without it).
  if (opts.remix) {
    for (const f of fields) {
      const v = typed[f.name] ?? "";
      if (v.trim()) values[f.name] = v;
      else if (!f.required) values[f.name] = "";
    }
  }
  if (opts.long) for (const f of fields) if (f.type === "text" || f.type === "textarea") values[f.name] = LONG_ARABIC_NAME;
  return values;
}

/**
 * While a visitor types into a field-bound text, the canvas draws that text's fields with their typed
 * values, even empty (not the sample hint): the textarea over it stays "live", its caret on the glyphs.
 */
export function valuesWhileTyping(shown: DesignValues, editing: Layer | undefined, typed: Readonly<Record<string, string>>): DesignValues {
  const spans = editing?.type === "text" ? fieldText(editing.props, typed)?.spans : undefined;
  if (!spans?.length) return shown;
  return { ...shown, ...Object.fromEntries(spans.map((s) => [s.field, typed[s.field] ?? ""])) };
}
