// The editor's top bar: add layers, undo/redo, zoom, preview mode and save. Icons carry their names
// (aria-label + title) so every action is reachable and announced by keyboard and screen readers.
import { DropdownMenu } from "radix-ui";
import {
  Circle, Eye, Image, Loader2, QrCode, Redo2, Save, Shapes, Slash, Square, TextCursorInput, Type, Undo2, ZoomIn, ZoomOut,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TemplateField } from "../../shared/api/templates.ts";
import type { Locale } from "../../shared/limits.ts";
import { Button } from "../components/ui/button.tsx";
import { localized } from "../lib/i18n.ts";
import type { EditorActions } from "./useEditorActions.ts";
import { releaseFocusAfterPointerClick } from "./focus.ts";

export type PreviewMode = "edit" | "sample" | "long";

interface ToolbarProps {
  title: string;
  actions: EditorActions;
  fields: readonly TemplateField[];
  canUndo: boolean;
  canRedo: boolean;
  zoom: number;
  onZoom: (how: "in" | "out" | "fit" | "actual") => void;
  preview: PreviewMode;
  onPreview: (p: PreviewMode) => void;
  onSave: () => void;
  saving: boolean;
  status: "saved" | "unsaved" | "draft" | "notSaved";
  saveLabel: string;
}

const itemClass = "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted";

function MenuButton({ label, icon, children, testId }: { label: string; icon: React.ReactNode; children: React.ReactNode; testId?: string }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={label} title={label} data-testid={testId}>
          {icon}
          <span className="hidden lg:inline">{label}</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={6} className="z-50 min-w-44 rounded-xl border border-border bg-card p-1 shadow-xl">
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function Toolbar(p: ToolbarProps) {
  const { t, i18n } = useTranslation("editor");
  const locale = i18n.language as Locale;
  const textFields = p.fields.filter((f) => f.type !== "image" && f.type !== "color");
  return (
    <div className="flex flex-wrap items-center gap-1.5 border-b border-border bg-card px-2 py-1.5 sm:px-3" role="toolbar" aria-label={t("toolbar.label")} data-editor-ui onClick={releaseFocusAfterPointerClick}>
      <h1 className="me-2 hidden max-w-48 truncate text-sm font-extrabold md:block" title={p.title}>
        {p.title}
      </h1>
      <Button size="sm" variant="outline" onClick={() => p.actions.add("text")} aria-label={t("tools.text")} title={t("tools.text")} data-testid="add-text">
        <Type />
        <span className="hidden lg:inline">{t("tools.text")}</span>
      </Button>
      <MenuButton label={t("tools.field")} icon={<TextCursorInput />} testId="add-field-layer">
        {textFields.length === 0 && <p className="px-3 py-2 text-sm text-muted-foreground">{t("fields.none")}</p>}
        {textFields.map((f) => (
          <DropdownMenu.Item key={f.name} className={itemClass} onSelect={() => p.actions.add("field", { field: f.name })}>
            {localized(f.label, locale) || f.name}
          </DropdownMenu.Item>
        ))}
      </MenuButton>
      <Button size="sm" variant="outline" onClick={() => p.actions.add("image")} aria-label={t("tools.image")} title={t("tools.image")} data-testid="add-image">
        <Image />
        <span className="hidden lg:inline">{t("tools.image")}</span>
      </Button>
      <MenuButton label={t("tools.shape")} icon={<Shapes />} testId="add-shape">
        <DropdownMenu.Item className={itemClass} onSelect={() => p.actions.add("rect")} data-testid="add-rect">
          <Square className="size-4" /> {t("tools.rect")}
        </DropdownMenu.Item>
        <DropdownMenu.Item className={itemClass} onSelect={() => p.actions.add("ellipse")}>
          <Circle className="size-4" /> {t("tools.ellipse")}
        </DropdownMenu.Item>
        <DropdownMenu.Item className={itemClass} onSelect={() => p.actions.add("line")}>
          <Slash className="size-4" /> {t("tools.line")}
        </DropdownMenu.Item>
      </MenuButton>
      <Button size="sm" variant="outline" onClick={() => p.actions.add("qr")} aria-label={t("tools.qr")} title={t("tools.qr")}>
        <QrCode />
        <span className="hidden lg:inline">{t("tools.qr")}</span>
      </Button>
      <span className="mx-1 h-6 w-px bg-border" aria-hidden />
      <Button size="icon" variant="ghost" className="size-8" onClick={p.actions.undo} disabled={!p.canUndo} aria-label={t("toolbar.undo")} title={`${t("toolbar.undo")} (Ctrl+Z)`} data-testid="undo">
        <Undo2 className="rtl:-scale-x-100" />
      </Button>
      <Button size="icon" variant="ghost" className="size-8" onClick={p.actions.redo} disabled={!p.canRedo} aria-label={t("toolbar.redo")} title={`${t("toolbar.redo")} (Ctrl+Shift+Z)`} data-testid="redo">
        <Redo2 className="rtl:-scale-x-100" />
      </Button>
      <span className="mx-1 h-6 w-px bg-border" aria-hidden />
      <div className="flex items-center" dir="ltr">
        <Button size="icon" variant="ghost" className="size-8" onClick={() => p.onZoom("out")} aria-label={t("toolbar.zoomOut")} title={t("toolbar.zoomOut")}>
          <ZoomOut />
        </Button>
        <button type="button" className="min-w-12 rounded px-1 text-xs font-semibold tabular-nums hover:bg-muted" onClick={() => p.onZoom("fit")} title={t("toolbar.fit")} aria-label={`${Math.round(p.zoom * 100)}% — ${t("toolbar.fit")}`} data-testid="zoom-fit">
          {Math.round(p.zoom * 100)}%
        </button>
        <Button size="icon" variant="ghost" className="size-8" onClick={() => p.onZoom("in")} aria-label={t("toolbar.zoomIn")} title={t("toolbar.zoomIn")}>
          <ZoomIn />
        </Button>
      </div>
      <label className="flex items-center gap-1 text-xs font-semibold">
        <Eye className="size-4" aria-hidden />
        <span className="sr-only">{t("toolbar.preview")}</span>
        <select className="h-8 rounded-md border border-border bg-background px-1 text-xs" value={p.preview} onChange={(e) => p.onPreview(e.target.value as PreviewMode)} data-testid="preview-mode">
          <option value="edit">{t("toolbar.previewEdit")}</option>
          <option value="sample">{t("toolbar.previewSample")}</option>
          <option value="long">{t("toolbar.previewLong")}</option>
        </select>
      </label>
      <span className="ms-auto text-xs text-muted-foreground" role="status" data-testid="save-status">
        {t(`status.${p.status}`)}
      </span>
      <Button size="sm" onClick={p.onSave} disabled={p.saving} data-testid="save" title={`${p.saveLabel} (Ctrl+S)`}>
        {p.saving ? <Loader2 className="animate-spin" /> : <Save />}
        {p.saveLabel}
      </Button>
    </div>
  );
}

