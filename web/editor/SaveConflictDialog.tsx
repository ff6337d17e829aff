// Shown when the server refused a save because someone (another admin, another tab) saved a newer
// version after this editor opened it (409 revisionConflict). Nothing was written and the person's
// work is still in the editor; they choose: look at the newer version, save theirs on top of it
// (explicitly), save theirs as a copy, or keep editing.
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button.tsx";
import { DialogCloseButton } from "../components/ui/dialog-close-button.tsx";
import { Spinner } from "../components/ui/spinner.tsx";
import { errorText } from "../lib/request.ts";
import type { NewerVersion } from "./editorApi.ts";

export interface SaveConflictProps {
  open: boolean;
  onClose: () => void;
  /** The version that won (its image, when it was saved, and the base to save on top of it). */
  loadNewer: () => Promise<NewerVersion>;
  /** Saves this editor's work over `base` (the newer version's). */
  onKeepMine: (base: string) => Promise<void>;
  /** Saves this editor's work as a new template/card, leaving the newer version alone. */
  onSaveCopy: () => Promise<void>;
}

export function SaveConflictDialog(p: SaveConflictProps) {
  const { t, i18n } = useTranslation("editor");
  const [newer, setNewer] = useState<NewerVersion | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [showNewer, setShowNewer] = useState(false);
  const [busy, setBusy] = useState<"mine" | "copy" | null>(null);
  const { open, loadNewer } = p;

  useEffect(() => {
    if (!open) return;
    let live = true;
    setNewer(null);
    setShowNewer(false);
    setProblem(null);
    loadNewer().then(
      (n) => live && setNewer(n),
      (err: unknown) => live && setProblem(errorText(err, t("conflict.loadFailed"))),
    );
    return () => {
      live = false;
    };
  }, [open, loadNewer, t]);

  const run = async (which: "mine" | "copy") => {
    if (busy) return;
    setBusy(which);
    setProblem(null);
    try {
      if (which === "mine") {
        if (!newer) return;
        await p.onKeepMine(newer.base);
      } else {
        await p.onSaveCopy();
      }
    } catch (err) {
      setProblem(errorText(err, t("errors.tryAgain")));
    } finally {
      setBusy(null);
    }
  };

  const when = newer ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(newer.savedAt)) : "";
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && !busy && p.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid="save-conflict"
          className="fixed start-1/2 top-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border border-border bg-card p-5 shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2 sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-extrabold">{t("conflict.title")}</Dialog.Title>
            <DialogCloseButton label={t("conflict.keepEditing")} className="-me-2 -mt-2 size-11" />
          </div>
          <Dialog.Description className="text-sm leading-relaxed text-muted-foreground">
            {newer ? t("conflict.bodyAt", { time: when }) : t("conflict.body")}
          </Dialog.Description>
          {showNewer && newer && (
            <img src={newer.imageUrl} alt={t("conflict.newerAlt")} className="max-h-64 w-full rounded-lg border border-border bg-muted object-contain" data-testid="conflict-newer-image" />
          )}
          {problem && (
            <p role="alert" className="text-sm font-semibold text-destructive">
              {problem}
            </p>
          )}
          <div className="grid gap-2 sm:grid-cols-2">
            <Button variant="outline" className="min-h-11 whitespace-normal" disabled={!newer} aria-pressed={showNewer} onClick={() => setShowNewer((s) => !s)} data-testid="conflict-see-newer">
              {!newer && !problem && <Spinner className="size-4" />}
              {t("conflict.seeNewer")}
            </Button>
            <Button variant="outline" className="min-h-11 whitespace-normal" disabled={!!busy} onClick={() => void run("copy")} data-testid="conflict-save-copy">
              {busy === "copy" && <Spinner className="size-4" />}
              {t("conflict.saveCopy")}
            </Button>
            <Button className="min-h-11 whitespace-normal sm:col-span-2" disabled={!newer || !!busy} onClick={() => void run("mine")} data-testid="conflict-keep-mine">
              {busy === "mine" && <Spinner className="size-4" />}
              {t("conflict.keepMine")}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">{t("conflict.keepMineHint")}</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
