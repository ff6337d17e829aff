// One row of the layers list: drag handle, icon, name (rename by double-click or F2), hide and lock.
import { Circle, Eye, EyeOff, GripVertical, Image, Lock, LockOpen, Minus, QrCode, Square, Type } from "lucide-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { Layer } from "../../../shared/design/schema.ts";
import { stepLayer } from "../state/ops.ts";
import type { EditorStore } from "../state/store.ts";
import { ElementThumb } from "./ElementThumb.tsx";

export function LayerIcon({ layer }: { layer: Layer }) {
  const cls = "size-4 shrink-0 text-muted-foreground";
  if (layer.type === "text") return <Type aria-hidden className={cls} data-icon="text" />;
  if (layer.type === "image") return <Image aria-hidden className={cls} data-icon="image" />;
  if (layer.type === "qr") return <QrCode aria-hidden className={cls} data-icon="qr" />;
  if (layer.props.element && layer.props.shape === "element") return <ElementThumb drawing={layer.props.element} className="size-4 shrink-0" />;
  if (layer.props.shape === "line") return <Minus aria-hidden className={`${cls} -rotate-45`} data-icon="line" />;
  return layer.props.shape === "ellipse" ? <Circle aria-hidden className={cls} data-icon="ellipse" /> : <Square aria-hidden className={cls} data-icon="rect" />;
}

export interface LayerRowProps {
  layer: Layer;
  label: string;
  active: boolean;
  store: EditorStore;
  renaming: boolean;
  setRenaming: (id: string | null) => void;
  rename: (id: string, name: string) => void;
  toggle: (id: string, key: "hidden" | "locked") => void;
  drag: {
    dragging: string | null;
    over: string | null;
    setDragging: (id: string | null) => void;
    setOver: (id: string | null) => void;
    dropAbove: (id: string, target: string) => void;
  };
  /** inside an expanded group: indented under its header */
  nested?: boolean;
}

/** A row draws the layer's name, type, text, hidden and locked, not its geometry. */
function sameLayerRow(a: Layer, b: Layer): boolean {
  if (a === b) return true;
  const text = (l: Layer) => (l.type === "text" ? l.props.text : l.type === "shape" ? l.props.shape : "");
  return a.id === b.id && a.type === b.type && a.name === b.name && a.hidden === b.hidden && a.locked === b.locked && text(a) === text(b);
}

/**
 * Memoised: typing in one text layer must not re-render the 60 other rows. The handlers are left out
 * of the comparison on purpose: they read the store when called, never the render's document.
 */
export const LayerRow = memo(LayerRowView, (a, b) =>
  sameLayerRow(a.layer, b.layer) && a.label === b.label && a.active === b.active && a.store === b.store && a.renaming === b.renaming &&
  a.nested === b.nested && a.drag.dragging === b.drag.dragging && a.drag.over === b.drag.over);

function LayerRowView({ layer: l, label, active, store, renaming, setRenaming, rename, toggle, drag, nested }: LayerRowProps) {
  const { t } = useTranslation("editor");
  const { dragging, over, setDragging, setOver, dropAbove } = drag;
  return (
    <li
      data-testid={`layer-row-${l.id}`}
      draggable={!renaming}
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
      className={`group flex min-w-0 items-center gap-1 rounded-lg border px-1 ${nested ? "ms-4" : ""} ${active ? "border-primary bg-primary/10" : "border-transparent hover:bg-muted"} ${over === l.id && dragging !== l.id ? "border-t-2 border-t-primary" : ""} ${l.hidden ? "opacity-60" : ""}`}
    >
      <GripVertical aria-hidden className="size-4 shrink-0 cursor-grab text-muted-foreground/60" />
      <LayerIcon layer={l} />
      {renaming ? (
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
          className="tap-target h-8 min-w-0 flex-1 truncate text-start text-sm"
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
          {label}
        </button>
      )}
      <button type="button" className="tap-target inline-flex items-center justify-center rounded p-1 hover:bg-background" aria-label={l.hidden ? t("layers.show") : t("layers.hide")} title={l.hidden ? t("layers.show") : t("layers.hide")} aria-pressed={l.hidden} onClick={() => toggle(l.id, "hidden")} data-testid={`layer-hide-${l.id}`}>
        {l.hidden ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
      </button>
      <button type="button" className="tap-target inline-flex items-center justify-center rounded p-1 hover:bg-background" aria-label={l.locked ? t("layers.unlock") : t("layers.lock")} title={l.locked ? t("layers.unlock") : t("layers.lock")} aria-pressed={l.locked} onClick={() => toggle(l.id, "locked")} data-testid={`layer-lock-${l.id}`}>
        {l.locked ? <Lock className="size-4" /> : <LockOpen className="size-4 opacity-50" />}
      </button>
    </li>
  );
}
