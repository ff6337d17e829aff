// The multipart body of a library upload: the one image file plus the optional text fields
// "name" and "scope" (read after the file: parts arrive in the order the browser sent them).
import type { FastifyRequest } from "fastify";
import { HttpError } from "../../errors.ts";
import { LIMITS } from "../../../shared/limits.ts";

export interface LibraryUpload {
  bytes: Buffer;
  filename: string | undefined;
  fields: { name?: string; scope?: string };
}

export async function readLibraryUpload(request: FastifyRequest): Promise<LibraryUpload> {
  if (!request.isMultipart()) throw new HttpError(415, "unsupportedMediaType");
  const fields: LibraryUpload["fields"] = {};
  let bytes: Buffer | undefined;
  let filename: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === "file") {
      if (bytes) {
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      filename = part.filename;
      bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err?.code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, "uploadTooLarge", undefined, { mb: LIMITS.uploadBytesMax / (1024 * 1024) });
        throw err;
      });
      if (part.file.truncated) throw new HttpError(413, "uploadTooLarge", undefined, { mb: LIMITS.uploadBytesMax / (1024 * 1024) });
    } else if (part.fieldname === "name" || part.fieldname === "scope") {
      fields[part.fieldname] = String(part.value ?? "");
    }
  }
  if (!bytes) throw new HttpError(400, "emptyUpload");
  return { bytes, filename, fields };
}
