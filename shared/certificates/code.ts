// Verification codes people type from paper: uppercase Crockford base32 in three groups of five
// (e.g. 7KQ2M-9XD4H-RTP3C): 14 random symbols (70 bits) and a Luhn mod 32 check symbol, which catches
// every single mistyped symbol and almost every swap of neighbours, so a typo answers "mistyped code"
// instead of "not found". Lookup ignores case, spaces and dashes and reads I/L as 1 and O as 0.

export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const N = CODE_ALPHABET.length; // 32
export const CODE_RANDOM_SYMBOLS = 14;
export const CODE_LENGTH = CODE_RANDOM_SYMBOLS + 1;
const GROUP = 5;

const VALUE: Record<string, number> = Object.fromEntries([...CODE_ALPHABET].map((c, i) => [c, i]));
const ALIASES: Record<string, string> = { I: "1", L: "1", O: "0" };

/** Luhn mod N check symbol over the payload (right-most payload symbol is doubled). */
export function checkSymbol(payload: string): string {
  let sum = 0;
  let double = true;
  for (let i = payload.length - 1; i >= 0; i--) {
    let v = VALUE[payload[i]];
    if (v === undefined) throw new Error(`not a code symbol: ${payload[i]}`);
    if (double) {
      v *= 2;
      v = Math.floor(v / N) + (v % N);
    }
    sum += v;
    double = !double;
  }
  return CODE_ALPHABET[(N - (sum % N)) % N];
}

/** A fresh code, formatted for print. `randomBytes` is injectable for tests. */
export function generateCode(randomBytes: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const bytes = randomBytes(CODE_RANDOM_SYMBOLS);
  let payload = "";
  for (let i = 0; i < CODE_RANDOM_SYMBOLS; i++) payload += CODE_ALPHABET[bytes[i] & 31]; // 256 % 32 == 0: unbiased
  return formatCode(payload + checkSymbol(payload));
}

export function formatCode(normalized: string): string {
  const groups: string[] = [];
  for (let i = 0; i < normalized.length; i += GROUP) groups.push(normalized.slice(i, i + GROUP));
  return groups.join("-");
}

export type ParsedCode =
  | { ok: true; normalized: string }
  | { ok: false; reason: "format" | "check" };

/** Normalises what a person typed and checks length, alphabet and check symbol. */
export function parseCode(input: string): ParsedCode {
  const cleaned = input.toUpperCase().replace(/[\s\-‐‑–—_]/g, "");
  let normalized = "";
  for (const ch of cleaned) normalized += ALIASES[ch] ?? ch;
  if (normalized.length !== CODE_LENGTH || [...normalized].some((c) => VALUE[c] === undefined)) return { ok: false, reason: "format" };
  const payload = normalized.slice(0, -1);
  if (checkSymbol(payload) !== normalized.slice(-1)) return { ok: false, reason: "check" };
  return { ok: true, normalized };
}
