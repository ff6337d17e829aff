// Reads the font file of a multipart request, cut off at 5 MB by the multipart parser itself: a 50 MB
// upload is never held in memory (busboy stops keeping bytes at the limit and the request is refused).
import type { FastifyRequest } from "fastify";
import { HttpError } from "../../errors.ts";
import { FONT_UPLOAD_BYTES_MAX } from "../../../shared/api/fonts.ts";
import { fontTooLarge } from "./store-font.ts";

export async function readFontFile(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new HttpError(415, "unsupportedMediaType");
  const file = await request.file({ limits: { fileSize: FONT_UPLOAD_BYTES_MAX, files: 1 } });
  if (!file || file.fieldname !== "file") throw new HttpError(400, "emptyUpload");
  const bytes = await file.toBuffer().catch((err: { code?: string }) => {
    if (err?.code === "FST_REQ_FILE_TOO_LARGE") throw fontTooLarge();
    throw err;
  });
  if (file.file.truncated) throw fontTooLarge();
  return { bytes, fileName: file.filename ?? "" };
}
