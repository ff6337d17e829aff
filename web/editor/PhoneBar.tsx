// The bar under the canvas on a phone, as in Canva's phone editor: with nothing selected it offers the
// add tools and the panels; with a selection it becomes the selection's own toolbar (edit the text,
// its properties, duplicate, order, delete, done). Panels open as a sheet between canvas and bar.
import { editableSelection } from "./canvas/EditTextButton.tsx";
import { ArrowDownToLine, ArrowUpToLine, Check, Copy, History, Images, Layers, ListChecks, PencilLine, SlidersHorizontal, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TemplateField } from "../../shared/api/templates.ts";
import type { DesignDocument } from "../../shared/design/schema.ts";
import { AddTools, ToolButton } from "./AddTools.tsx";
import type { EditorStore } from "./state/store.ts";
import type { EditorActions } from "./useEditorActions.ts";

export type Sheet = "layers" | "fields" | "props" | "elements" | "images" | "history";

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
  const toggle = (s: Sheet) => p.onSheet(p.sheet === s ? null : s);
  const sheetButton = (s: Sheet, icon: React.ReactNode, label = p.titles[s]) => (
    <ToolButton key={s} look="bar" label={label} icon={icon} onClick={() => toggle(s)} testId={`sheet-${s}`} aria-expanded={p.sheet === s} />
  );
  const selected = p.doc.layers.filter((l) => p.selection.includes(l.id));
  const editableId = editableSelection(p.doc, p.selection);

  return (
    <nav
      className={
        p.vertical
          ? "grid w-30 shrink-0 grid-cols-2 content-center gap-0.5 overflow-y-auto border-s border-border bg-card p-0.5 pe-[max(0.125rem,env(safe-area-inset-right))] [&>button]:h-14 [&>button]:w-full"
          : "flex shrink-0 items-stretch overflow-x-auto border-t border-border bg-card pb-[env(safe-area-inset-bottom)]"
      } aria-label={selected.length ? t("phone.selectionBar") : t("phone.toolsBar")} data-editor-ui data-testid={selected.length ? "context-bar" : "tools-bar"}>
      {selected.length ? (
        <>
          {editableId && <ToolButton look="bar" label={t("phone.editText")} icon={<PencilLine />} onClick={() => p.onEditText(editableId)} testId="ctx-edit-text" />}
          {sheetButton("props", <SlidersHorizontal />, t("phone.edit"))}
          <ToolButton look="bar" label={t("actions.duplicate")} icon={<Copy />} onClick={p.actions.duplicate} testId="ctx-duplicate" />
          <ToolButton look="bar" label={t("actions.forward")} icon={<ArrowUpToLine />} onClick={() => p.actions.step(1)} testId="ctx-forward" />
          <ToolButton look="bar" label={t("actions.backward")} icon={<ArrowDownToLine />} onClick={() => p.actions.step(-1)} testId="ctx-backward" />
          <ToolButton look="bar" label={t("actions.delete")} icon={<Trash2 />} onClick={p.actions.remove} testId="ctx-delete" />
          {sheetButton("layers", <Layers />)}
          <ToolButton look="bar" label={t("phone.done")} icon={<Check />} onClick={() => p.store.select([])} testId="ctx-done" />
        </>
      ) : (
        <>
          {p.mode === "remix" && sheetButton("fields", <ListChecks />, t("phone.details"))}
          <AddTools look="bar" actions={p.actions} fields={p.fields} onOpenElements={() => p.onSheet("elements")} />
          {p.mode === "template" && sheetButton("fields", <ListChecks />)}
          {sheetButton("layers", <Layers />)}
          {sheetButton("props", <SlidersHorizontal />, t("phone.design"))}
          {sheetButton("images", <Images />)}
          {p.history && sheetButton("history", <History />)}
        </>
      )}
    </nav>
  );
}
