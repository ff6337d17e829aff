// The elements library rail: search (names and keywords in ar/en/fr), categories, and a grid of tiles;
// a tap or click adds the element at the centre of the canvas and selects it. Same panel in the desktop
// start rail and in the phone's sheet; every tile and chip is at least 44 px to the finger.
import { Search } from "lucide-react";
import { memo, useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ELEMENT_CATEGORIES, elementName, searchElements, type ElementCategory } from "../../../shared/design/elements/catalogue.ts";
import type { Locale } from "../../../shared/limits.ts";
import { addLayer } from "../state/ops.ts";
import type { EditorStore } from "../state/store.ts";
import { newElementLayer } from "../elementLayer.ts";
import { ElementThumb } from "./ElementThumb.tsx";

const chip = "min-h-11 shrink-0 rounded-full border px-3 text-xs font-semibold";

export const ElementsPanel = memo(function ElementsPanel({ store }: { store: EditorStore }) {
  const { t, i18n } = useTranslation("editor");
  const locale = (["ar", "en", "fr"].includes(i18n.language) ? i18n.language : "ar") as Locale;
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<ElementCategory | "">("");
  const deferred = useDeferredValue(query);
  const categoryNames = useMemo(() => Object.fromEntries(ELEMENT_CATEGORIES.map((c) => [c, t(`elements.categories.${c}`)])), [t]);
  const found = useMemo(() => searchElements(deferred, category || undefined, categoryNames), [deferred, category, categoryNames]);

  const add = (id: string) => {
    const el = found.find((e) => e.id === id);
    if (!el) return;
    const layer = newElementLayer(store.doc, el, elementName(el, locale));
    store.change((d) => addLayer(d, layer));
    store.select([layer.id]);
  };

  return (
    <div className="grid gap-2 p-3" data-testid="elements-panel">
      <label className="relative block">
        <span className="sr-only">{t("elements.search")}</span>
        <Search className="pointer-events-none absolute start-2 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t("elements.search")}
          className="h-11 w-full rounded-md border border-border bg-background ps-8 pe-2 text-sm focus:outline-none focus:ring-2 focus:ring-ring"
          data-testid="elements-search"
        />
      </label>
      <div className="-mx-3 flex gap-1.5 overflow-x-auto px-3 pb-1" role="radiogroup" aria-label={t("elements.title")}>
        {(["", ...ELEMENT_CATEGORIES] as const).map((c) => (
          <button
            key={c || "all"}
            type="button"
            role="radio"
            aria-checked={category === c}
            onClick={() => setCategory(c)}
            data-testid={`elements-category-${c || "all"}`}
            className={`${chip} ${category === c ? "border-primary bg-primary text-primary-foreground" : "border-border bg-background hover:bg-muted"}`}
          >
            {c ? categoryNames[c] : t("elements.all")}
          </button>
        ))}
      </div>
      {found.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{t("elements.none")}</p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(4rem,1fr))] gap-1.5" aria-label={t("elements.title")}>
          {found.map((e) => {
            const name = elementName(e, locale);
            return (
              <li key={e.id}>
                <button
                  type="button"
                  onClick={() => add(e.id)}
                  title={name}
                  aria-label={t("elements.add", { name })}
                  data-testid={`element-${e.id}`}
                  className="grid aspect-square min-h-11 w-full place-items-center rounded-lg border border-border bg-background p-2 hover:border-primary hover:bg-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <ElementThumb drawing={e.drawing} className="size-full" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {(category === "" || category === "icons") && <p className="text-[11px] text-muted-foreground">{t("elements.credit")}</p>}
    </div>
  );
});
