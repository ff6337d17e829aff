// Which faces a document needs, and waiting for them in a browser before drawing (a canvas drawn
// before its web font loads silently uses a fallback font, and its line breaks would differ from the server's).
import { drawnFamily, FALLBACK_FAMILY, nearestWeight } from "./fonts.ts";
import type { DesignDocument } from "./schema.ts";

export interface FaceRef {
  family: string;
  weight: number;
}

export function documentFonts(doc: Pick<DesignDocument, "layers">): FaceRef[] {
  const seen = new Map<string, FaceRef>();
  const add = (family: string, weight: number) => {
    const w = nearestWeight(family, weight);
    seen.set(`${family}:${w}`, { family, weight: w });
  };
  for (const l of doc.layers) if (l.type === "text" && !l.hidden) add(l.props.fontFamily, l.props.fontWeight);
  if (seen.size > 0) add(FALLBACK_FAMILY, 400);
  return [...seen.values()];
}

/** The part of the browser's FontFaceSet (document.fonts) we use. */
export interface FontLoader {
  load(font: string, text?: string): Promise<unknown>;
}

/** Resolves once every face the document uses is loaded (document.fonts.load per family/weight). */
export async function loadDocumentFonts(doc: Pick<DesignDocument, "layers">, fonts: FontLoader): Promise<void> {
  await Promise.all(documentFonts(doc).map((f) => fonts.load(`${f.weight} 32px "${drawnFamily(f.family)}"`, "اa")));
}

/** A face of an uploaded brand font, as GET /api/fonts lists it (served as WOFF2). */
export interface UploadedFaceRef {
  family: string;
  url: string;
  weight: number;
  italic: boolean;
}

/** The part of document.fonts used to add faces (FontFaceSet.add). */
export interface FontFaceAdder {
  add(face: never): unknown;
}
export type MakeFontFace = (family: string, source: string, descriptors: { weight: string; style: string; display: "swap" }) => unknown;

const addedFaces = new WeakMap<object, Set<string>>();

/**
 * Adds a FontFace for each uploaded face of the families `doc` uses (once per URL and set), so that
 * loadDocumentFonts then finds them: uploaded fonts are not in /fonts/fonts.css, whose list is fixed.
 * Each is added under drawnFamily(family), never under a name a bundled family could answer to.
 * Answers how many faces were added now.
 */
export function addUploadedFaces(doc: Pick<DesignDocument, "layers">, faces: readonly UploadedFaceRef[], set: FontFaceAdder, make: MakeFontFace): number {
  const used = new Set(documentFonts(doc).map((f) => f.family));
  let done = addedFaces.get(set);
  if (!done) addedFaces.set(set, (done = new Set()));
  let added = 0;
  for (const f of faces) {
    if (!used.has(f.family) || done.has(f.url)) continue;
    done.add(f.url);
    set.add(make(drawnFamily(f.family), `url("${f.url}") format("woff2")`, { weight: String(f.weight), style: f.italic ? "italic" : "normal", display: "swap" }) as never);
    added++;
  }
  return added;
}
