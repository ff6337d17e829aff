// The colour slots of a library element (fill and stroke colours share slots): each slot one ColorField,
// so brand colours and the design's colours are one tap away.
import { useTranslation } from "react-i18next";
import { recolor } from "../../../shared/design/elements/catalogue.ts";
import type { ShapeLayer } from "../../../shared/design/schema.ts";
import { updateLayer } from "../state/ops.ts";
import type { EditorStore } from "../state/store.ts";
import { ColorField, Section } from "./controls.tsx";

export function ElementColors({ store, layer }: { store: EditorStore; layer: ShapeLayer }) {
  const { t } = useTranslation("editor");
  const drawing = layer.props.element;
  if (!drawing) return null;
  return (
    <Section title={t("elements.colors")}>
      {drawing.colors.map((c, i) => (
        <ColorField
          key={i}
          label={t("elements.slot", { n: i + 1 })}
          value={c}
          store={store}
          testId={`element-color-${i}`}
          onChange={(color) => {
            if (!color) return;
            // Read the layer from the store: a gesture's earlier frames already changed it.
            store.change((d) => {
              const current = d.layers.find((l) => l.id === layer.id);
              if (current?.type !== "shape" || !current.props.element) return d;
              return updateLayer<ShapeLayer>(d, layer.id, { props: { element: recolor(current.props.element, i, color) } });
            });
          }}
        />
      ))}
    </Section>
  );
}
