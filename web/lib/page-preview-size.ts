// The pixel size of a rendered preview, as the server put it in this page's <head> (og:image with
// og:image:width/height, server/web/meta): lets an <img> reserve its box before its answer or its
// bytes arrive (no layout shift) where the API answer carries no size (the verify answer).
// Only when og:image is the same rendered image (same path): after navigating to another
// certificate in the app, or with an admin's own og:image, nothing is known.

export function pagePreviewSize(imageUrl: string, doc: Document = document): { width: number; height: number } | undefined {
  const meta = (property: string) => doc.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content ?? "";
  const og = meta("og:image");
  if (!og) return undefined;
  let samePath = false;
  try {
    samePath = new URL(og, "http://x").pathname === new URL(imageUrl, "http://x").pathname;
  } catch {
    return undefined;
  }
  const width = Number(meta("og:image:width"));
  const height = Number(meta("og:image:height"));
  return samePath && width > 0 && height > 0 ? { width, height } : undefined;
}
