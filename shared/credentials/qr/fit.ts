// Printable small (issue 34): the QR must stay at version ≤ 20 at error correction M (97×97
// modules) for real names. When the link is larger, optional fields go first (QR_OPTIONAL_FIELDS,
// in order), never the proof, the recipient, the code, the dates or the status entry. Not in
// index.ts: it needs the QR encoder, which the verify page does not.
import QRCode from "qrcode";
import { encodeQrPayload, type QrEncodeOptions } from "./encode.ts";
import { qrLink } from "./link.ts";
import { QR_OPTIONAL_FIELDS, type QrCredential, type QrOptionalField } from "./model.ts";
import type { QrSigner } from "./proof.ts";

export const QR_MAX_VERSION = 20;

export function qrVersion(text: string): number {
  return QRCode.create(text, { errorCorrectionLevel: "M" }).version;
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
