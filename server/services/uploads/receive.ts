// Reads the single image file of a multipart request into memory, at most the upload limit.
// @fastify/multipart is registered per route plugin (when the app has not done it globally).
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../../errors.ts";
import { LIMITS } from "../../../shared/limits.ts";

export async function enableMultipart(app: FastifyInstance): Promise<void> {
  if (app.hasRequestDecorator("isMultipart")) return;
  await app.register(multipart, { limits: { fileSize: LIMITS.uploadBytesMax, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
}

/** The bytes of the first file part; 413 over the limit, 415 when the body is not multipart. */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, "unsupportedMediaType");
  const file = await request.file();
  if (!file) throw new HttpError(400, "emptyUpload");
  const bytes = await file.toBuffer().catch((err: { code?: string }) => {
    if (err?.code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, "uploadTooLarge", undefined, { mb: LIMITS.uploadBytesMax / (1024 * 1024) });
    throw err;
  });
  if (file.file.truncated) throw new HttpError(413, "uploadTooLarge", undefined, { mb: LIMITS.uploadBytesMax / (1024 * 1024) });
  return bytes;
}
