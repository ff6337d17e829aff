// Properties of the selected layer(s): geometry for one layer, then the type's own properties; for
// several layers, align, distribute and group. Every control changes the document through the store.
import {
  AlignCenterHorizontal, AlignCenterVertical, AlignEndHorizontal, AlignEndVertical, AlignHorizontalSpaceAround, AlignStartHorizontal,
  AlignStartVertical, AlignVerticalSpaceAround, ArrowDownToLine, ArrowUpToLine, Copy, Group, Trash2, Ungroup,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import type { DesignDocument, Layer } from "../../../shared/design/schema.ts";
import { Button } from "../../components/ui/button.tsx";
import type { EditorActions } from "../useEditorActions.ts";
import { mapLayers, type Alignment } from "../state/ops.ts";
import type { EditorStore } from "../state/store.ts";
import { NumberField, RangeField, Section } from "./controls.tsx";
import { ImageProps, QrProps, ShapeProps } from "./ShapeProps.tsx";
import { TextProps } from "./TextProps.tsx";
import { AnimationProps } from "./AnimationProps.tsx";
import { ImageEffectsProps } from "./ImageEffectsProps.tsx";
import type { TemplateField } from "../../../shared/api/templates.ts";

interface Props {
  store: EditorStore;
  doc: DesignDocument;
  layers: Layer[];
  actions: EditorActions;
  fields: readonly TemplateField[];
  /** A visitor's card: no field bindings to see or change (values are filled in on the canvas or the form). */
  remix?: boolean;
  /** a phone: the animation choices are in their own sheet */
  compact?: boolean;
}

export function LayerProps({ store, doc, layers, actions, fields, remix = false, compact = false }: Props) {
  const { t } = useTranslation("editor");
  const ids = layers.map((l) => l.id);
  const one = layers.length === 1 ? layers[0] : null;
  const patch = (p: Partial<Layer>) => store.change((d) => mapLayers(d, ids, (l) => ({ ...l, ...p }) as Layer));
  const grouped = layers.some((l) => l.groupId);
  const alignButtons: { how: Alignment; icon: React.ReactNode }[] = [
    { how: "left", icon: <AlignStartVertical /> },
    { how: "hcenter", icon: <AlignCenterVertical /> },
    { how: "right", icon: <AlignEndVertical /> },
    { how: "top", icon: <AlignStartHorizontal /> },
    { how: "vcenter", icon: <AlignCenterHorizontal /> },
    { how: "bottom", icon: <AlignEndHorizontal /> },
  ];
  return (
    <div data-testid="layer-props">
      <Section title={layers.length > 1 ? t("props.selectionCount", { count: layers.length }) : t("props.arrange")}>
        <div className="flex flex-wrap gap-1" role="toolbar" aria-label={t("props.align")}>
          {alignButtons.map((b) => (
            <Button key={b.how} size="icon" variant="outline" className="size-8" title={t(`align.${b.how}`)} aria-label={t(`align.${b.how}`)} onClick={() => actions.align(b.how)}>
              {b.icon}
            </Button>
          ))}
          {layers.length > 2 && (
            <>
              <Button size="icon" variant="outline" className="size-8" title={t("align.distributeH")} aria-label={t("align.distributeH")} onClick={() => actions.distribute("horizontal")}>
                <AlignHorizontalSpaceAround />
              </Button>
              <Button size="icon" variant="outline" className="size-8" title={t("align.distributeV")} aria-label={t("align.distributeV")} onClick={() => actions.distribute("vertical")}>
                <AlignVerticalSpaceAround />
              </Button>
            </>
          )}
        </div>
        <div className="flex flex-wrap gap-1">
          <Button size="sm" variant="outline" onClick={() => actions.step(1)} title={t("actions.forward")}>
            <ArrowUpToLine /> {t("actions.forward")}
          </Button>
          <Button size="sm" variant="outline" onClick={() => actions.step(-1)} title={t("actions.backward")}>
            <ArrowDownToLine /> {t("actions.backward")}
          </Button>
          {layers.length > 1 && !grouped && (
            <Button size="sm" variant="outline" onClick={actions.group} data-testid="group">
              <Group /> {t("actions.group")}
            </Button>
          )}
          {grouped && (
            <Button size="sm" variant="outline" onClick={actions.ungroup} data-testid="ungroup">
              <Ungroup /> {t("actions.ungroup")}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={actions.duplicate}>
            <Copy /> {t("actions.duplicate")}
          </Button>
          <Button size="sm" variant="outline" className="text-destructive" onClick={actions.remove} data-testid="delete-layer">
            <Trash2 /> {t("actions.delete")}
          </Button>
        </div>
      </Section>
      {one && (
        <Section title={t("props.geometry")}>
          <div className="grid grid-cols-2 gap-2">
            <NumberField label={t("props.x")} value={one.x} onCommit={(x) => patch({ x })} testId="prop-x" />
            <NumberField label={t("props.y")} value={one.y} onCommit={(y) => patch({ y })} testId="prop-y" />
            <NumberField label={t("props.width")} value={one.width} min={1} max={100_000} onCommit={(width) => patch({ width })} testId="prop-width" />
            <NumberField label={t("props.height")} value={one.height} min={1} max={100_000} onCommit={(height) => patch({ height })} testId="prop-height" />
            <NumberField label={t("props.rotation")} value={one.rotation} min={-180} max={180} onCommit={(rotation) => patch({ rotation })} testId="prop-rotation" />
          </div>
          <RangeField label={t("props.opacity")} value={one.opacity} min={0} max={1} step={0.05} store={store} format={(v) => `${Math.round(v * 100)}%`} onChange={(opacity) => patch({ opacity })} />
        </Section>
      )}
      {one?.type === "text" && <TextProps store={store} doc={doc} layer={one} fields={fields} remix={remix} />}
      {one?.type === "shape" && <ShapeProps store={store} layer={one} />}
      {one?.type === "image" && <ImageProps store={store} layer={one} actions={actions} fields={fields} />}
      {one?.type === "image" && <ImageEffectsProps store={store} layer={one} />}
      {one?.type === "qr" && <QrProps store={store} layer={one} />}
      {/* On a phone the animation has its own sheet (the selection bar's Animate). */}
      {!compact && <AnimationProps store={store} doc={doc} layers={layers} />}
    </div>
  );
}
