// The layers list, top layer first: select (shift adds), rename (double-click or F2), hide, lock, and
// reorder by dragging a row (one record's fractional index changes) or with the keyboard (alt+↑/↓).
import { Circle, Eye, EyeOff, GripVertical, Image, Lock, LockOpen, QrCode, Square, Type } from "lucide-react";
import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import { orderedLayers, type DesignDocument, type Layer } from "../../../shared/design/schema.ts";
import { mapLayers, reorderLayer, stepLayer } from "../state/ops.ts";
import type { EditorStore } from "../state/store.ts";

function LayerIcon({ layer }: { layer: Layer }) {
  const cls = "size-4 shrink-0 text-muted-foreground";
  if (layer.type === "text") return <Type aria-hidden className={cls} />;
  if (layer.type === "image") return <Image aria-hidden className={cls} />;
  if (layer.type === "qr") return <QrCode aria-hidden className={cls} />;
  return layer.props.shape === "ellipse" ? <Circle aria-hidden className={cls} /> : <Square aria-hidden className={cls} />;
}

/** Names like "text 12" are machine-made (seeds): the text itself says more. */
const GENERATED_NAME = /^(text|shape|image|qr)[ _-]?\d*$/i;

export function layerLabel(layer: Layer, fallback: string): string {
  if (layer.name && !GENERATED_NAME.test(layer.name)) return layer.name;
  if (layer.type === "text") return (layer.props.field ? `{{${layer.props.field}}}` : layer.props.text).slice(0, 40) || fallback;
  return fallback;
}

interface LayersPanelProps {
  store: EditorStore;
  doc: DesignDocument;
  selection: readonly string[];
}

/** What a row shows: a drag moves x/y every frame, which must not re-render 60 rows. */
function rowKey(l: Layer): string {
  const text = l.type === "text" ? `${l.props.field ?? ""}|${l.props.text}` : l.type === "shape" ? l.props.shape : "";
  return `${l.id}|${l.index}|${l.name}|${l.hidden}|${l.locked}|${l.type}|${text}`;
}

export const LayersPanel = memo(
  LayersPanelView,
  (a, b) => a.store === b.store && a.selection === b.selection && a.doc.layers.length === b.doc.layers.length && a.doc.layers.every((l, i) => l === b.doc.layers[i] || rowKey(l) === rowKey(b.doc.layers[i])),
);

function LayersPanelView({ store, doc, selection }: LayersPanelProps) {
  const { t } = useTranslation("editor");
  const [renaming, setRenaming] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const topFirst = orderedLayers(doc).reverse();
  const toggle = (id: string, key: "hidden" | "locked") => store.change((d) => mapLayers(d, [id], (l) => ({ ...l, [key]: !l[key] })));
  const rename = (id: string, name: string) => {
    setRenaming(null);
    store.change((d) => mapLayers(d, [id], (l) => (l.name === name ? l : { ...l, name: name.slice(0, 100) })));
  };
  /** Drops `id` just above `target` in the drawing order. */
  const dropAbove = (id: string, target: string) => {
    if (id === target) return;
    const bottomUp = orderedLayers(doc).filter((l) => l.id !== id);
    const i = bottomUp.findIndex((l) => l.id === target);
    store.change((d) => reorderLayer(d, id, target, bottomUp[i + 1]?.id ?? null));
  };

  if (!topFirst.length) return <p className="p-4 text-sm text-muted-foreground">{t("layers.empty")}</p>;
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-0.5 p-2" aria-label={t("layers.title")} data-testid="layers-list">
      {topFirst.map((l) => {
        const active = selection.includes(l.id);
        const name = layerLabel(l, t(`layerTypes.${l.type === "shape" ? l.props.shape : l.type}`));
        return (
          <li
            key={l.id}
            data-testid={`layer-row-${l.id}`}
            draggable={renaming !== l.id}
            onDragStart={(e) => {
              setDragging(l.id);
              e.dataTransfer.effectAllowed = "move";
              e.dataTransfer.setData("text/x-bitaqa-layer", l.id);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
            onDragOver={(e) => {
              if (!dragging) return;
              e.preventDefault();
              setOver(l.id);
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging) dropAbove(dragging, l.id);
              setDragging(null);
              setOver(null);
            }}
            className={`group flex min-w-0 items-center gap-1 rounded-lg border px-1 ${active ? "border-primary bg-primary/10" : "border-transparent hover:bg-muted"} ${over === l.id && dragging !== l.id ? "border-t-2 border-t-primary" : ""} ${l.hidden ? "opacity-60" : ""}`}
          >
            <GripVertical aria-hidden className="size-4 shrink-0 cursor-grab text-muted-foreground/60" />
            <LayerIcon layer={l} />
            {renaming === l.id ? (
              <input
                autoFocus
                dir="auto"
                aria-label={t("layers.rename")}
                defaultValue={l.name}
                className="h-7 min-w-0 flex-1 rounded border border-border bg-background px-1 text-sm"
                onBlur={(e) => rename(l.id, e.target.value)}
                onKeyDown={(e) => {
                  e.stopPropagation();
                  if (e.key === "Enter") rename(l.id, (e.target as HTMLInputElement).value);
                  if (e.key === "Escape") setRenaming(null);
                }}
              />
            ) : (
              <button
                type="button"
                dir="auto"
                aria-pressed={active}
                className="h-8 min-w-0 flex-1 truncate text-start text-sm"
                onClick={(e) => store.select([l.id], e.shiftKey)}
                onDoubleClick={() => setRenaming(l.id)}
                onKeyDown={(e) => {
                  if (e.key === "F2") setRenaming(l.id);
                  if (e.altKey && (e.key === "ArrowUp" || e.key === "ArrowDown")) {
                    e.preventDefault();
                    e.stopPropagation();
                    store.change((d) => stepLayer(d, l.id, e.key === "ArrowUp" ? 1 : -1));
                  }
                }}
              >
                {name}
              </button>
            )}
            <button type="button" className="rounded p-1 hover:bg-background" aria-label={l.hidden ? t("layers.show") : t("layers.hide")} title={l.hidden ? t("layers.show") : t("layers.hide")} aria-pressed={l.hidden} onClick={() => toggle(l.id, "hidden")} data-testid={`layer-hide-${l.id}`}>
              {l.hidden ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
            </button>
            <button type="button" className="rounded p-1 hover:bg-background" aria-label={l.locked ? t("layers.unlock") : t("layers.lock")} title={l.locked ? t("layers.unlock") : t("layers.lock")} aria-pressed={l.locked} onClick={() => toggle(l.id, "locked")} data-testid={`layer-lock-${l.id}`}>
              {l.locked ? <Lock className="size-4" /> : <LockOpen className="size-4 opacity-50" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
