// Where the card view (/view/{id}) puts things, shared by the page (web/pages/cards/CardViewPage.tsx,
// web/layout/Header.tsx) and the server's first paint of it (server/web/boot-view.ts), which shows
// the card before the scripts run and must put it on exactly the same spot: the page then replaces
// it without the card moving. Tailwind finds the class names here as it does in web/.
import { CARD_VIEW_SIZES, CARD_VIEW_WIDTHS } from "../api/preview-images.ts";

/** The server's first paint lies over the whole viewport until the page has drawn the same thing under it. */
export const BOOT_VIEW_CLASS = "fixed inset-0 z-50 overflow-hidden bg-background";
export const HEADER_CLASS = "sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-xl supports-[backdrop-filter]:bg-background/70";
export const HEADER_BAR_CLASS = "page-container mx-auto flex h-16 w-full max-w-[96rem] items-center gap-2 px-4 sm:px-6 lg:px-8";

/**
 * At least the viewport tall (less the 4rem header), like the loading spinner before it: the footer stays
 * below the fold in both, instead of showing up under a short card (a 0.1 layout shift, issue 13). The
 * card sits in the middle of that space on every screen; at the top, a square card on a phone left an
 * empty half screen under it.
 */
export const CARD_VIEW_SECTION_CLASS =
  "flex min-h-[calc(100svh-4rem)] flex-1 flex-col items-center justify-center gap-6 bg-gradient-to-b from-muted/60 to-background px-3 py-6 sm:py-12";
export const CARD_VIEW_IMAGE_CLASS = "h-auto max-w-full rounded-2xl shadow-2xl ring-1 ring-black/5";
export const CARD_VIEW_LINK_CLASS =
  "inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-muted-foreground transition hover:bg-muted hover:text-foreground";
/** The <img src> width for browsers without srcset (and the card preview page's image). */
export const CARD_VIEW_FALLBACK_WIDTH = 1200;
export { CARD_VIEW_SIZES, CARD_VIEW_WIDTHS };

/**
 * A definite width before the image arrives (w-auto made it 0×0, then full size: a 0.29–0.78 layout
 * shift, issue 16): as wide as fits, and no taller than the viewport allows.
 */
export function cardViewImageStyle(width: number, height: number): { aspectRatio: string; width: string } {
  // 15rem: the header, the section's padding, the download links and the "make your own" link below it.
  return { aspectRatio: `${width} / ${height}`, width: `min(100%, calc((100dvh - 15rem) * ${width / height}))` };
}
