// Shape, image and QR layer properties.
import { ImageUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TemplateField } from "../../../shared/api/templates.ts";
import type { ImageLayer, QrLayer, ShapeLayer } from "../../../shared/design/schema.ts";
import { Button } from "../../components/ui/button.tsx";
import { localized } from "../../lib/i18n.ts";
import type { Locale } from "../../../shared/limits.ts";
import { updateLayer } from "../state/ops.ts";
import type { EditorStore } from "../state/store.ts";
import type { EditorActions } from "../useEditorActions.ts";
import { designLocale } from "../../../shared/format/design-locale.ts";
import { ElementColors } from "./ElementColors.tsx";
import { QrFitNotice } from "./QrFitNotice.tsx";
import { ColorField, NumberField, Section, SegmentedField, SelectField, TextField } from "./controls.tsx";

export function ShapeProps({ store, layer }: { store: EditorStore; layer: ShapeLayer }) {
  const { t } = useTranslation("editor");
  const p = layer.props;
  const set = (props: Partial<ShapeLayer["props"]>) => store.change((d) => updateLayer<ShapeLayer>(d, layer.id, { props }));
  if (p.shape === "element") return <ElementColors store={store} layer={layer} />;
  return (
    <Section title={t("props.shape")}>
      <SegmentedField
        label={t("props.shapeKind")}
        value={p.shape}
        onChange={(shape) => set({ shape })}
        options={[
          { value: "rect", label: t("tools.rect") },
          { value: "ellipse", label: t("tools.ellipse") },
          { value: "line", label: t("tools.line") },
        ]}
      />
      {p.shape !== "line" && <ColorField label={t("props.fill")} value={p.fill} store={store} allowNone noneLabel={t("props.none")} onChange={(fill) => set({ fill })} testId="prop-fill" />}
      <ColorField label={t("props.stroke")} value={p.stroke} store={store} allowNone noneLabel={t("props.none")} onChange={(stroke) => set({ stroke, strokeWidth: stroke && !p.strokeWidth ? 2 : p.strokeWidth })} />
      <div className="grid grid-cols-2 gap-2">
        <NumberField label={t("props.strokeWidth")} value={p.strokeWidth} min={0} max={500} onCommit={(strokeWidth) => set({ strokeWidth })} />
        {p.shape === "rect" && <NumberField label={t("props.radius")} value={p.radius} min={0} max={10_000} onCommit={(radius) => set({ radius })} />}
      </div>
    </Section>
  );
}

export function ImageProps({ store, layer, actions, fields }: { store: EditorStore; layer: ImageLayer; actions: EditorActions; fields: readonly TemplateField[] }) {
  const { t, i18n } = useTranslation("editor");
  const p = layer.props;
  const set = (props: Partial<ImageLayer["props"]>) => store.change((d) => updateLayer<ImageLayer>(d, layer.id, { props }));
  const imageFields = fields.filter((f) => f.type === "image");
  const bound = /^\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/.exec(p.src)?.[1] ?? "";
  return (
    <Section title={t("props.image")}>
      <Button size="sm" variant="outline" onClick={() => actions.pickImage(layer.id)}>
        <ImageUp /> {t("props.replaceImage")}
      </Button>
      {imageFields.length > 0 && (
        <SelectField
          label={t("props.field")}
          value={bound}
          options={[{ value: "", label: t("props.noField") }, ...imageFields.map((f) => ({ value: f.name, label: localized(f.label, i18n.language as Locale) || f.name }))]}
          onChange={(v) => v && set({ src: `{{${v}}}` })}
        />
      )}
      <SegmentedField
        label={t("props.fit")}
        value={p.fit}
        onChange={(fit) => set({ fit })}
        options={[
          { value: "cover", label: t("props.fitCover") },
          { value: "contain", label: t("props.fitContain") },
          { value: "fill", label: t("props.fitFill") },
        ]}
      />
      <NumberField label={t("props.radius")} value={p.radius} min={0} max={10_000} onCommit={(radius) => set({ radius })} />
    </Section>
  );
}

export function QrProps({ store, layer }: { store: EditorStore; layer: QrLayer }) {
  const { t, i18n } = useTranslation("editor");
  const p = layer.props;
  const set = (props: Partial<QrLayer["props"]>) => store.change((d) => updateLayer<QrLayer>(d, layer.id, { props }));
  const preset = p.content === "{{verifyUrl}}" ? "verify" : p.content === "{{shareUrl}}" ? "share" : "custom";
  return (
    <Section title={t("props.qr")}>
      <SegmentedField
        label={t("props.qrContent")}
        value={preset}
        onChange={(v) => set({ content: v === "verify" ? "{{verifyUrl}}" : v === "share" ? "{{shareUrl}}" : "https://" })}
        options={[
          { value: "verify", label: t("props.qrVerify") },
          { value: "share", label: t("props.qrShare") },
          { value: "custom", label: t("props.qrCustom") },
        ]}
      />
      {preset === "verify" && <QrFitNotice locale={designLocale(store.doc, i18n.language as Locale)} />}
      {preset === "custom" && <TextField label={t("props.qrContent")} value={p.content} dir="ltr" onCommit={(content) => content.trim() && set({ content: content.trim() })} />}
      <ColorField label={t("props.color")} value={p.color} store={store} onChange={(c) => c && set({ color: c })} />
      <ColorField label={t("props.qrBackground")} value={p.background} store={store} allowNone noneLabel={t("props.none")} onChange={(background) => set({ background })} />
      <NumberField label={t("props.qrMargin")} value={p.margin} min={0} max={8} onCommit={(margin) => set({ margin: Math.round(margin) })} />
    </Section>
  );
}
