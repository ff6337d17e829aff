// Just enough of the Unicode bidi algorithm to order WORDS on a line. Shaping and the order of
// characters inside a word are left to the canvas (fillText with ctx.direction set), which both
// Chromium and Skia do correctly; we only need word order when we place words ourselves
// (justified lines, letter spacing).
export type Direction = "rtl" | "ltr";

const RTL_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const ARABIC_CHAR = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const STRONG = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]|\p{L}/u;
/** European numbers (UBA type EN). Arabic-Indic ٠-٩ are AN: they never join a Latin run, so they order like R. */
const EUROPEAN_DIGIT = /[0-9\u06F0-\u06F9]/;
const ARABIC_DIGIT = /[\u0660-\u0669]/;

export function hasArabic(text: string): boolean {
  return ARABIC_CHAR.test(text);
}

/** Direction of the first strong character, or null when there is none. */
export function strongDirection(text: string): Direction | null {
  const m = STRONG.exec(text);
  if (!m) return null;
  return RTL_CHAR.test(m[0]) ? "rtl" : "ltr";
}

/** `auto` resolves from the text's first strong character; text without letters falls back to `fallback`. */
export function resolveDirection(setting: "auto" | "rtl" | "ltr", text: string, fallback: Direction = "rtl"): Direction {
  if (setting !== "auto") return setting;
  return strongDirection(text) ?? fallback;
}

type WordType = "R" | "L" | "EN" | "N";

function wordType(word: string): WordType {
  const d = strongDirection(word);
  if (d) return d === "rtl" ? "R" : "L";
  if (ARABIC_DIGIT.test(word)) return "R";
  return EUROPEAN_DIGIT.test(word) ? "EN" : "N";
}

/**
 * Visual (left-to-right) order of the words of one line, as indices into `words`.
 * Numbers after Latin take Latin direction (UBA rule W7); neutrals between two runs of the same
 * direction join them, others take the paragraph direction (N1/N2); then runs are reversed by level (L2).
 */
export function visualWordOrder(words: readonly string[], paragraph: Direction): number[] {
  const types = words.map(wordType);
  let lastStrong: "R" | "L" = paragraph === "rtl" ? "R" : "L";
  const resolved: ("R" | "L" | "N")[] = types.map((t) => {
    if (t === "R" || t === "L") return (lastStrong = t);
    if (t === "EN") return lastStrong === "L" ? "L" : "R";
    return "N";
  });
  for (let i = 0; i < resolved.length; i++) {
    if (resolved[i] !== "N") continue;
    let j = i;
    while (j < resolved.length && resolved[j] === "N") j++;
    const before = i > 0 ? resolved[i - 1] : paragraph === "rtl" ? "R" : "L";
    const after = j < resolved.length ? resolved[j] : paragraph === "rtl" ? "R" : "L";
    const t = before === after ? before : paragraph === "rtl" ? "R" : "L";
    for (let k = i; k < j; k++) resolved[k] = t;
  }
  const base = paragraph === "rtl" ? 1 : 0;
  // R is level 1 in both paragraph directions; L is 2 inside an RTL paragraph, 0 in an LTR one.
  const levels = resolved.map((t) => (t === "R" ? 1 : base + base));
  const order = words.map((_, i) => i);
  const max = Math.max(base, ...levels);
  for (let level = max; level >= 1; level--) {
    let i = 0;
    while (i < order.length) {
      if (levels[order[i]] >= level) {
        let j = i;
        while (j < order.length && levels[order[j]] >= level) j++;
        order.splice(i, j - i, ...order.slice(i, j).reverse());
        i = j;
      } else i++;
    }
  }
  return order;
}
