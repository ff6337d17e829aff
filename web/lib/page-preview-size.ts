// The pixel size of a rendered preview, as the server put it in this page's <head> (og:image with
// og:image:width/height, server/web/meta): lets an <img> reserve its box before its answer or its
// bytes arrive (no layout shift) where the API answer carries no size (the verify answer).
// Only when og:image is the same rendered image (same path): after navigating to another
// certificate in the app, or with an admin's own og:image, nothing is known.

/** What the page's og:image says: its URL and pixel size (the server-drawn page is told by the server). */
export interface OgImage {
  url: string;
  width: number;
  height: number;
}

export function pagePreviewSize(imageUrl: string, doc: Document = document): { width: number; height: number } | undefined {
  const meta = (property: string) => doc.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content ?? "";
  return previewSizeFrom({ url: meta("og:image"), width: Number(meta("og:image:width")), height: Number(meta("og:image:height")) }, imageUrl);
}

export function previewSizeFrom(og: OgImage | undefined, imageUrl: string): { width: number; height: number } | undefined {
  if (!og?.url) return undefined;
  let samePath = false;
  try {
    samePath = new URL(og.url, "http://x").pathname === new URL(imageUrl, "http://x").pathname;
  } catch {
    return undefined;
  }
  const { width, height } = og;
  return samePath && width > 0 && height > 0 ? { width, height } : undefined;
}
