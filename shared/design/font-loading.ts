// Which faces a document needs, and waiting for them in a browser before drawing (a canvas drawn
// before its web font loads silently uses a fallback font, and its line breaks would differ from the server's).
import { FALLBACK_FAMILY, nearestWeight, type FontFamily } from "./fonts.ts";
import type { DesignDocument } from "./schema.ts";

export interface FaceRef {
  family: FontFamily;
  weight: number;
}

export function documentFonts(doc: Pick<DesignDocument, "layers">): FaceRef[] {
  const seen = new Map<string, FaceRef>();
  const add = (family: FontFamily, weight: number) => {
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
  await Promise.all(documentFonts(doc).map((f) => fonts.load(`${f.weight} 32px "${f.family}"`, "اa")));
}
