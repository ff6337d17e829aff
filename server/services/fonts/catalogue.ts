// GET /api/fonts: every family a design may use — the bundled ones (shared/design/fonts.ts, served by
// /fonts/fonts.css) and the uploaded brand fonts (their faces, each with its WOFF2 URL).
import type { Db } from "../../db/index.ts";
import { FONT_FACES, FONT_FAMILIES } from "../../../shared/design/fonts.ts";
import type { FontCatalogue, FontFamilyEntry, FontScript, UploadedFont } from "../../../shared/api/fonts.ts";
import { listFontRows, presentFont } from "../../storage/font-rows.ts";

// Every bundled family covers Latin; all but Inter and Playfair Display cover Arabic too.
const LATIN_ONLY = new Set<string>(["Inter", "Playfair Display"]);

function bundledEntry(family: (typeof FONT_FAMILIES)[number]): FontFamilyEntry {
  const scripts: FontScript[] = LATIN_ONLY.has(family) ? ["latin"] : ["arabic", "latin"];
  const styles = FONT_FACES.filter((f) => f.family === family).map((f) => ({ weight: f.weight, italic: false }));
  return { family, source: "bundled", styles, scripts, faces: [] };
}

/** Groups uploaded faces by family; a family covers a script when any of its faces does. */
export function uploadedEntries(fonts: readonly UploadedFont[]): FontFamilyEntry[] {
  const byFamily = new Map<string, UploadedFont[]>();
  for (const f of fonts) byFamily.set(f.family, [...(byFamily.get(f.family) ?? []), f]);
  return [...byFamily].map(([family, faces]) => ({
    family,
    source: "uploaded" as const,
    styles: faces.flatMap((f) => f.styles),
    scripts: (["arabic", "latin"] as const).filter((s) => faces.some((f) => f.scripts.includes(s))),
    faces,
  }));
}

export async function fontCatalogue(db: Db): Promise<FontCatalogue> {
  const uploaded = (await listFontRows(db)).map(presentFont);
  return { families: [...FONT_FAMILIES.map(bundledEntry), ...uploadedEntries(uploaded)] };
}
