// The "?" sheet: every keyboard shortcut of the editor, in the interface's language. The list below is
// the one place that names them; useEditorKeyboard.ts, the layers list and the stage implement them.
import { Dialog } from "radix-ui";
import { Fragment, memo } from "react";
import { useTranslation } from "react-i18next";
import { DialogCloseButton } from "../components/ui/dialog-close-button.tsx";

/** Words are translated (shortcuts.keys.*); single characters are printed as they are on the key. */
type Combo = readonly string[];
export const SHORTCUTS: readonly { group: string; items: readonly { id: string; combos: readonly Combo[] }[] }[] = [
  {
    group: "general",
    items: [
      { id: "save", combos: [["ctrl", "S"]] },
      { id: "undo", combos: [["ctrl", "Z"]] },
      { id: "redo", combos: [["ctrl", "shift", "Z"], ["ctrl", "Y"]] },
      { id: "help", combos: [["?"]] },
    ],
  },
  {
    group: "layers",
    items: [
      { id: "editText", combos: [["enter"]] },
      { id: "deselect", combos: [["esc"]] },
      { id: "delete", combos: [["delete"], ["backspace"]] },
      { id: "nudge", combos: [["arrows"]] },
      { id: "nudgeMore", combos: [["shift", "arrows"]] },
      { id: "addToSelection", combos: [["shift", "click"]] },
      { id: "selectAll", combos: [["ctrl", "A"]] },
      { id: "duplicate", combos: [["ctrl", "D"]] },
      { id: "copyPaste", combos: [["ctrl", "C"], ["ctrl", "X"], ["ctrl", "V"]] },
      { id: "group", combos: [["ctrl", "G"]] },
      { id: "ungroup", combos: [["ctrl", "shift", "G"]] },
      { id: "forward", combos: [["ctrl", "]"]] },
      { id: "backward", combos: [["ctrl", "["]] },
      { id: "keepRatio", combos: [["shift", "drag"]] },
    ],
  },
  {
    group: "list",
    items: [
      { id: "listMove", combos: [["up"], ["down"]] },
      { id: "listReorder", combos: [["alt", "up"], ["alt", "down"]] },
      { id: "rename", combos: [["F2"]] },
    ],
  },
  {
    group: "view",
    items: [
      { id: "zoomIn", combos: [["ctrl", "+"]] },
      { id: "zoomOut", combos: [["ctrl", "-"]] },
      { id: "fit", combos: [["ctrl", "0"]] },
      { id: "actual", combos: [["ctrl", "1"]] },
      { id: "wheelZoom", combos: [["ctrl", "wheel"]] },
      { id: "pan", combos: [["space", "drag"]] },
      { id: "grid", combos: [["ctrl", "'"]] },
    ],
  },
];

const kbd = "rounded-md border border-border bg-muted px-1.5 py-0.5 font-mono text-xs font-semibold";

export const ShortcutsDialog = memo(function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("editor");
  const key = (k: string) => (k.length > 1 && /^[a-z]/.test(k) ? t(`shortcuts.keys.${k}`) : k);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-2 top-[5dvh] z-50 mx-auto flex max-h-[90dvh] max-w-2xl flex-col rounded-2xl border border-border bg-card shadow-2xl" data-testid="shortcuts-dialog" aria-describedby={undefined}>
          <div className="flex items-center justify-between border-b border-border ps-4 pe-1 py-1">
            <Dialog.Title className="text-base font-extrabold">{t("shortcuts.title")}</Dialog.Title>
            <DialogCloseButton label={t("panels.close")} className="size-11" />
          </div>
          <div className="grid gap-4 overflow-y-auto p-4 sm:grid-cols-2">
            {SHORTCUTS.map((g) => (
              <section key={g.group}>
                <h3 className="mb-1 text-sm font-bold text-muted-foreground">{t(`shortcuts.groups.${g.group}`)}</h3>
                <dl className="grid gap-1">
                  {g.items.map((item) => (
                    <div key={item.id} className="flex items-center justify-between gap-3 py-0.5 text-sm">
                      <dt>{t(`shortcuts.items.${item.id}`)}</dt>
                      <dd className="flex shrink-0 flex-wrap justify-end gap-1" dir="ltr">
                        {item.combos.map((combo, i) => (
                          <span key={i} className="flex items-center gap-0.5">
                            {i > 0 && <span className="px-1 text-xs text-muted-foreground">{t("shortcuts.or")}</span>}
                            {combo.map((k, j) => (
                              <Fragment key={j}>
                                {j > 0 && <span aria-hidden>+</span>}
                                <kbd className={kbd}>{key(k)}</kbd>
                              </Fragment>
                            ))}
                          </span>
                        ))}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
});
