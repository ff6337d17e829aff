// Responsive grid of templates with their real rendered thumbnails (WebP, PNG fallback, srcset 320/480/720, lazy), the
// title in the current language; loading skeletons and an empty state.
import { LayoutTemplate, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { TemplateKind, TemplateSummary } from "../../../shared/api/templates.ts";
import type { Locale } from "../../../shared/limits.ts";
import { localized } from "../../lib/i18n.ts";
import { THUMBNAIL_WIDTHS, useTemplates, withParam } from "../../lib/templates.ts";
import { PreviewPicture } from "../ui/preview-picture.tsx";
import { LocalizedText } from "../LocalizedText.tsx";
import { Button } from "../ui/button.tsx";
import { Skeleton } from "../ui/skeleton.tsx";

/**
 * A tile's width in CSS pixels, from the layout below: the page container (px-4 / sm:px-6 / lg:px-8, at most
 * 96rem) split into 2 / 3 / 4 columns with gap-3 / gap-5. A larger guess made phones fetch the 480 px
 * file for a 182 px tile (Lighthouse: ~28 KB too much on the home page).
 */
export const GALLERY_SIZES = "(min-width: 1536px) 352px, (min-width: 1024px) calc(25vw - 32px), (min-width: 640px) calc(33.3vw - 30px), calc(50vw - 24px)";
const GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4";
/**
 * Thumbnails are portrait, square and landscape side by side: rows of a grid left holes under the
 * short ones (issue 16). Columns stack them without gaps; each tile stays whole.
 */
const MASONRY = "columns-2 gap-3 sm:columns-3 sm:gap-5 lg:columns-4 [&>li]:mb-4 [&>li]:break-inside-avoid sm:[&>li]:mb-6";

export function templateHref(t: Pick<TemplateSummary, "id" | "kind" | "category">): string {
  return t.kind === "certificate"
    ? `/certificates/${encodeURIComponent(t.id)}`
    : `/cards/${encodeURIComponent(t.category)}/${encodeURIComponent(t.id)}`;
}

export function TemplateGallery({ kind, category }: { kind: TemplateKind; category?: string | null }) {
  const { t } = useTranslation("webCards");
  const query = useTemplates(kind, category);
  if (query.isLoading) {
    return (
      <ul className={GRID} data-testid="gallery-loading" aria-busy="true">
        <li className="sr-only">{t("gallery.loading")}</li>
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="grid gap-2">
            <Skeleton className={kind === "certificate" ? "aspect-[1.414]" : "aspect-[4/5]"} />
            <Skeleton className="h-4 w-2/3" />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground" data-testid="gallery-error">
        {t("gallery.error")}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden />
          {t("common.retry")}
        </Button>
      </div>
    );
  }
  const items = query.data ?? [];
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border bg-card/50 px-6 py-12 text-center" data-testid="gallery-empty">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
          <LayoutTemplate aria-hidden className="size-6" />
        </span>
        <p className="font-bold">{t("gallery.empty")}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t("gallery.emptyHint")}</p>
      </div>
    );
  }
  return (
    <ul className={MASONRY} data-testid={`gallery-${kind}`}>
      {items.map((item) => (
        <li key={item.id}>
          <TemplateTile item={item} />
        </li>
      ))}
    </ul>
  );
}

function TemplateTile({ item }: { item: TemplateSummary }) {
  const { t, i18n } = useTranslation("webCards");
  const title = localized(item.title, i18n.language as Locale);
  // Thumbnails show sample values in the viewer's language, but their URL is cached forever: the
  // language goes into the URL so switching languages does not show the other one's cached image.
  const thumb = withParam(item.thumbnailUrl, "lang", i18n.language);
  const w = 320;
  const h = Math.round((w * item.height) / Math.max(1, item.width));
  return (
    <Link
      to={templateHref(item)}
      data-testid={`template-${item.id}`}
      className="group grid gap-2 rounded-2xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background"
    >
      <span className="relative block overflow-hidden rounded-2xl border border-border bg-muted shadow-sm transition duration-300 group-hover:-translate-y-1 group-hover:shadow-xl">
        <PreviewPicture
          url={thumb}
          widths={THUMBNAIL_WIDTHS}
          sizes={GALLERY_SIZES}
          fallbackWidth={480}
          width={w}
          height={h}
          loading="lazy"
          decoding="async"
          alt={title}
          className="block h-auto w-full transition duration-500 group-hover:scale-[1.03]"
          style={{ aspectRatio: `${item.width} / ${item.height}` }}
        />
        <span className="absolute inset-x-2 bottom-2 flex translate-y-2 justify-center rounded-xl bg-primary/95 px-3 py-2 text-xs font-bold text-primary-foreground opacity-0 shadow-lg transition group-hover:translate-y-0 group-hover:opacity-100 group-focus-visible:translate-y-0 group-focus-visible:opacity-100">
          {t("gallery.open")}
        </span>
      </span>
      <span className="grid gap-0.5 px-1">
        <LocalizedText text={item.title} className="line-clamp-2 text-sm font-bold leading-snug" />
        <LocalizedText text={item.description} className="line-clamp-2 text-xs leading-snug text-muted-foreground" />
      </span>
    </Link>
  );
}
