// Per-document digit style. Applied to the text values before drawing (never to QR content or URLs).
const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";

export type DigitStyle = "latin" | "arabic";

/**
 * Latin → Arabic-Indic, number by number. Digits inside a token that also has Latin letters
 * (codes like 7KQ2-M9XD, "UX2", "A4") stay Latin: converting them would scramble codes people type.
 */
export function toArabicDigits(text: string): string {
  return text.replace(/[A-Za-z0-9]+/g, (token) => (/^[0-9]+$/.test(token) ? token.replace(/[0-9]/g, (d) => ARABIC_INDIC[d.charCodeAt(0) - 48]) : token));
}

export function toLatinDigits(text: string): string {
  // Also folds Extended Arabic-Indic (Persian) digits ۰-۹.
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

export function applyDigits(text: string, style: DigitStyle): string {
  return style === "arabic" ? toArabicDigits(text) : toLatinDigits(text);
}
