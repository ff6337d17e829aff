// Text layer properties: content and field binding, font (each family shown in its own face), weight,
// size, colour, alignment, direction, line height, letter spacing, auto-shrink and max lines. On a
// visitor's card a field-bound text shows neither its placeholders nor its binding: its value is typed
// on the canvas or in the Details form.
import { AlignCenter, AlignJustify, AlignLeft, AlignRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TemplateField } from "../../../shared/api/templates.ts";
import { FontFamilyField, familyWeights, useFontCatalogue } from "./FontFamilyField.tsx";
import type { DesignDocument, TextLayer, TextProps as TextPropsT } from "../../../shared/design/schema.ts";
import { localized } from "../../lib/i18n.ts";
import type { Locale } from "../../../shared/limits.ts";
import { updateLayer } from "../state/ops.ts";
import { referencedFields } from "../../../shared/design/bindings.ts";
import type { EditorStore } from "../state/store.ts";
import { CheckField, ColorField, NumberField, RangeField, Section, SegmentedField, SelectField } from "./controls.tsx";
import { TextEffects } from "./TextEffects.tsx";

export function TextProps({ store, layer, fields, remix = false }: { store: EditorStore; doc: DesignDocument; layer: TextLayer; fields: readonly TemplateField[]; remix?: boolean }) {
  const { t, i18n } = useTranslation("editor");
  const p = layer.props;
  const set = (props: Partial<TextPropsT>) => store.change((d) => updateLayer<TextLayer>(d, layer.id, { props }));
  const fonts = useFontCatalogue();
  const weights = familyWeights(fonts, p.fontFamily);
  const rtl = i18n.dir() === "rtl";
  const textFields = fields.filter((f) => f.type !== "image" && f.type !== "color");
  const bound = !!p.field || referencedFields(p.text).length > 0;
  return (
    <>
      {!(remix && bound) && <Section title={t("props.text")}>
        <label className="grid gap-1 text-xs font-semibold text-muted-foreground">
          {t("props.content")}
          <textarea
            dir="auto"
            data-testid="prop-text"
            className="min-h-16 rounded-md border border-border bg-background p-2 text-sm text-foreground"
            defaultValue={p.text}
            key={`${layer.id}:${p.text}`}
            onBlur={(e) => e.target.value !== p.text && set({ text: e.target.value })}
          />
        </label>
        {!remix && <SelectField
          label={t("props.field")}
          value={p.field ?? ""}
          testId="prop-field"
          options={[{ value: "", label: t("props.noField") }, ...textFields.map((f) => ({ value: f.name, label: localized(f.label, i18n.language as Locale) || f.name }))]}
          onChange={(v) => set({ field: v || undefined })}
        />}
      </Section>}
      <Section title={t("props.font")}>
        <FontFamilyField value={p.fontFamily} catalogue={fonts} onChange={(fontFamily) => set({ fontFamily, fontWeight: nearest(familyWeights(fonts, fontFamily), p.fontWeight) })} />
        <div className="grid grid-cols-2 gap-2">
          <SelectField
            label={t("props.fontWeight")}
            value={String(p.fontWeight)}
            options={weights.map((w) => ({ value: String(w), label: String(w) }))}
            onChange={(w) => set({ fontWeight: Number(w) })}
          />
          <NumberField label={t("props.fontSize")} value={p.fontSize} min={1} max={1000} onCommit={(fontSize) => set({ fontSize })} testId="prop-font-size" />
        </div>
        <ColorField label={t("props.color")} value={p.color} store={store} onChange={(c) => c && set({ color: c })} testId="prop-color" />
        <SegmentedField
          label={t("props.align")}
          value={p.align}
          onChange={(align) => set({ align })}
          options={[
            { value: "start", label: t("props.alignStart"), icon: rtl ? <AlignRight /> : <AlignLeft /> },
            { value: "center", label: t("props.alignCenter"), icon: <AlignCenter /> },
            { value: "end", label: t("props.alignEnd"), icon: rtl ? <AlignLeft /> : <AlignRight /> },
            { value: "justify", label: t("props.alignJustify"), icon: <AlignJustify /> },
          ]}
        />
        <SegmentedField
          label={t("props.direction")}
          value={p.direction}
          onChange={(direction) => set({ direction })}
          options={[
            { value: "auto", label: t("props.dirAuto") },
            { value: "rtl", label: t("props.dirRtl") },
            { value: "ltr", label: t("props.dirLtr") },
          ]}
        />
        <SegmentedField
          label={t("props.verticalAlign")}
          value={p.verticalAlign}
          onChange={(verticalAlign) => set({ verticalAlign })}
          options={[
            { value: "top", label: t("props.vTop") },
            { value: "middle", label: t("props.vMiddle") },
            { value: "bottom", label: t("props.vBottom") },
          ]}
        />
        <RangeField label={t("props.lineHeight")} value={p.lineHeight} min={0.5} max={4} step={0.05} store={store} onChange={(lineHeight) => set({ lineHeight })} />
        <RangeField label={t("props.letterSpacing")} value={p.letterSpacing} min={-20} max={100} step={0.5} store={store} onChange={(letterSpacing) => set({ letterSpacing })} />
        <p className="text-xs text-muted-foreground">{t("props.letterSpacingHint")}</p>
        <div className="grid grid-cols-2 items-end gap-2">
          <NumberField label={t("props.maxLines")} value={p.maxLines} min={0} max={500} onCommit={(maxLines) => set({ maxLines: Math.round(maxLines) })} />
          <NumberField label={t("props.minFontSize")} value={p.minFontSize} min={1} max={1000} onCommit={(minFontSize) => set({ minFontSize })} />
        </div>
        <CheckField label={t("props.autoShrink")} checked={p.autoShrink} onChange={(autoShrink) => set({ autoShrink })} testId="prop-autoshrink" />
      </Section>
      <TextEffects store={store} layer={layer} />
    </>
  );
}

function nearest(weights: number[], wanted: number): number {
  return weights.reduce((best, w) => (Math.abs(w - wanted) < Math.abs(best - wanted) ? w : best), weights[0] ?? 400);
}
