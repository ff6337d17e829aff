// Stores an uploaded image as a content-addressed blob after the checks an upload must pass: size,
// the pixel budget read from the header, and a type decided by the bytes (storage/images.ts); SVG
// and everything else is refused with 415.
import type { Db } from "../../db/index.ts";
import { blobStore } from "../../storage/blobs.ts";
import { sniffImage, uploadUrlOf, type ImageType } from "../../storage/images.ts";
import { HttpError } from "../../errors.ts";
import { LIMITS } from "../../../shared/limits.ts";
import { imageDimensions, withinPixelBudget } from "../../render/image-budget.ts";

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
