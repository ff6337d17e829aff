// An editor route without a template for a visitor or user: pick a card template to start from.
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { Locale } from "../../shared/limits.ts";
import { Skeleton } from "../components/ui/skeleton.tsx";
import { PageContainer } from "../layout/AppLayout.tsx";
import { localized } from "../lib/i18n.ts";
import { thumbnailSrcSet, useTemplates, withParam } from "../lib/templates.ts";

export function TemplatePicker({ notice }: { notice?: string }) {
  const { t, i18n } = useTranslation("editor");
  const locale = i18n.language as Locale;
  const { pathname } = useLocation();
  const base = pathname.split("/").slice(0, 2).join("/");
  const templates = useTemplates("card");
  return (
    <PageContainer className="py-8">
      <h1 className="mb-2 text-2xl font-extrabold">{t("picker.title")}</h1>
      <p className="mb-6 text-sm text-muted-foreground">{notice ?? t("picker.intro")}</p>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="template-picker">
        {templates.isLoading && Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="aspect-square rounded-xl" />)}
        {templates.data?.map((tpl) => (
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
