// W3C Bitstring Status List v1.0: the bitstring, the entry a credential carries, and the (unsigned)
// status list credential. Index 0 is the left-most bit (the high bit of the first byte); the list is
// GZIP-compressed and multibase base64url-encoded ("u" prefix), as §2.1/§3.2 of the spec say.
import { gunzipSync, gzipSync } from "node:zlib";
import { VC_V2_CONTEXT } from "./documentLoader.ts";

/** The spec's minimum (16 KB uncompressed) so one bit says nothing about who holds it. */
export const STATUS_LIST_SIZE = 131_072;
export const STATUS_PURPOSES = ["revocation"] as const;
export type StatusPurpose = (typeof STATUS_PURPOSES)[number];

/** The encodedList of a list of `size` bits with the given indexes set. */
export function encodeStatusList(size: number, setIndexes: Iterable<number>): string {
  if (!Number.isInteger(size) || size <= 0 || size % 8 !== 0) throw new RangeError("size must be a positive multiple of 8.");
  const bytes = new Uint8Array(size / 8);
  for (const index of setIndexes) {
    if (!Number.isInteger(index) || index < 0 || index >= size) throw new RangeError(`index ${index} is outside the list.`);
    bytes[index >> 3] |= 0x80 >> (index & 7);
  }
  return `u${gzipSync(bytes).toString("base64url")}`;
}

/** The bit at `index` of an encodedList (our own checks; verifiers use their own library). */
export function statusBit(encodedList: string, index: number): boolean {
  if (!encodedList.startsWith("u")) throw new TypeError("encodedList must be multibase base64url (\"u\").");
  const bytes = gunzipSync(Buffer.from(encodedList.slice(1), "base64url"));
  if (!Number.isInteger(index) || index < 0 || index >= bytes.length * 8) throw new RangeError(`index ${index} is outside the list.`);
  return (bytes[index >> 3] & (0x80 >> (index & 7))) !== 0;
}

export interface StatusListEntryInput {
  /** URL of the status list credential. */
  listUrl: string;
  index: number;
  purpose: StatusPurpose;
}

/** The credentialStatus of a credential (terms defined by the VC v2 context). */
export function statusListEntry({ listUrl, index, purpose }: StatusListEntryInput) {
  return {
    id: `${listUrl}#${index}`,
    type: "BitstringStatusListEntry",
    statusPurpose: purpose,
    statusListIndex: String(index),
    statusListCredential: listUrl,
  };
}

export interface StatusListCredentialInput {
  /** URL the list credential is served at (its id). */
  id: string;
  /** The signing DID: the same issuer as the credentials pointing into it. */
  issuerId: string;
  purpose: StatusPurpose;
  encodedList: string;
  validFrom: Date;
}

/** Unsigned BitstringStatusListCredential (sign it with signCredential). */
export function buildStatusListCredential(input: StatusListCredentialInput): Record<string, unknown> {
  return {
    "@context": [VC_V2_CONTEXT],
    id: input.id,
    type: ["VerifiableCredential", "BitstringStatusListCredential"],
    issuer: input.issuerId,
    validFrom: input.validFrom.toISOString().replace(/\.\d{3}Z$/, "Z"),
    credentialSubject: {
      id: `${input.id}#list`,
      type: "BitstringStatusList",
      statusPurpose: input.purpose,
      encodedList: input.encodedList,
    },
  };
}
