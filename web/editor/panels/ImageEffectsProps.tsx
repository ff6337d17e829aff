// The "Image effects" section of the inspector (issue 24 §3): crop (in CropDialog), flip, mask and
// filters. Sliders preview live while dragged and make ONE undo step per gesture (store.begin/end).
import { Crop, FlipHorizontal2, FlipVertical2, RotateCcw } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FILTER_NAMES, FILTER_RANGES, type FilterName, type ImageMask } from "../../../shared/design/image-effects-schema.ts";
import type { ImageLayer } from "../../../shared/design/schema.ts";
import { Button } from "../../components/ui/button.tsx";
import { mapLayers, updateLayer } from "../state/ops.ts";
import type { EditorStore } from "../state/store.ts";
import { Section } from "./controls.tsx";
import { ChoiceRow } from "./ChoiceRow.tsx";
import { CropDialog } from "./CropDialog.tsx";
import { withMask } from "./cropMath.ts";

const isFieldImage = (src: string) => /^\s*\{\{/.test(src);

export function ImageEffectsProps({ store, layer }: { store: EditorStore; layer: ImageLayer }) {
  const { t } = useTranslation("editor");
  const [cropping, setCropping] = useState(false);
  const p = layer.props;
  const set = (props: Partial<ImageLayer["props"]>) => store.change((d) => updateLayer<ImageLayer>(d, layer.id, { props }));
  const setMask = (mask: ImageMask) =>
    store.change((d) => mapLayers(d, [layer.id], (l) => (l.type === "image" ? withMask(l, mask) : l)));
  const setFilter = (name: FilterName, v: number) => set({ filters: { ...p.filters, [name]: v === FILTER_RANGES[name].neutral ? undefined : v } });
  const filtered = FILTER_NAMES.some((n) => p.filters?.[n] !== undefined && p.filters[n] !== FILTER_RANGES[n].neutral);
  const canCrop = Boolean(p.src) && !isFieldImage(p.src);
  // A double-click on the image on the canvas opens crop mode, as in Canva (on a phone: the Crop button).
  useEffect(() => {
    if (!canCrop) return;
    const open = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest(`.bq-layer[data-layer-id="${CSS.escape(layer.id)}"]`)) setCropping(true);
    };
    document.addEventListener("dblclick", open);
    return () => document.removeEventListener("dblclick", open);
  }, [canCrop, layer.id]);
  return (
    <Section title={t("imageEffects.title")}>
      <div className="grid gap-2" data-testid="image-effects">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" className="min-h-11" disabled={!canCrop} onClick={() => setCropping(true)} data-testid="image-crop">
            <Crop aria-hidden /> {t("imageEffects.crop")}
          </Button>
          <Button variant="outline" size="icon" className="size-11" aria-pressed={Boolean(p.flipX)} title={t("imageEffects.flipX")} aria-label={t("imageEffects.flipX")} onClick={() => set({ flipX: p.flipX ? undefined : true })} data-testid="image-flip-x">
            <FlipHorizontal2 aria-hidden />
          </Button>
          <Button variant="outline" size="icon" className="size-11" aria-pressed={Boolean(p.flipY)} title={t("imageEffects.flipY")} aria-label={t("imageEffects.flipY")} onClick={() => set({ flipY: p.flipY ? undefined : true })} data-testid="image-flip-y">
            <FlipVertical2 aria-hidden />
          </Button>
        </div>
        {!canCrop && p.src && <p className="text-xs text-muted-foreground">{t("imageEffects.cropUnavailable")}</p>}
        <ChoiceRow
          testId="image-mask"
          label={t("imageEffects.mask")}
          value={p.mask ?? "rect"}
          onChange={setMask}
          options={[
            { value: "rect", label: t("imageEffects.maskRect") },
            { value: "circle", label: t("imageEffects.maskCircle") },
            { value: "arch", label: t("imageEffects.maskArch") },
          ]}
        />
        <div className="grid gap-1" role="group" aria-label={t("imageEffects.filters")}>
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs font-semibold text-muted-foreground">{t("imageEffects.filters")}</span>
            <Button variant="ghost" size="sm" className="min-h-11" disabled={!filtered} onClick={() => set({ filters: undefined })} data-testid="image-filters-reset">
              <RotateCcw aria-hidden /> {t("imageEffects.resetFilters")}
            </Button>
          </div>
          {FILTER_NAMES.map((name) => (
            <FilterSlider key={name} name={name} label={t(`imageEffects.${name}`)} value={p.filters?.[name] ?? FILTER_RANGES[name].neutral} store={store} onChange={(v) => setFilter(name, v)} />
          ))}
        </div>
      </div>
      {cropping && <CropDialog store={store} layer={layer} onClose={() => setCropping(false)} />}
    </Section>
  );
}

/** A filter slider: a 44 px tall touch target; pressing opens a gesture, releasing closes it (one undo step). */
function FilterSlider({ name, label, value, store, onChange }: { name: FilterName; label: string; value: number; store: EditorStore; onChange: (v: number) => void }) {
  const range = FILTER_RANGES[name];
  const id = useId();
  return (
    <div className="grid grid-cols-[minmax(0,7rem)_1fr_2.5rem] items-center gap-2">
      <label htmlFor={id} className="truncate text-xs">
        {label}
      </label>
      <input
        id={id}
        type="range"
        data-testid={`image-filter-${name}`}
        min={range.min}
        max={range.max}
        step={1}
        value={value}
        className="h-11 w-full accent-primary"
        onPointerDown={() => store.begin()}
        onPointerUp={() => store.end()}
        onPointerCancel={() => store.end()}
        onKeyDown={() => store.begin()}
        onKeyUp={() => store.end()}
        onBlur={() => store.end()}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <output htmlFor={id} className="text-end text-xs tabular-nums text-muted-foreground" dir="ltr">
        {value}
      </output>
    </div>
  );
}
