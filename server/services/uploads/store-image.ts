// Stores an uploaded image as a content-addressed blob. The type is decided by the bytes (magic
// numbers), never by the client's name or Content-Type; only PNG, JPEG and WebP pass — SVG (which can
// carry script) and everything else is refused with 415.
import type { Db } from "../../db/index.ts";
import { blobStore, type StoredBlob } from "../../storage/blobs.ts";
import { HttpError } from "../../http/errors.ts";
import { LIMITS } from "../../../shared/limits.ts";
import { imageDimensions, withinPixelBudget } from "../../render/image-budget.ts";

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

/** Checks and stores the image; answers its id and public URL. The same bytes twice → one row. */
export async function storeImage(db: Db, bytes: Buffer, createdBy: string | null): Promise<{ id: string; url: string; contentType: ImageType; size: number }> {
  if (bytes.length === 0) throw new HttpError(400, "emptyUpload");
  if (bytes.length > LIMITS.uploadBytesMax) throw new HttpError(413, "uploadTooLarge", undefined, { mb: LIMITS.uploadBytesMax / (1024 * 1024) });
  // The pixel budget, from the header before anything decodes it (an "image bomb" is small on disk);
  // an unreadable header is refused like a non-image, and non-images get their 415 just below.
  const size = imageDimensions(bytes);
  if (!size) throw new HttpError(415, "unsupportedImage");
  if (!withinPixelBudget(size) && sniffImage(bytes)) {
    throw new HttpError(413, "imageTooLarge", undefined, {
      width: size.width, height: size.height, megapixels: LIMITS.imagePixelsMax / 1_000_000, side: LIMITS.imageSideMax,
    });
  }
  const contentType = sniffImage(bytes);
  if (!contentType) throw new HttpError(415, "unsupportedImage");
  const id = await blobStore(db).put(bytes, contentType, createdBy);
  return { id, url: uploadUrlOf(id), contentType, size: bytes.length };
}

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
