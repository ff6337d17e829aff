// Printable small (issue 34): the QR must stay at version ≤ 20 at error correction M (97×97
// modules) for real names. When the link is larger, optional fields go first (QR_OPTIONAL_FIELDS,
// in order), never the proof, the recipient, the code, the dates or the status entry. Not in
// index.ts: it needs the QR encoder, which the verify page does not.
import { M } from "qrcode/lib/core/error-correction-level.js";
import { fromArray, fromString, rawSplit } from "qrcode/lib/core/segments.js";
import { qrSegments } from "../../design/qr.ts";
import { getBestVersionForData } from "qrcode/lib/core/version.js";
import { encodeQrPayload, type QrEncodeOptions } from "./encode.ts";
import { qrLink } from "./link.ts";
import { QR_OPTIONAL_FIELDS, type QrCredential, type QrOptionalField } from "./model.ts";
import type { QrSigner } from "./proof.ts";

export const QR_MAX_VERSION = 20;

/**
 * The version of the QR the renderer draws for `text` (shared/design/qr.ts: the same segments, the
 * way QRCode.create picks the version), without building the symbol: choosing the mask is most of a
 * create's cost (about 3 ms per link, on the main thread of a bulk issuance of 1,000 certificates).
 */
export function qrVersion(text: string): number {
  const segments = qrSegments(text);
  const version = typeof segments === "string"
    ? getBestVersionForData(fromString(segments, getBestVersionForData(rawSplit(segments), M) ?? 40), M)
    : getBestVersionForData(fromArray(segments), M);
  if (version === undefined) throw new Error("The amount of data is too big to be stored in a QR Code");
  return version;
}

export interface FittedQrLink {
  link: string;
  payload: string;
  /** CBOR-LD bytes */
  bytes: number;
  version: number;
  dropped: QrOptionalField[];
  /** Still over QR_MAX_VERSION with every optional field dropped (required text too long). */
  oversize: boolean;
}

export async function fitQrLink(credential: QrCredential, options: QrEncodeOptions & { maxVersion?: number }): Promise<FittedQrLink> {
  const maxVersion = options.maxVersion ?? QR_MAX_VERSION;
  const dropped: QrOptionalField[] = [];
  let current: QrCredential = { ...credential };
  for (;;) {
    const { payload, bytes } = await encodeQrPayload(current, options);
    const link = qrLink(options.publicUrl, payload);
    const version = qrVersion(link);
    const next = QR_OPTIONAL_FIELDS.find((field) => current[field] !== undefined);
    if (version <= maxVersion || !next) return { link, payload, bytes, version, dropped, oversize: version > maxVersion };
    const { [next]: _removed, ...rest } = current;
    current = rest;
    dropped.push(next);
  }
}

/** A signer with the size of an Ed25519 one, for measuring what a credential's QR will need
 * where no key is at hand (the design editor, the bench): the signature is always 64 bytes. */
export const SIZE_ONLY_SIGNER: QrSigner = {
  id: "did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK#z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK",
  sign: async () => new Uint8Array(64).fill(0x5a),
};
