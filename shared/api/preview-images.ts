// Responsive previews on the pages (issue 13): the widths and `sizes` a page asks for, and the WebP
// srcset beside the PNG one. The server builds the card view's <link rel=preload imagesrcset> from
// the same functions, so the browser picks the same candidate for both and fetches it once.

/** The card view (/view/{id}): as wide as the phone less its padding, 60% of a wide screen. */
export const CARD_VIEW_WIDTHS = [480, 720, 1200, 1800] as const;
export const CARD_VIEW_SIZES = "(min-width: 1024px) 60vw, calc(100vw - 1.5rem)";

/** The verify page's certificate: full width on phones, the wider column of max-w-5xl on large screens. */
export const VERIFY_IMAGE_WIDTHS = [480, 720, 1200, 1600] as const;
export const VERIFY_IMAGE_SIZES = "(min-width: 1024px) 36rem, calc(100vw - 2rem)";

/** `url` with one query parameter set (others kept in order). */
export function withQueryParam(url: string, name: string, value: string | number): string {
  const [path, query = ""] = url.split("?");
  const params = new URLSearchParams(query);
  params.set(name, String(value));
  return `${path}?${params.toString()}`;
}

/** The WebP sibling of a rendered PNG URL (image.png → image.webp, thumbnail.png → thumbnail.webp). */
export function webpUrl(pngUrl: string): string {
  return pngUrl.replace(/\.png(?=\?|$)/, ".webp");
}

/** The JPEG sibling of a card's PNG URL (image.png → image.jpg): the file a phone shares (issue 31). */
export function jpegUrl(pngUrl: string): string {
  return pngUrl.replace(/\.png(?=\?|$)/, ".jpg");
}

export function widthSrcSet(url: string, widths: readonly number[]): string {
  return widths.map((w) => `${withQueryParam(url, "width", w)} ${w}w`).join(", ");
}
