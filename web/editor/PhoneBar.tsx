// The bar under the canvas on a phone, as in Canva's phone editor: with nothing selected it offers the
// add tools and the panels; with a selection it becomes the selection's own toolbar (edit the text,
// its properties, duplicate, order, delete, done). Panels open as a sheet between canvas and bar.
// The bar never scrolls sideways: what does not fit goes under "More" (phoneBarItems.ts decides).
import { editableSelection } from "./canvas/EditTextButton.tsx";
import { ArrowDownToLine, ArrowUpToLine, Check, Clapperboard, Copy, History, Images, Layers, ListChecks, PencilLine, SlidersHorizontal, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TemplateField } from "../../shared/api/templates.ts";
import type { DesignDocument } from "../../shared/design/schema.ts";
import { AddTool, ToolButton } from "./AddTools.tsx";
import { PhoneMoreSheet } from "./PhoneMoreSheet.tsx";
import { selectionItems, splitBar, toolsItems, type SelectionItem, type ToolsItem } from "./phoneBarItems.ts";
import { useBarSlots } from "./useBarSlots.ts";
import type { EditorStore } from "./state/store.ts";
import type { EditorActions } from "./useEditorActions.ts";

export type Sheet = "layers" | "fields" | "props" | "animation" | "elements" | "images" | "history";

interface PhoneBarProps {
  store: EditorStore;
  doc: DesignDocument;
  selection: readonly string[];
  actions: EditorActions;
  fields: readonly TemplateField[];
  mode: "template" | "remix";
  sheet: Sheet | null;
  onSheet: (s: Sheet | null) => void;
  onEditText: (id: string) => void;
  titles: Record<Sheet, string>;
  /** Landscape: two columns of items at the inline end instead of one row at the bottom. */
  vertical: boolean;
  /** a template: its History sheet is offered */
  history?: boolean;
}

export function PhoneBar(p: PhoneBarProps) {
  const { t } = useTranslation("editor");
  const { ref, slots } = useBarSlots(p.vertical);
  const selected = p.doc.layers.filter((l) => p.selection.includes(l.id));
  const kind = selected.length ? "selection" : "tools";
  // Which bar's More is open: the tools' More must not reopen as the selection's when a layer gets selected.
  const [moreFor, setMoreFor] = useState<typeof kind | null>(null);
  const closeMore = () => setMoreFor(null);
  const editableId = editableSelection(p.doc, p.selection);

  /** `inMore`: chosen from the More sheet, which then closes; a sheet chosen there opens (a bar item toggles). */
  const sheetButton = (s: Sheet, icon: ReactNode, label: string, inMore: boolean) => (
    <ToolButton
      key={s} look="bar" label={label} icon={icon} testId={`sheet-${s}`} aria-expanded={p.sheet === s}
      onClick={() => {
        if (inMore) closeMore();
        p.onSheet(inMore || p.sheet !== s ? s : null);
      }}
    />
  );
  const command = (testId: string, label: string, icon: ReactNode, run: () => void, inMore: boolean) => (
    <ToolButton
      key={testId} look="bar" label={label} icon={icon} testId={testId}
      onClick={() => {
        if (inMore) closeMore();
        run();
      }}
    />
  );

  const toolItem = (item: ToolsItem, inMore: boolean): ReactNode => {
    switch (item) {
      case "text": case "field": case "image": case "shape": case "qr":
        return <AddTool key={item} id={item} look="bar" actions={p.actions} fields={p.fields} onOpenElements={() => p.onSheet("elements")} onUsed={inMore ? closeMore : undefined} />;
      case "fields": return sheetButton("fields", <ListChecks />, p.mode === "remix" ? t("phone.details") : p.titles.fields, inMore);
      case "layers": return sheetButton("layers", <Layers />, p.titles.layers, inMore);
      case "props": return sheetButton("props", <SlidersHorizontal />, t("phone.design"), inMore);
      case "images": return sheetButton("images", <Images />, p.titles.images, inMore);
      case "history": return sheetButton("history", <History />, p.titles.history, inMore);
    }
  };
  const selectionItem = (item: SelectionItem, inMore: boolean): ReactNode => {
    switch (item) {
      case "editText": return editableId ? command("ctx-edit-text", t("phone.editText"), <PencilLine />, () => p.onEditText(editableId), inMore) : null;
      case "props": return sheetButton("props", <SlidersHorizontal />, t("phone.edit"), inMore);
      case "animate": return sheetButton("animation", <Clapperboard />, t("phone.animate"), inMore);
      case "duplicate": return command("ctx-duplicate", t("actions.duplicate"), <Copy />, p.actions.duplicate, inMore);
      case "delete": return command("ctx-delete", t("actions.delete"), <Trash2 />, p.actions.remove, inMore);
      case "layers": return sheetButton("layers", <Layers />, p.titles.layers, inMore);
      case "forward": return command("ctx-forward", t("actions.forward"), <ArrowUpToLine />, () => p.actions.step(1), inMore);
      case "backward": return command("ctx-backward", t("actions.backward"), <ArrowDownToLine />, () => p.actions.step(-1), inMore);
      case "done": return command("ctx-done", t("phone.done"), <Check />, () => p.store.select([]), inMore);
    }
  };

  const items = selected.length ? selectionItems(!!editableId) : toolsItems(p.mode, !!p.history);
  const { bar, more } = splitBar<string>(items, slots);
  const render = (item: string, inMore: boolean) => (selected.length ? selectionItem(item as SelectionItem, inMore) : toolItem(item as ToolsItem, inMore));
  // A panel opened from More: More is lit, as a bar item is while its panel is open.
  const moreActive = more.some((item) => p.sheet === item || (item === "shape" && p.sheet === "elements"));

  return (
    <nav
      ref={ref}
      className={
        p.vertical
          ? "grid w-30 shrink-0 grid-cols-2 content-center gap-0.5 overflow-y-auto border-s border-border bg-card p-0.5 pe-[max(0.125rem,env(safe-area-inset-right))] [&>button]:h-14 [&>button]:w-full"
          : "flex shrink-0 items-stretch border-t border-border bg-card pb-[env(safe-area-inset-bottom)]"
      } aria-label={selected.length ? t("phone.selectionBar") : t("phone.toolsBar")} data-editor-ui data-testid={selected.length ? "context-bar" : "tools-bar"}>
      {bar.map((item) =>
        item === "more" ? (
          <PhoneMoreSheet key="more" open={moreFor === kind} onOpenChange={(open) => setMoreFor(open ? kind : null)} active={moreActive}>
            {more.map((m) => render(m, true))}
          </PhoneMoreSheet>
        ) : (
          render(item, false)
        ),
      )}
    </nav>
  );
}
