// An editor route without a template for a visitor or user: pick a card template to start from.
// Search filters as you type (titles in ar/en/fr, category names) and a category can be chosen;
// the list is already in the browser (GET /api/templates answers every published card template).
import { Search, X } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { Locale } from "../../shared/limits.ts";
import { Input } from "../components/ui/input.tsx";
import { Skeleton } from "../components/ui/skeleton.tsx";
import { PageContainer } from "../layout/AppLayout.tsx";
import { localized } from "../lib/i18n.ts";
import { useCategories } from "../lib/publicData.ts";
import { thumbnailSrcSet, useTemplates, withParam } from "../lib/templates.ts";
import { filterTemplates } from "./templateSearch.ts";

export function TemplatePicker({ notice }: { notice?: string }) {
  const { t, i18n } = useTranslation("editor");
  const locale = i18n.language as Locale;
  const { pathname } = useLocation();
  const base = pathname.split("/").slice(0, 2).join("/");
  const templates = useTemplates("card");
  const categories = useCategories("card");
  const [q, setQ] = useState("");
  const [category, setCategory] = useState<string | null>(null);
  const shown = useMemo(() => filterTemplates(templates.data ?? [], q, category, categories.items), [templates.data, q, category, categories.items]);
  const chip = (slug: string | null, label: string) => (
    <button key={slug ?? "all"} type="button" aria-pressed={category === slug} onClick={() => setCategory(slug)} data-testid={`picker-category-${slug ?? "all"}`}
      className={`min-h-11 shrink-0 rounded-full border px-4 text-sm font-semibold ${category === slug ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card hover:border-primary"}`}>
      {label}
    </button>
  );
  return (
    <PageContainer className="py-8">
      <h1 className="mb-2 text-2xl font-extrabold">{t("picker.title")}</h1>
      <p className="mb-4 text-sm text-muted-foreground">{notice ?? t("picker.intro")}</p>
      <div className="mb-4 grid gap-3" role="search">
        <div className="relative max-w-xl">
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input type="text" inputMode="search" enterKeyHint="search" autoComplete="off" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t("pickerSearch.placeholder")} aria-label={t("pickerSearch.label")}
            className="min-h-11 ps-9 pe-11" data-testid="picker-search" />
          {q && (
            <button type="button" onClick={() => setQ("")} aria-label={t("pickerSearch.clear")} className="absolute end-0 top-0 grid size-11 place-items-center text-muted-foreground hover:text-foreground">
              <X className="size-4" />
            </button>
          )}
        </div>
        <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1" role="group" aria-label={t("pickerSearch.category")}>
          {chip(null, t("pickerSearch.allCategories"))}
          {categories.items.map((c) => chip(c.slug, localized(c.name, locale) || c.slug))}
        </div>
        {templates.data && <p className="text-xs text-muted-foreground" aria-live="polite" data-testid="picker-count">{t("pickerSearch.count", { count: shown.length })}</p>}
      </div>
      {templates.data && shown.length === 0 && (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground" data-testid="picker-empty">
          {q.trim() ? t("pickerSearch.empty", { q: q.trim() }) : t("pickerSearch.emptyCategory")}
        </p>
      )}
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="template-picker">
        {templates.isLoading && Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="aspect-square rounded-xl" />)}
        {shown.map((tpl) => (
          <li key={tpl.id}>
            <Link to={`${base}/${encodeURIComponent(tpl.id)}`} className="group grid gap-2 rounded-xl border border-border bg-card p-2 hover:border-primary">
              <img
                src={withParam(tpl.thumbnailUrl, "width", 320)}
                srcSet={thumbnailSrcSet(tpl.thumbnailUrl)}
                sizes="(min-width: 1024px) 25vw, 50vw"
                width={tpl.width}
                height={tpl.height}
                alt=""
                loading="lazy"
                className="h-auto w-full rounded-lg bg-muted"
              />
              <span className="truncate text-sm font-semibold">{localized(tpl.title, locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
