import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Check } from "lucide-react";
import { cn } from "../../lib/utils.ts";
import type { CatalogItem } from "../../layout/catalog.tsx";

// A soft colour per occasion; the icon chip carries it, the tile stays calm.
const TONES: Record<string, string> = {
  wedding: "from-rose-500/15 to-rose-500/5 text-rose-600 dark:text-rose-300",
  eid: "from-amber-500/20 to-amber-500/5 text-amber-600 dark:text-amber-300",
  ramadan: "from-indigo-500/15 to-indigo-500/5 text-indigo-600 dark:text-indigo-300",
  birthday: "from-fuchsia-500/15 to-fuchsia-500/5 text-fuchsia-600 dark:text-fuchsia-300",
  appreciation: "from-amber-500/20 to-amber-500/5 text-amber-600 dark:text-amber-300",
  training: "from-sky-500/15 to-sky-500/5 text-sky-600 dark:text-sky-300",
  education: "from-emerald-500/15 to-emerald-500/5 text-emerald-600 dark:text-emerald-300",
  teacher: "from-teal-500/15 to-teal-500/5 text-teal-600 dark:text-teal-300",
};

export function CatalogTiles({ items, selected, testIdPrefix }: { items: CatalogItem[]; selected?: string | null; testIdPrefix: string }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {items.map((item) => {
        const isSelected = selected === item.slug;
        return (
          <li key={item.slug}>
            <Link
              to={item.href}
              preventScrollReset
              aria-current={isSelected ? "true" : undefined}
              data-testid={`${testIdPrefix}-${item.slug}`}
              className={cn(
                "group relative flex h-full flex-col gap-3 overflow-hidden rounded-2xl border bg-card p-4 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-5",
                isSelected ? "border-primary ring-2 ring-primary/30" : "border-border",
              )}
            >
              <span className={cn("flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br", TONES[item.slug] ?? "from-primary/15 to-primary/5 text-primary")}>
                <item.Icon aria-hidden className="size-6" />
              </span>
              <span className="grid gap-1">
                <span className="text-base font-extrabold sm:text-lg">{item.label}</span>
                {item.blurb && <span className="text-xs leading-relaxed text-muted-foreground sm:text-sm">{item.blurb}</span>}
              </span>
              {isSelected && (
                <span className="absolute end-3 top-3 flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-[11px] font-bold text-primary-foreground">
                  <Check aria-hidden className="size-3" />
                  {t("home.selected")}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
