// An uploaded font file → a `fonts` row and three blobs (original, sfnt for the renderer, WOFF2 for
// browsers), written in one transaction: a refused file stores nothing, an accepted one everything.
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/index.ts";
import { nowIso, toBool } from "../../db/columns.ts";
import { HttpError } from "../../errors.ts";
import { blobIdOf, blobStore } from "../../storage/blobs.ts";
import { bundledFamilyLike } from "../../../shared/design/fonts.ts";
import { familyKey } from "../../../shared/design/font-family-name.ts";
import { FONT_UPLOAD_BYTES_MAX, type UploadedFont } from "../../../shared/api/fonts.ts";
import { sniffFontFormat, type FontFormat } from "./parse-font.ts";
import { checkDeclaredSize } from "./declared-size.ts";
import { readFontSandboxed, type FontSandboxOptions } from "./font-sandbox.ts";
import { presentFont, type FontRow } from "../../storage/font-rows.ts";

const CONTENT_TYPES: Record<FontFormat, string> = { ttf: "font/ttf", otf: "font/otf", woff: "font/woff", woff2: "font/woff2" };
export const FONT_MB = FONT_UPLOAD_BYTES_MAX / (1024 * 1024);

export const fontTooLarge = () => new HttpError(413, "designs:fonts.tooLarge", undefined, { mb: FONT_MB });

/** A short, safe file name to show (no path, no control characters). */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return base.replace(/\p{Cc}/gu, "").slice(0, 120) || "font";
}

/**
 * 409 for a family a reader would take for another: a bundled one ("cairo", "AMIRI", "Ca\u200Biro",
 * "\u202ECairo", full-width "Ｃａｉｒｏ") or an uploaded one it differs from only in case, width or
 * invisible characters. Another face of the very same uploaded family is fine.
 */
async function refuseLookalikeFamily(db: Db, family: string): Promise<void> {
  const bundled = bundledFamilyLike(family);
  if (bundled) throw new HttpError(409, "designs:fonts.bundledFamily", undefined, { value: bundled });
  const key = familyKey(family);
  const uploaded = await db.selectFrom("fonts").select("family").distinct().execute();
  const twin = uploaded.find((r) => r.family !== family && familyKey(r.family) === key);
  if (twin) throw new HttpError(409, "designs:fonts.familyLookalike", undefined, { value: twin.family });
}

/**
 * Checks and stores one font file. The same bytes again answer the existing font (`created: false`);
 * another file for a face that exists (same family, weight and italic) is refused with 409. The file
 * is read in the font sandbox (a child process with a memory cap and a time limit).
 */
export async function storeFont(
  db: Db,
  bytes: Buffer,
  fileName: string,
  createdBy: string | null,
  sandbox: FontSandboxOptions = {},
): Promise<{ font: UploadedFont; created: boolean }> {
  if (bytes.length === 0) throw new HttpError(400, "emptyUpload");
  if (bytes.length > FONT_UPLOAD_BYTES_MAX) throw fontTooLarge();
  const format = sniffFontFormat(bytes);
  if (!format) throw new HttpError(415, "designs:fonts.notAFont");
  // Refused before any decompression, and before a child process is started for it.
  checkDeclaredSize(bytes, format, sandbox.sfntBytesMax);
  const originalId = blobIdOf(bytes);
  const same = await db.selectFrom("fonts").selectAll().where("original_blob_id", "=", originalId).executeTakeFirst();
  if (same) return { font: presentFont(same), created: false };
  const { parsed, sfnt, sfntFormat, woff2 } = await readFontSandboxed(bytes, sandbox);
  await refuseLookalikeFamily(db, parsed.family);
  const existing = await db
    .selectFrom("fonts")
    .select("id")
    .where("family", "=", parsed.family)
    .where("weight", "=", parsed.style.weight)
    .where("italic", "=", toBool(parsed.style.italic))
    .executeTakeFirst();
  if (existing) throw faceExists(parsed.family, parsed.style.weight);
  const row: FontRow = {
    id: randomUUID(),
    family: parsed.family,
    weight: parsed.style.weight,
    italic: toBool(parsed.style.italic),
    scripts: JSON.stringify(parsed.scripts),
    glyphs: parsed.glyphs,
    format: parsed.format,
    file_name: cleanFileName(fileName),
    size: bytes.length,
    original_blob_id: originalId,
    sfnt_blob_id: "",
    woff2_blob_id: "",
    created_by: createdBy,
    created_at: nowIso(),
  };
  try {
    await db.transaction().execute(async (trx) => {
      const blobs = blobStore(trx);
      await blobs.put(bytes, CONTENT_TYPES[parsed.format], createdBy);
      row.sfnt_blob_id = await blobs.put(sfnt, CONTENT_TYPES[sfntFormat], createdBy);
      row.woff2_blob_id = await blobs.put(woff2, CONTENT_TYPES.woff2, createdBy);
      await trx.insertInto("fonts").values(row).execute();
    });
  } catch (err) {
    // Two admins uploading the same face at once: the unique index keeps one.
    if (await db.selectFrom("fonts").select("id").where("family", "=", row.family).where("weight", "=", row.weight).where("italic", "=", row.italic).executeTakeFirst()) {
      throw faceExists(row.family, row.weight);
    }
    throw err;
  }
  return { font: presentFont(row), created: true };
}

const faceExists = (family: string, weight: number) => new HttpError(409, "designs:fonts.faceExists", undefined, { value: family, weight });
