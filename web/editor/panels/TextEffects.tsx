// "Effects" section of the text inspector: shadow, outline, highlight band and curved text. Each effect
// is a switch (one history entry) that reveals its controls; sliders and colour pickers are gestures
// (begin on press, end on release), so dragging a slider previews live and undoes in ONE step.
// Touch: switches, sliders, swatches and segment buttons are at least 44 px tall (phone inspector).
import { useTranslation } from "react-i18next";
import type { TextLayer, TextProps } from "../../../shared/design/schema.ts";
import { textCurve, textHighlight, textOutline, textShadow } from "../../../shared/design/text-effects-schema.ts";
import { updateLayer } from "../state/ops.ts";
import type { EditorStore } from "../state/store.ts";
import { useFitText } from "../state/textFitContext.ts";
import { ColorField, RangeField, Section, SegmentedField } from "./controls.tsx";

type EffectName = "shadow" | "outline" | "highlight" | "curve";
const DEFAULTS = {
  shadow: () => textShadow.parse({}),
  outline: () => textOutline.parse({}),
  highlight: () => textHighlight.parse({}),
  curve: () => textCurve.parse({}),
} satisfies Record<EffectName, () => object>;

/** Grows the shared controls' hit areas to 44 px without changing them for other panels. */
const TOUCH = "grid gap-2 [&_input[type=range]]:h-11 [&_input[type=color]]:size-11 [&_[role=radio]]:h-11";

function EffectSwitch({ name, on, label, onToggle }: { name: EffectName; on: boolean; label: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      data-testid={`effect-${name}`}
      onClick={onToggle}
      className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-1 text-sm font-semibold hover:bg-muted"
    >
      <span>{label}</span>
      <span aria-hidden className={`relative h-6 w-10 shrink-0 rounded-full transition-colors ${on ? "bg-primary" : "bg-muted-foreground/30"}`}>
        <span className={`absolute top-0.5 size-5 rounded-full bg-background shadow transition-[inset-inline-start] ${on ? "start-[1.125rem]" : "start-0.5"}`} />
      </span>
    </button>
  );
}

export function TextEffects({ store, layer }: { store: EditorStore; layer: TextLayer }) {
  const { t } = useTranslation("editor");
  const p = layer.props;
  const fitText = useFitText();
  // Curved text needs the room of its arc: the box grows to it in the same change (one undo entry).
  const set = (props: Partial<TextProps>) => store.change((d) => fitText(updateLayer<TextLayer>(d, layer.id, { props }), [layer.id]));
  const toggle = (name: EffectName) => set({ [name]: p[name] ? undefined : DEFAULTS[name]() });
  const px = (v: number) => `${v} px`;
  return (
    <Section title={t("effects.title")}>
      <div className={TOUCH} data-testid="text-effects">
        <EffectSwitch name="shadow" on={!!p.shadow} label={t("effects.shadow")} onToggle={() => toggle("shadow")} />
        {p.shadow && (
          <>
            <ColorField label={t("effects.color")} value={p.shadow.color} store={store} onChange={(c) => c && set({ shadow: { ...p.shadow!, color: c } })} testId="effect-shadow-color" />
            <RangeField label={t("effects.blur")} value={p.shadow.blur} min={0} max={60} step={1} store={store} format={px} onChange={(blur) => set({ shadow: { ...p.shadow!, blur } })} />
            <RangeField label={t("effects.offsetX")} value={p.shadow.offsetX} min={-50} max={50} step={1} store={store} format={px} onChange={(offsetX) => set({ shadow: { ...p.shadow!, offsetX } })} />
            <RangeField label={t("effects.offsetY")} value={p.shadow.offsetY} min={-50} max={50} step={1} store={store} format={px} onChange={(offsetY) => set({ shadow: { ...p.shadow!, offsetY } })} />
          </>
        )}
        <EffectSwitch name="outline" on={!!p.outline} label={t("effects.outline")} onToggle={() => toggle("outline")} />
        {p.outline && (
          <>
            <ColorField label={t("effects.color")} value={p.outline.color} store={store} onChange={(c) => c && set({ outline: { ...p.outline!, color: c } })} testId="effect-outline-color" />
            <RangeField label={t("effects.width")} value={p.outline.width} min={0} max={20} step={0.5} store={store} format={px} onChange={(width) => set({ outline: { ...p.outline!, width } })} />
          </>
        )}
        <EffectSwitch name="highlight" on={!!p.highlight} label={t("effects.highlight")} onToggle={() => toggle("highlight")} />
        {p.highlight && (
          <>
            <ColorField label={t("effects.color")} value={p.highlight.color} store={store} onChange={(c) => c && set({ highlight: { ...p.highlight!, color: c } })} testId="effect-highlight-color" />
            <RangeField label={t("effects.padding")} value={p.highlight.padding} min={0} max={60} step={1} store={store} format={px} onChange={(padding) => set({ highlight: { ...p.highlight!, padding } })} />
            <RangeField label={t("effects.radius")} value={p.highlight.radius} min={0} max={60} step={1} store={store} format={px} onChange={(radius) => set({ highlight: { ...p.highlight!, radius } })} />
            {p.curve && <p className="text-xs text-muted-foreground">{t("effects.highlightNotCurved")}</p>}
          </>
        )}
        <EffectSwitch name="curve" on={!!p.curve} label={t("effects.curve")} onToggle={() => toggle("curve")} />
        {p.curve && (
          <>
            <RangeField label={t("effects.curveRadius")} value={p.curve.radius} min={40} max={2000} step={10} store={store} format={px} onChange={(radius) => set({ curve: { ...p.curve!, radius } })} />
            <SegmentedField
              label={t("effects.curveDirection")}
              value={p.curve.direction}
              onChange={(direction) => set({ curve: { ...p.curve!, direction } })}
              options={[
                { value: "up", label: t("effects.curveUp") },
                { value: "down", label: t("effects.curveDown") },
              ]}
            />
            <p className="text-xs text-muted-foreground">{t("effects.curveHint")}</p>
            {p.fontFamily === "Amiri" && <p className="text-xs text-muted-foreground">{t("effects.curveAmiri")}</p>}
          </>
        )}
      </div>
    </Section>
  );
}
