// Reading the `fonts` table (013_fonts) into the API's shapes.
import type { Db } from "../db/index.ts";
import type { FontsTable } from "../db/schema.ts";
import { fromBool } from "../db/columns.ts";
import type { FontScript, UploadedFont } from "../../shared/api/fonts.ts";

export type FontRow = FontsTable;

/** The WOFF2 of a face; the URL names the blob's hash, so it is cached forever. */
export const fontUrlOf = (row: Pick<FontRow, "woff2_blob_id">) => `/api/fonts/files/${row.woff2_blob_id}.woff2`;

export function presentFont(row: FontRow): UploadedFont {
  return {
    id: row.id,
    family: row.family,
    styles: [{ weight: row.weight, italic: fromBool(row.italic) }],
    scripts: JSON.parse(row.scripts) as FontScript[],
    url: fontUrlOf(row),
    fileName: row.file_name,
    size: row.size,
    createdAt: row.created_at,
  };
}

export async function listFontRows(db: Db): Promise<FontRow[]> {
  return db.selectFrom("fonts").selectAll().orderBy("family").orderBy("weight").orderBy("italic").execute();
}

/** Uploaded faces of the given families (one query; none asked → none read). */
export async function fontRowsOfFamilies(db: Db, families: readonly string[]): Promise<FontRow[]> {
  if (families.length === 0) return [];
  return db.selectFrom("fonts").selectAll().where("family", "in", [...new Set(families)]).orderBy("weight").execute();
}
