// A multipart/form-data body as a browser's form sends it, for uploads through app.inject (tests) and
// fetch (benches). No vitest here: bench/ imports it too.
import { randomBytes } from "node:crypto";

export interface FormPart {
  name: string;
  value: string | Buffer;
  /** a file part's name; absent for a plain field */
  filename?: string;
  /** the part's Content-Type header, when given */
  type?: string;
}

/** The body and its content-type header (a random boundary). */
export function multipartForm(parts: FormPart[]): { payload: Buffer; headers: { "content-type": string } } {
  const boundary = `----bitaqa-${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ""}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}\r\n`));
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
