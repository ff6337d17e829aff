// Base58btc (the multibase "z" alphabet, Bitcoin's): did:key identifiers and digestMultibase values.
const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** The bytes `text` spells in base58btc (leading "1"s are zero bytes), or undefined for a foreign character. */
export function decodeBase58btc(text: string): Buffer | undefined {
  let value = 0n;
  for (const ch of text) {
    const digit = ALPHABET.indexOf(ch);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const hex = value === 0n ? "" : value.toString(16);
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, "hex");
  const zeros = /^1*/.exec(text)![0].length;
  return Buffer.concat([Buffer.alloc(zeros), body]);
}
