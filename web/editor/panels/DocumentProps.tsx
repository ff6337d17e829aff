// With nothing selected: the canvas (size presets, custom size), its background (colour, linear or
// radial gradient, image) and the digits text is drawn with.
import { ImageUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CANVAS_PRESETS } from "../../../shared/design/presets.ts";
import { resizeDesign } from "../../../shared/design/resize.ts";
import type { Background, DesignDocument } from "../../../shared/design/schema.ts";
import { Button } from "../../components/ui/button.tsx";
import type { EditorStore } from "../state/store.ts";
import type { EditorActions } from "../useEditorActions.ts";
import { ColorField, NumberField, RangeField, Section, SegmentedField, SelectField } from "./controls.tsx";

type BgKind = Background["type"];

function firstColor(bg: Background): string {
  if (bg.type === "color") return bg.color;
  if (bg.type === "image") return bg.color ?? "#ffffff";
  return bg.stops[0]?.color ?? "#ffffff";
}

export function DocumentProps({ store, doc, actions }: { store: EditorStore; doc: DesignDocument; actions: EditorActions }) {
  const { t } = useTranslation("editor");
  const bg = doc.background;
  const setBg = (background: Background) => store.change((d) => ({ ...d, background }));
  const resize = (width: number, height: number, preset?: string) => store.change((d) => resizeDesign(d, { width, height, preset }));
  const presetId = doc.canvas.preset && CANVAS_PRESETS.some((p) => p.id === doc.canvas.preset) ? doc.canvas.preset : "custom";
  const changeKind = (type: BgKind) => {
    const c = firstColor(bg);
    if (type === "color") setBg({ type, color: c });
    else if (type === "linear") setBg({ type, angle: 180, stops: [{ offset: 0, color: c }, { offset: 1, color: "#c7a25a" }] });
    else if (type === "radial") setBg({ type, cx: 0.5, cy: 0.5, radius: 1, stops: [{ offset: 0, color: c }, { offset: 1, color: "#c7a25a" }] });
    else actions.pickImage(null);
  };
  const stops = bg.type === "linear" || bg.type === "radial" ? bg.stops : null;
  const setStop = (i: number, color: string) => {
    if (bg.type !== "linear" && bg.type !== "radial") return;
    setBg({ ...bg, stops: bg.stops.map((s, j) => (j === i ? { ...s, color } : s)) });
  };
  return (
    <div data-testid="document-props">
      <Section title={t("doc.canvas")}>
        <SelectField
          label={t("doc.preset")}
          value={presetId}
          testId="canvas-preset"
          options={[...CANVAS_PRESETS.map((p) => ({ value: p.id, label: `${t(`presets.${p.id}`, { defaultValue: p.id })} · ${p.width}\u200e×\u200e${p.height}` })), { value: "custom", label: t("doc.custom") }]}
          onChange={(id) => {
            const p = CANVAS_PRESETS.find((x) => x.id === id);
            if (p) resize(p.width, p.height, p.id);
          }}
        />
        <div className="grid grid-cols-2 gap-2">
          <NumberField label={t("props.width")} value={doc.canvas.width} min={16} max={10_000} onCommit={(w) => resize(Math.round(w), doc.canvas.height)} />
          <NumberField label={t("props.height")} value={doc.canvas.height} min={16} max={10_000} onCommit={(h) => resize(doc.canvas.width, Math.round(h))} />
        </div>
      </Section>
      <Section title={t("doc.background")}>
        <SegmentedField
          label={t("doc.backgroundKind")}
          value={bg.type}
          onChange={changeKind}
          options={[
            { value: "color", label: t("doc.bgColor") },
            { value: "linear", label: t("doc.bgLinear") },
            { value: "radial", label: t("doc.bgRadial") },
            { value: "image", label: t("doc.bgImage") },
          ]}
        />
        {bg.type === "color" && <ColorField label={t("props.color")} value={bg.color} store={store} onChange={(c) => c && setBg({ type: "color", color: c })} testId="bg-color" />}
        {stops?.map((s, i) => (
          <ColorField key={i} label={t("doc.stop", { n: i + 1 })} value={s.color} store={store} onChange={(c) => c && setStop(i, c)} />
        ))}
        {bg.type === "linear" && <RangeField label={t("doc.angle")} value={bg.angle} min={0} max={360} step={5} store={store} format={(v) => `${v}°`} onChange={(angle) => setBg({ ...bg, angle })} />}
        {bg.type === "image" && (
          <>
            <Button size="sm" variant="outline" onClick={() => actions.pickImage(null)}>
              <ImageUp /> {t("props.replaceImage")}
            </Button>
            <SegmentedField
              label={t("props.fit")}
              value={bg.fit}
              onChange={(fit) => setBg({ ...bg, fit })}
              options={[
                { value: "cover", label: t("props.fitCover") },
                { value: "contain", label: t("props.fitContain") },
                { value: "fill", label: t("props.fitFill") },
              ]}
            />
          </>
        )}
      </Section>
      <Section title={t("doc.digits")}>
        <SegmentedField
          label={t("doc.digits")}
          value={doc.digits}
          onChange={(digits) => store.change((d) => ({ ...d, digits }))}
          options={[
            { value: "arabic", label: "٠١٢٣" },
            { value: "latin", label: "0123" },
          ]}
        />
      </Section>
    </div>
  );
}
