// VC 2.0 `relatedResource` digests of resources we serve ourselves (issue 33 §7): before signing, the
// issue call fetches each of our own URLs (in-process, without cookies: what anyone gets) and compares
// its `digestMultibase` / `digestSRI` with the bytes; a mismatch is refused, so our signature never
// vouches for a digest that is wrong on our own site. Remote resources are NOT fetched (no outbound
// requests from the issue call): their digests are only checked for form (data-model.ts).
import { createHash } from "node:crypto";
import { base58Decode } from "../../../shared/credentials/qr/codec.ts";

/** GETs one of our own paths; answers the body of a 200, else undefined. */
export type FetchOwn = (path: string) => Promise<Buffer | undefined>;

type Algorithm = "sha256" | "sha384" | "sha512";
/** Multihash codes (https://github.com/multiformats/multicodec) of the digests we recognise. */
const MULTIHASH: Record<number, Algorithm> = { 0x12: "sha256", 0x20: "sha384", 0x13: "sha512" };
const LENGTH: Record<number, Algorithm> = { 32: "sha256", 48: "sha384", 64: "sha512" };
/** At most this many of our own resources are fetched per credential. */
const MAX_OWN_RESOURCES = 8;

/** The digest a multibase value carries: a multihash, or bare digest bytes (their length names the hash). */
export function decodeDigestMultibase(value: string): { algorithm: Algorithm; digest: Buffer } | undefined {
  const prefix = value[0];
  const rest = value.slice(1);
  const decoded = prefix === "u" ? Buffer.from(rest, "base64url") : prefix === "m" ? Buffer.from(rest, "base64") : prefix === "z" ? base58Decode(rest) : null;
  if (!decoded) return undefined;
  const bytes = Buffer.from(decoded);
  const hashed = MULTIHASH[bytes[0]];
  if (hashed && bytes.length === bytes[1] + 2 && LENGTH[bytes[1]] === hashed) return { algorithm: hashed, digest: bytes.subarray(2) };
  const bare = LENGTH[bytes.length];
  return bare ? { algorithm: bare, digest: bytes } : undefined;
}

/** Our own path of a URL under the public URL, else undefined. */
function ownPath(publicUrl: string, id: string): string | undefined {
  if (!id.startsWith(`${publicUrl}/`)) return undefined;
  const url = new URL(id);
  return `${url.pathname}${url.search}`;
}

const asList = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** Problems with the digests of our own related resources (empty when none). Assumes data-model.ts passed. */
export async function ownResourceDigestErrors(credential: Record<string, unknown>, publicUrl: string, fetchOwn: FetchOwn): Promise<string[]> {
  const errors: string[] = [];
  const own = asList(credential.relatedResource)
    .map((entry) => entry as Record<string, unknown>)
    .filter((entry) => typeof entry.id === "string" && ownPath(publicUrl, entry.id) !== undefined);
  if (own.length > MAX_OWN_RESOURCES) return [`At most ${MAX_OWN_RESOURCES} "relatedResource" entries may name ${publicUrl}.`];
  for (const entry of own) {
    const id = entry.id as string;
    const bytes = await fetchOwn(ownPath(publicUrl, id)!);
    if (!bytes) {
      errors.push(`"relatedResource" ${id.slice(0, 200)} is not served by ${publicUrl}: its digest cannot match.`);
      continue;
    }
    for (const value of asList(entry.digestMultibase)) {
      const decoded = decodeDigestMultibase(value as string);
      if (!decoded) errors.push(`"relatedResource" ${id.slice(0, 200)}: "digestMultibase" is not a sha256/384/512 digest or multihash.`);
      else if (!createHash(decoded.algorithm).update(bytes).digest().equals(decoded.digest)) {
        errors.push(`"relatedResource" ${id.slice(0, 200)}: "digestMultibase" does not match what ${publicUrl} serves.`);
      }
    }
    for (const value of asList(entry.digestSRI)) {
      const [algorithm, digest] = (value as string).split(/-(.*)/s) as [Algorithm, string];
      if (createHash(algorithm).update(bytes).digest("base64") !== digest) {
        errors.push(`"relatedResource" ${id.slice(0, 200)}: "digestSRI" does not match what ${publicUrl} serves.`);
      }
    }
  }
  return errors;
}
