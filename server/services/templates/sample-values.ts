// Values that make a template look filled in on its thumbnail: each field's default, else its
// placeholder, else its label, in the given language — callers pass the design's (design-locale.ts), so
// an Arabic card shows an Arabic sample name in the English UI too (Arabic when that one is empty).
import { cardDisplayValues } from "../../../shared/format/field-dates.ts";
import { localizedDefault, type FieldValues, type TemplateField } from "../../../shared/api/templates.ts";

/** What a certificate shows besides its fields (see services/certificates): a sample code and link. */
const CERTIFICATE_SAMPLES: FieldValues = { certificateCode: "7KQ2M-9XD4H-RTP3C", code: "7KQ2M-9XD4H-RTP3C", verifyUrl: "https://bitaqa.example/certificates/verify/7KQ2M-9XD4H-RTP3C" };

/** What a card shows besides its fields: the link to its view page (see services/cards/render-values.ts). */
const CARD_SAMPLES: FieldValues = { shareUrl: "https://bitaqa.example/view/AbCdEfGhIjKlMnOpQrStUv" };

export function sampleValues(
  fields: readonly TemplateField[],
  locale: "ar" | "en" | "fr" = "ar",
  kind: "card" | "certificate" = "card",
  design?: Parameters<typeof cardDisplayValues>[2],
): FieldValues {
  const values: FieldValues = kind === "certificate" ? { ...CERTIFICATE_SAMPLES } : { ...CARD_SAMPLES };
  for (const f of fields) {
    if (f.type === "image" || f.type === "color") {
      values[f.name] = f.defaultValue;
      continue;
    }
    values[f.name] = localizedDefault(f, locale) || f.placeholder[locale] || f.placeholder.ar || f.label[locale] || f.label.ar;
  }
  // A card's sample date prints as the card will print it (the renderer applies the design's digits).
  return kind === "card" ? (cardDisplayValues(fields, values, design) as FieldValues) : values;
}
