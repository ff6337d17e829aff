// The editor's top bar: add layers, undo/redo, zoom, preview mode, shortcuts and save. Icons carry their
// names (aria-label + title) so every action is reachable and announced by keyboard and screen readers.
// On a phone it is ONE row (back, undo, redo, zoom, preview, status, save): the add tools and the
// selection's commands live in the bar under the canvas (PhoneBar), as in Canva's phone editor.
import { DropdownMenu } from "radix-ui";
import { memo } from "react";
import type { GridControl } from "./canvas/grid.ts";
import { GridTools, PhoneGridItem } from "./GridTools.tsx";
import { ArrowLeft, Check, CircleDot, CloudCheck, CloudUpload, Eye, Keyboard, Loader2, Redo2, Save, Undo2, ZoomIn, ZoomOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TemplateField } from "../../shared/api/templates.ts";
import { Button } from "../components/ui/button.tsx";
import { AddTools } from "./AddTools.tsx";
import type { EditorActions } from "./useEditorActions.ts";
import { releaseFocusAfterPointerClick } from "./focus.ts";

export type PreviewMode = "edit" | "sample" | "long";
const PREVIEW_MODES: readonly PreviewMode[] = ["edit", "sample", "long"];
const previewKey = { edit: "toolbar.previewEdit", sample: "toolbar.previewSample", long: "toolbar.previewLong" } as const;

interface ToolbarProps {
  title: string;
  compact: boolean;
  /** Where the phone's back arrow leads (the site header is not shown on a phone). */
  exitTo: string;
  actions: EditorActions;
  fields: readonly TemplateField[];
  canUndo: boolean;
  canRedo: boolean;
  zoom: number;
  onZoom: (how: "in" | "out" | "fit" | "actual") => void;
  preview: PreviewMode;
  onPreview: (p: PreviewMode) => void;
  onShortcuts: () => void;
  onSave: () => void;
  saving: boolean;
  status: "saved" | "unsaved" | "draft" | "notSaved";
  saveLabel: string;
  grid: GridControl;
}

/** The phone's preview switch: an eye that opens the three modes (a native select would print its text). */
function PreviewMenu({ preview, onPreview, grid }: { preview: PreviewMode; onPreview: (p: PreviewMode) => void; grid: GridControl }) {
  const { t } = useTranslation("editor");
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button size="icon" variant={preview === "edit" ? "ghost" : "outline"} className="size-11" aria-label={`${t("toolbar.preview")}: ${t(previewKey[preview])}`} data-testid="preview-mode-menu">
          <Eye />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} collisionPadding={8} className="z-50 min-w-48 rounded-xl border border-border bg-card p-1 shadow-xl">
          <DropdownMenu.RadioGroup value={preview} onValueChange={(v) => onPreview(v as PreviewMode)}>
            {PREVIEW_MODES.map((m) => (
              <DropdownMenu.RadioItem key={m} value={m} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm outline-none data-[highlighted]:bg-muted">
                <span className="size-4">
                  <DropdownMenu.ItemIndicator>
                    <Check className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {t(previewKey[m])}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <PhoneGridItem grid={grid} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

// Memoised: its props hold still during a drag, which re-renders the editor on every frame.
export const Toolbar = memo(function Toolbar(p: ToolbarProps) {
  const { t } = useTranslation("editor");
  const c = p.compact;
  const iconClass = c ? "size-11" : "size-8";
  return (
    <div
      className={`flex items-center gap-1.5 border-b border-border bg-card ${c ? "h-12 flex-nowrap gap-0.5 px-1" : "flex-wrap px-2 py-1.5 sm:px-3"}`}
      role="toolbar"
      aria-label={t("toolbar.label")}
      data-editor-ui
      data-testid="editor-toolbar"
      onClick={releaseFocusAfterPointerClick}
    >
      {c ? (
        <Button asChild size="icon" variant="ghost" className="size-11">
          <Link to={p.exitTo} aria-label={t("phone.back")} title={t("phone.back")} data-testid="editor-back">
            <ArrowLeft className="rtl:-scale-x-100" />
          </Link>
        </Button>
      ) : (
        <>
          <h1 className="me-2 hidden max-w-48 truncate text-sm font-extrabold md:block" title={p.title}>
            {p.title}
          </h1>
          <AddTools look="toolbar" actions={p.actions} fields={p.fields} />
          <span className="mx-1 h-6 w-px bg-border" aria-hidden />
        </>
      )}
      <Button size="icon" variant="ghost" className={iconClass} onClick={p.actions.undo} disabled={!p.canUndo} aria-label={t("toolbar.undo")} title={`${t("toolbar.undo")} (Ctrl+Z)`} data-testid="undo">
        <Undo2 className="rtl:-scale-x-100" />
      </Button>
      <Button size="icon" variant="ghost" className={iconClass} onClick={p.actions.redo} disabled={!p.canRedo} aria-label={t("toolbar.redo")} title={`${t("toolbar.redo")} (Ctrl+Shift+Z)`} data-testid="redo">
        <Redo2 className="rtl:-scale-x-100" />
      </Button>
      {!c && <span className="mx-1 h-6 w-px bg-border" aria-hidden />}
      <div className="flex items-center" dir="ltr">
        {!c && (
          <Button size="icon" variant="ghost" className="size-8" onClick={() => p.onZoom("out")} aria-label={t("toolbar.zoomOut")} title={t("toolbar.zoomOut")}>
            <ZoomOut />
          </Button>
        )}
        <button type="button" className={`min-w-12 rounded px-1 text-xs font-semibold tabular-nums hover:bg-muted ${c ? "h-11" : ""}`} onClick={() => p.onZoom("fit")} title={t("toolbar.fit")} aria-label={`${Math.round(p.zoom * 100)}% — ${t("toolbar.fit")}`} data-testid="zoom-fit">
          {Math.round(p.zoom * 100)}%
        </button>
        {!c && (
          <Button size="icon" variant="ghost" className="size-8" onClick={() => p.onZoom("in")} aria-label={t("toolbar.zoomIn")} title={t("toolbar.zoomIn")}>
            <ZoomIn />
          </Button>
        )}
      </div>
      {!c && <GridTools grid={p.grid} />}
      {c ? (
        <PreviewMenu preview={p.preview} onPreview={p.onPreview} grid={p.grid} />
      ) : (
        <label className="flex items-center gap-1 text-xs font-semibold">
          <Eye className="size-4" aria-hidden />
          <span className="sr-only">{t("toolbar.preview")}</span>
          <select className="h-8 max-w-32 rounded-md border border-border bg-background px-1 text-xs xl:max-w-none" value={p.preview} onChange={(e) => p.onPreview(e.target.value as PreviewMode)} data-testid="preview-mode">
            {PREVIEW_MODES.map((m) => (
              <option key={m} value={m}>
                {t(previewKey[m])}
              </option>
            ))}
          </select>
        </label>
      )}
      {/* Below 1280 px the words would push Save onto a second row: an icon says it, the words stay
          for screen readers and as a tooltip. */}
      <span className="ms-auto flex min-w-0 items-center text-xs text-muted-foreground" role="status" data-testid="save-status" title={t(`status.${p.status}`)}>
        <span className={c ? "" : "xl:hidden"}>
          {p.status === "saved" ? <CloudCheck className="size-5 shrink-0" aria-hidden /> : p.status === "draft" ? <CloudUpload className="size-5 shrink-0" aria-hidden /> : <CircleDot className="size-4 shrink-0 text-accent-foreground" aria-hidden />}
        </span>
        <span className={c ? "sr-only" : "sr-only truncate xl:not-sr-only"}>{t(`status.${p.status}`)}</span>
      </span>
      {!c && (
        <Button size="icon" variant="ghost" className="size-8" onClick={p.onShortcuts} aria-label={t("shortcuts.title")} title={`${t("shortcuts.title")} (?)`} aria-haspopup="dialog" data-testid="shortcuts-button">
          <Keyboard />
        </Button>
      )}
      <Button size="sm" className={c ? "h-11 shrink-0 px-3" : ""} onClick={p.onSave} disabled={p.saving} data-testid="save" title={`${p.saveLabel} (Ctrl+S)`}>
        {p.saving ? <Loader2 className="animate-spin" /> : <Save />}
        {/* Under 380 px the word ("Enregistrer") pushed Save past the window's edge: the icon says it there. */}
        <span className={c ? "max-[379px]:sr-only" : ""}>{p.saveLabel}</span>
      </Button>
    </div>
  );
});
