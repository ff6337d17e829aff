// The table of uploaded brand fonts (server/services/fonts/, migration 013). Part of the Database
// in schema.ts.
import type { Bool } from "./columns.ts";

/** An uploaded brand font file (013_fonts): one face of a family; bytes in `blobs`. */
export interface FontsTable {
  id: string;
  family: string;
  weight: number;
  italic: Bool;
  /** JSON text: FontScript[] */
  scripts: string;
  glyphs: number;
  format: string;
  file_name: string;
  size: number;
  original_blob_id: string;
  /** TTF/OTF for the server renderer (the original unless it was WOFF/WOFF2) */
  sfnt_blob_id: string;
  /** WOFF2 served to browsers */
  woff2_blob_id: string;
  created_by: string | null;
  created_at: string;
}
