// The language a design is written in, so its sample values (field placeholders, labels, dates) come
// in that language whatever the viewer's UI language is: an Arabic certificate seen from the English
// UI used to get the English placeholder with the design's Arabic digits ("٢٠ March ٢٠٢٦").
import type { DesignDocument } from "../design/schema.ts";
import type { Locale } from "../limits.ts";

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/gu;
const BINDING = /\{\{\s*[\w.]+\s*\}\}/g;

/**
 * Arabic when the design draws Arabic-Indic digits or its own text (not field bindings) is mostly
 * Arabic letters; a Latin-script design keeps the viewer's language when that is English or French
 * (else English); a design without text of its own keeps the viewer's language.
 */
export function designLocale(doc: Pick<DesignDocument, "digits" | "layers">, viewer: Locale): Locale {
  if (doc.digits === "arabic") return "ar";
  let arabic = 0;
  let latin = 0;
  for (const layer of doc.layers) {
    if (layer.type !== "text") continue;
    const own = layer.props.text.replace(BINDING, "");
    arabic += own.match(ARABIC_LETTER)?.length ?? 0;
    latin += own.match(LATIN_LETTER)?.length ?? 0;
  }
  if (arabic === 0 && latin === 0) return viewer;
  if (arabic >= latin) return "ar";
  return viewer === "ar" ? "en" : viewer;
}
