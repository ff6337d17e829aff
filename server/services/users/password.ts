// Password hashing with node:crypto scrypt. The stored string is versioned so parameters can be
// raised later without breaking old hashes: "scrypt1$<salt b64>$<hash b64>".
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const VERSIONS: Record<string, { options: ScryptOptions; keyLength: number }> = {
  // N=2^15, r=8: ~32 MiB and a few tens of ms per hash on a small server.
  scrypt1: { options: { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, keyLength: 32 },
};
const CURRENT = "scrypt1";

function derive(password: string, salt: Buffer, version: string): Promise<Buffer> {
  const { options, keyLength } = VERSIONS[version];
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, CURRENT);
  return `${CURRENT}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [version, saltB64, keyB64] = stored.split("$");
  if (!VERSIONS[version] || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, "base64");
  const actual = await derive(password, Buffer.from(saltB64, "base64"), version);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password: verifying against it costs the same as a real one (unknown usernames). */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}
