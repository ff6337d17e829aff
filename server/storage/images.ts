// Uploaded images in the blob store: what type the bytes really are (magic numbers, never the
// client's name or Content-Type), their public URL, and reading one back. Only PNG, JPEG and WebP
// count as images; SVG (which can carry script) and everything else never does.
import type { Db } from "../db/index.ts";
import { blobStore, type StoredBlob } from "./blobs.ts";

export type ImageType = "image/png" | "image/jpeg" | "image/webp";
const IMAGE_TYPES: readonly string[] = ["image/png", "image/jpeg", "image/webp"] satisfies ImageType[];

/** The image type the bytes really are, or undefined. */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) return "image/png";
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (b.length >= 12 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") return "image/webp";
  return undefined;
}

function ascii(b: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...b.subarray(from, to));
}

export const uploadUrlOf = (id: string) => `/api/uploads/${id}`;

/**
 * An uploaded image (for designs and image fields), or undefined. The blob store also keeps bulk
 * spreadsheets, their reports and ZIPs under the SHA-256 of their bytes — recipients' names and
 * e-mails that only the job routes may hand out, to admins — so anything that is not an image is
 * "not found" here, whoever asks and whatever id they computed.
 */
export async function getImageBlob(db: Db, id: string): Promise<StoredBlob | undefined> {
  const blob = await blobStore(db).get(id);
  return blob && IMAGE_TYPES.includes(blob.contentType) ? blob : undefined;
}
