// Uploaded brand fonts in the browser: the catalogue (GET /api/fonts, once per page until an admin
// changes it) and FontFace objects for the uploaded faces, added to document.fonts before a design
// that names them is drawn (the bundled families come from /fonts/fonts.css, whose list is fixed).
import { useEffect, useState } from "react";
import type { FontCatalogue, FontFamilyEntry } from "../../shared/api/fonts.ts";
import { addUploadedFaces, documentFonts, loadDocumentFonts, type UploadedFaceRef } from "../../shared/design/font-loading.ts";
import { isBundledFamily } from "../../shared/design/fonts.ts";
import type { DesignDocument } from "../../shared/design/schema.ts";
import { apiRequest } from "./request.ts";

export const FONTS_PATH = "/api/fonts";
let catalogue: Promise<FontCatalogue> | null = null;

/** The catalogue, fetched once per page; a failed fetch answers no uploaded family and is tried again next time. */
export function fontCatalogue(): Promise<FontCatalogue> {
  catalogue ??= apiRequest<FontCatalogue>("GET", FONTS_PATH).catch(() => {
    catalogue = null;
    return { families: [] };
  });
  return catalogue;
}

const listeners = new Set<() => void>();

/** After an upload or a delete: the next drawing reads the catalogue again, and open menus refresh. */
export function forgetFontCatalogue(): void {
  catalogue = null;
  for (const l of listeners) l();
}

export function uploadedFaces(families: readonly FontFamilyEntry[]): UploadedFaceRef[] {
  return families.flatMap((f) => f.faces.flatMap((face) => face.styles.map((s) => ({ family: face.family, url: face.url, weight: s.weight, italic: s.italic }))));
}

const makeFace = (family: string, source: string, descriptors: FontFaceDescriptors) => new FontFace(family, source, descriptors);

/** Adds FontFaces for the uploaded families `doc` names; a design naming none costs no request. */
export async function ensureBrandFaces(doc: Pick<DesignDocument, "layers">): Promise<void> {
  if (typeof document === "undefined" || typeof FontFace === "undefined") return;
  if (documentFonts(doc).every((f) => isBundledFamily(f.family))) return;
  const { families } = await fontCatalogue();
  addUploadedFaces(doc, uploadedFaces(families), document.fonts, makeFace);
}

/** Every uploaded face (font menus show each family's name in its own face). */
export function addAllBrandFaces(families: readonly FontFamilyEntry[]): void {
  if (typeof document === "undefined" || typeof FontFace === "undefined") return;
  const faces = uploadedFaces(families);
  const layers = faces.map((f, i) => ({ type: "text" as const, hidden: false, id: String(i), props: { fontFamily: f.family, fontWeight: f.weight } }));
  addUploadedFaces({ layers } as unknown as Pick<DesignDocument, "layers">, faces, document.fonts, makeFace);
}

/** loadDocumentFonts, after adding the uploaded faces the document names. */
export async function loadDesignFonts(doc: Pick<DesignDocument, "layers">, fonts: FontFaceSet): Promise<void> {
  await ensureBrandFaces(doc);
  await loadDocumentFonts(doc, fonts);
}

const NO_FONTS: FontCatalogue = { families: [] };

/**
 * The catalogue for menus and the admin page (the same one request as drawing uses, so no
 * QueryClient is needed: the editor also runs outside the app's providers); uploaded faces are added
 * so each name shows in its own face.
 */
export function useFontCatalogue(): FontCatalogue {
  const [data, setData] = useState<FontCatalogue>(NO_FONTS);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const changed = () => setVersion((v) => v + 1);
    listeners.add(changed);
    return () => void listeners.delete(changed);
  }, []);
  useEffect(() => {
    let live = true;
    void fontCatalogue().then((c) => {
      if (!live) return;
      addAllBrandFaces(c.families);
      setData(c);
    });
    return () => {
      live = false;
    };
  }, [version]);
  return data;
}
