// "Edit text" for the selected text layer: the way into the in-place editor besides a double-click
// or a second tap. A component of its own so the selection's contextual toolbar can hold it; until
// then the stage shows it floating at the bottom of the visible canvas area.
import { Type } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { DesignDocument } from "../../../shared/design/schema.ts";

interface EditTextButtonProps {
  doc: DesignDocument;
  selection: readonly string[];
  editingText: string | null;
  onEditText: (id: string) => void;
  className?: string;
}

/** The text layer "Edit text" applies to: the only selected layer, a text, unlocked; null otherwise. */
export function editableSelection(doc: DesignDocument, selection: readonly string[]): string | null {
  if (selection.length !== 1) return null;
  const l = doc.layers.find((x) => x.id === selection[0]);
  return l && l.type === "text" && !l.locked && !l.hidden ? l.id : null;
}

export function EditTextButton({ doc, selection, editingText, onEditText, className = "" }: EditTextButtonProps) {
  const { t } = useTranslation("editor");
  const id = editableSelection(doc, selection);
  if (!id || editingText) return null;
  return (
    <button
      type="button"
      data-testid="edit-text"
      data-editor-ui
      // The editor focuses its textarea within this click: still the user's gesture, so a phone shows its keyboard.
      onClick={() => onEditText(id)}
      className={`inline-flex min-h-11 min-w-11 items-center gap-2 rounded-full border border-border bg-background px-4 text-sm font-semibold shadow-lg hover:bg-muted ${className}`}
    >
      <Type className="size-4" aria-hidden />
      {t("touch.editText")}
    </button>
  );
}
