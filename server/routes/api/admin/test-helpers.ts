// Test-only helpers for the admin suites: a real 1×1 PNG, multipart bodies, card/certificate rows.
import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../../../db/index.ts";
import { nowIso } from "../../../db/columns.ts";

/** A valid 1×1 transparent PNG. */
export const PNG_1PX = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
/** A JPEG's header up to its frame (SOF0, 1×1): enough for sniffing and for reading its size. */
export const JPEG_HEAD = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x01, 0x00, 0x01, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
]);
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

export function multipartBody(field: string, filename: string, bytes: Buffer, contentType = "image/png"): { body: Buffer; contentType: string } {
  const boundary = `----bitaqa${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function revisionOf(db: Db, templateId: string): Promise<string> {
  return (await db.selectFrom("templates").select("revision_id").where("id", "=", templateId).executeTakeFirstOrThrow()).revision_id;
}

export async function createTestCard(db: Db, templateId: string, opts: { ownerId?: string; values?: Record<string, string> } = {}): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  const now = nowIso();
  await db.insertInto("cards").values({
    id, template_id: templateId, revision_id: await revisionOf(db, templateId), owner_id: opts.ownerId ?? null,
    values: JSON.stringify(opts.values ?? { name: "سارة" }), view_count: 0, share_count: 0, created_at: now, updated_at: now,
  }).execute();
  return id;
}

export async function createTestCertificate(db: Db, templateId: string, opts: { recipientName?: string; code?: string } = {}): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  const now = nowIso();
  await db.insertInto("certificates").values({
    id, code: opts.code ?? randomUUID().replace(/-/g, "").slice(0, 13).toUpperCase(), template_id: templateId, revision_id: await revisionOf(db, templateId),
    owner_id: null, values: JSON.stringify({ name: opts.recipientName ?? "Ali" }), recipient_name: opts.recipientName ?? "Ali",
    options: JSON.stringify({ calendar: "gregorian", digits: "latin" }), issued_at: now, expires_at: null, revoked_at: null, revoked_reason: null,
    credential: null, job_id: null, job_row: null, view_count: 0, share_count: 0, created_at: now, updated_at: now,
  }).execute();
  return id;
}
