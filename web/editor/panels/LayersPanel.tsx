// The layers list, top layer first: select (shift adds), rename (double-click or F2), hide, lock, and
// reorder by dragging a row (one record's fractional index changes) or with the keyboard (alt+↑/↓).
// Rows read as words in the viewer's language (layerLabels.ts); layers sharing a groupId sit under
// one collapsible, named group row (a seeded card's 196 layers become a short list of ornaments).
import { ChevronDown, ChevronRight, Group } from "lucide-react";
import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TemplateField } from "../../../shared/api/templates.ts";
import { orderedLayers, type DesignDocument, type Layer } from "../../../shared/design/schema.ts";
import type { Locale } from "../../../shared/limits.ts";
import { mapLayers, reorderLayer } from "../state/ops.ts";
import type { EditorStore } from "../state/store.ts";
import { groupLabel, layerLabel } from "./layerLabels.ts";
import { LayerRow } from "./LayerRow.tsx";

interface LayersPanelProps {
  store: EditorStore;
  doc: DesignDocument;
  selection: readonly string[];
  fields: readonly TemplateField[];
}

/** What a row shows: a drag moves x/y every frame, which must not re-render 60 rows. */
function rowKey(l: Layer): string {
  const text = l.type === "text" ? `${l.props.field ?? ""}|${l.props.text}` : l.type === "shape" ? l.props.shape : "";
  return `${l.id}|${l.index}|${l.name}|${l.hidden}|${l.locked}|${l.type}|${l.groupId ?? ""}|${text}`;
}

export const LayersPanel = memo(
  LayersPanelView,
  (a, b) => a.store === b.store && a.selection === b.selection && a.fields === b.fields && a.doc.layers.length === b.doc.layers.length && a.doc.layers.every((l, i) => l === b.doc.layers[i] || rowKey(l) === rowKey(b.doc.layers[i])),
);

/** Consecutive layers (top first) of one group form a block; ungrouped layers are blocks of one. */
function blocks(topFirst: Layer[]): { groupId: string | null; layers: Layer[] }[] {
  const out: { groupId: string | null; layers: Layer[] }[] = [];
  for (const l of topFirst) {
    const last = out[out.length - 1];
    if (l.groupId && last?.groupId === l.groupId) last.layers.push(l);
    else out.push({ groupId: l.groupId ?? null, layers: [l] });
  }
  return out;
}

function LayersPanelView({ store, doc, selection, fields }: LayersPanelProps) {
  const { t, i18n } = useTranslation("editor");
  const [renaming, setRenaming] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const topFirst = orderedLayers(doc).reverse();
  const ctx = { fields, locale: i18n.language as Locale, t: t as (key: string, opts?: Record<string, unknown>) => string };
  const toggle = (id: string, key: "hidden" | "locked") => store.change((d) => mapLayers(d, [id], (l) => ({ ...l, [key]: !l[key] })));
  const rename = (id: string, name: string) => {
    setRenaming(null);
    store.change((d) => mapLayers(d, [id], (l) => (l.name === name ? l : { ...l, name: name.slice(0, 100) })));
  };
  /** Drops `id` just above `target` in the drawing order. */
  const dropAbove = (id: string, target: string) => {
    if (id === target) return;
    // The store's document, not the render's: rows keep the handlers of the render that last drew them.
    const bottomUp = orderedLayers(store.doc).filter((l) => l.id !== id);
    const i = bottomUp.findIndex((l) => l.id === target);
    store.change((d) => reorderLayer(d, id, target, bottomUp[i + 1]?.id ?? null));
  };
  const drag = { dragging, over, setDragging, setOver, dropAbove };
  const row = (l: Layer, nested = false) => (
    <LayerRow
      key={l.id} layer={l} label={layerLabel(l, ctx)} active={selection.includes(l.id)} store={store} renaming={renaming === l.id}
      setRenaming={setRenaming} rename={rename} toggle={toggle} drag={drag} nested={nested}
    />
  );
  const flip = (groupId: string) => setOpen((s) => {
    const next = new Set(s);
    if (!next.delete(groupId)) next.add(groupId);
    return next;
  });

  if (!topFirst.length) return <p className="p-4 text-sm text-muted-foreground">{t("layers.empty")}</p>;
  let groupNumber = 0;
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-0.5 p-2" aria-label={t("layers.title")} data-testid="layers-list">
      {blocks(topFirst).map((b) => {
        if (!b.groupId || b.layers.length < 2) return b.layers.map((l) => row(l));
        const id = b.groupId;
        const ids = b.layers.map((l) => l.id);
        const picked = ids.filter((x) => selection.includes(x)).length;
        const active = picked > 0;
        // Opened by hand, or to show a selected member (a whole selected group stays one row).
        const expanded = open.has(id) || (picked > 0 && picked < ids.length);
        const name = groupLabel(id, ++groupNumber, ctx.t);
        return [
          <li key={`group-${id}-${ids[0]}`} data-testid={`layer-group-${id}`} data-layer-ids={ids.join(" ")} className={`flex min-w-0 items-center gap-1 rounded-lg border px-1 ${active ? "border-primary/60 bg-primary/5" : "border-transparent hover:bg-muted"}`}>
            <button type="button" className="tap-target inline-flex items-center justify-center rounded p-1 hover:bg-background" aria-expanded={expanded} aria-label={t(expanded ? "layers.collapse" : "layers.expand", { name })} onClick={() => flip(id)} data-testid={`layer-group-toggle-${id}`}>
              {expanded ? <ChevronDown className="size-4" /> : <ChevronRight className="size-4 rtl:rotate-180" />}
            </button>
            <Group aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <button type="button" dir="auto" className="tap-target h-8 min-w-0 flex-1 truncate text-start text-sm font-semibold" onClick={(e) => store.select(ids, e.shiftKey)}>
              {name}
            </button>
            <span className="pe-1 text-xs tabular-nums text-muted-foreground">{t("layers.groupCount", { count: ids.length })}</span>
          </li>,
          ...(expanded ? b.layers.map((l) => row(l, true)) : []),
        ];
      })}
    </ul>
  );
}
