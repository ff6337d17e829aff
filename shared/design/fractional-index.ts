// Fractional index keys for layer order (tldraw/excalidraw style): inserting between two layers
// needs one new key and never renumbers the others. Keys are base-62 digit strings compared as
// plain strings (digits sorted in ASCII order) and never end with the zero digit, so a key
// strictly between any two distinct keys always exists.
const DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const ZERO = DIGITS[0];

function midpoint(a: string, b: string | null): string {
  // a < b (b null = +infinity); both are fractional digit strings without trailing zeros.
  if (b !== null && a >= b) throw new Error(`fractional index: ${a} >= ${b}`);
  let n = 0;
  if (b !== null) {
    while ((a[n] ?? ZERO) === b[n]) n++;
    if (n > 0) return b.slice(0, n) + midpoint(a.slice(n), b.slice(n));
  }
  const da = a ? DIGITS.indexOf(a[0]) : 0;
  const db = b !== null ? DIGITS.indexOf(b[0]) : DIGITS.length;
  if (db - da > 1) return DIGITS[Math.round((da + db) / 2)];
  // Adjacent digits: keep a's first digit and go one level deeper.
  if (b !== null && b.length > 1) return b.slice(0, 1);
  return DIGITS[da] + midpoint(a.slice(1), null);
}

/** A key strictly between a and b (null = open end). */
export function keyBetween(a: string | null, b: string | null): string {
  for (const k of [a, b]) {
    if (k !== null && (!/^[0-9A-Za-z]+$/.test(k) || k.endsWith(ZERO))) throw new Error(`invalid fractional index: ${k}`);
  }
  return midpoint(a ?? "", b);
}

/** n increasing keys between a and b. */
export function keysBetween(a: string | null, b: string | null, n: number): string[] {
  const keys: string[] = [];
  let prev = a;
  for (let i = 0; i < n; i++) {
    prev = keyBetween(prev, b);
    keys.push(prev);
  }
  return keys;
}
