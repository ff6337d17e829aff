// Card categories and certificate types as the header, footer and home page link to them.
import { Award, BookOpen, Cake, Gift, GraduationCap, Heart, MoonStar, Presentation, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localized } from "../lib/i18n.ts";
import { useCategories } from "../lib/publicData.ts";
import type { Locale } from "../../shared/limits.ts";

export const CATEGORY_ICONS: Record<string, LucideIcon> = {
  wedding: Heart,
  eid: Gift,
  ramadan: MoonStar,
  birthday: Cake,
  appreciation: Award,
  training: Presentation,
  education: GraduationCap,
  teacher: BookOpen,
};

/** The anchor of the home page's card gallery: a category link lands with its templates on the screen
 *  (issue 31), also on the server-drawn page without scripts (the browser scrolls to the fragment). */
export const CARD_TEMPLATES_ANCHOR = "cards-templates";
export const cardCategoryHref = (slug: string) => `/?category=${encodeURIComponent(slug)}#${CARD_TEMPLATES_ANCHOR}`;
export const certificateTypeHref = (slug: string) => `/?tab=certificates&type=${encodeURIComponent(slug)}`;

export interface CatalogItem {
  slug: string;
  label: string;
  blurb: string;
  href: string;
  Icon: LucideIcon;
}

/** Names come from /api/categories in the current language, else from the i18n catalogue. */
export function useCatalog(kind: "card" | "certificate"): CatalogItem[] {
  const { t, i18n } = useTranslation();
  const { items } = useCategories(kind);
  const labelNs = kind === "card" ? "categories" : "certificateTypes";
  const blurbNs = kind === "card" ? "categoryBlurbs" : "certificateBlurbs";
  return items.map(({ slug, name }) => {
    const fromApi = name ? localized(name, i18n.language as Locale) : "";
    return {
      slug,
      label: fromApi || t(`${labelNs}.${slug}`, { defaultValue: slug }),
      blurb: t(`${blurbNs}.${slug}`, { defaultValue: "" }),
      href: kind === "card" ? cardCategoryHref(slug) : certificateTypeHref(slug),
      Icon: CATEGORY_ICONS[slug] ?? (kind === "card" ? Gift : Award),
    };
  });
}

/** A catalogue entry as the navigation menus show it (the app's Radix menu and the server-drawn one). */
export function CatalogItemBody({ item }: { item: CatalogItem }) {
  return (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <item.Icon aria-hidden className="size-4.5" />
      </span>
      <span className="grid gap-0.5">
        <span className="text-sm font-bold">{item.label}</span>
        {item.blurb && <span className="text-xs leading-snug text-muted-foreground">{item.blurb}</span>}
      </span>
    </>
  );
}
