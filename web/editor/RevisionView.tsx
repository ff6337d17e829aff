// An older revision opened from the History panel: the canvas shows it read-only (a Stage of its own
// store in preview mode: no handles, nothing selectable, the editor's keyboard off), under a bar that
// says so, with "Restore this version" and "Back to current". Restoring saves it as a NEW revision
// on top, from the editor's base (a save in between answers 409 and nothing changes); it waits for
// unsaved changes to be saved or discarded first, so they are never silently replaced.
// Its zoom is its own: fitted to the revision's canvas in the room left under the bar (the editor's
// zoom fits the current design to the whole stage, and the revision was cut off at the bottom), until
// the person zooms it by hand (pinch, ctrl + wheel).
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TemplateRevision } from "../../shared/api/revisions.ts";
import type { DesignDocument } from "../../shared/design/schema.ts";
import type { DesignValues } from "../../shared/design/schema.ts";
import { Button } from "../components/ui/button.tsx";
import { toast } from "../components/ui/use-toast.ts";
import { errorText } from "../lib/request.ts";
import { fittingZoom, Stage } from "./canvas/Stage.tsx";
import { loadRevision, restoreRevision } from "./libraryApi.ts";
import { EditorStore } from "./state/store.ts";
import { safeParseDesign } from "../../shared/design/migrations.ts";

export interface OpenRevision {
  revision: TemplateRevision;
  store: EditorStore;
}

/** Loads a revision into a store of its own (the editor's document is left untouched). */
export function useRevisionViewing(templateId: string | undefined) {
  const [open, setOpen] = useState<OpenRevision | null>(null);
  const { t } = useTranslation("editor");
  return {
    open,
    close: () => setOpen(null),
    async show(revision: TemplateRevision) {
      if (!templateId) return;
      try {
        const detail = await loadRevision(templateId, revision.id);
        const parsed = safeParseDesign(detail.design);
        if (!parsed.success) throw new Error("design");
        setOpen({ revision, store: new EditorStore(parsed.data as DesignDocument) });
      } catch (err) {
        toast({ variant: "destructive", title: t("history.loadFailed"), description: errorText(err, "") || undefined });
      }
    },
  };
}

interface RevisionViewProps {
  templateId: string;
  open: OpenRevision;
  base: string | undefined;
  dirty: boolean;
  values: DesignValues;
  onClose: () => void;
}

/** A zoom that fits `canvas` into the element (and follows its size) until set by hand. */
function useFittingZoom(canvas: { width: number; height: number }) {
  const [zoom, setZoom] = useState(0.5);
  const box = useRef<HTMLDivElement>(null);
  const byHand = useRef(false);
  const fit = useCallback(() => {
    const r = box.current?.getBoundingClientRect();
    if (!r || r.width <= 0 || r.height <= 0 || byHand.current) return;
    setZoom(fittingZoom(r, canvas));
  }, [canvas]);
  useEffect(() => {
    byHand.current = false;
    fit();
    const el = box.current;
    const observer = el && typeof ResizeObserver === "function" ? new ResizeObserver(fit) : null;
    if (el) observer?.observe(el);
    return () => observer?.disconnect();
  }, [fit]);
  const zoomByHand = useCallback((z: number) => {
    byHand.current = true;
    setZoom(z);
  }, []);
  return { box, zoom, zoomByHand };
}

export function RevisionView(p: RevisionViewProps) {
  const { t, i18n } = useTranslation("editor");
  const [restoring, setRestoring] = useState(false);
  const { revision, store } = p.open;
  const { box, zoom, zoomByHand } = useFittingZoom(store.doc.canvas);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(revision.createdAt));
  const restore = async () => {
    if (!p.base) return;
    setRestoring(true);
    try {
      await restoreRevision(p.templateId, revision.id, p.base);
      toast({ title: t("history.restored", { number: revision.number }) });
      p.onClose();
    } catch (err) {
      toast({ variant: "destructive", title: t("history.restoreFailed"), description: errorText(err, "") || undefined });
    } finally {
      setRestoring(false);
    }
  };
  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col" data-testid="revision-view" data-number={revision.number}>
      <div className="flex flex-wrap items-center gap-2 border-b border-amber-300 bg-amber-50 px-3 py-1.5 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50" role="status">
        <span className="min-w-0 flex-1">{t("history.viewing", { number: revision.number, date: when })}</span>
        {p.dirty && !revision.current && <span className="text-xs">{t("history.saveFirst")}</span>}
        {!revision.current && (
          <Button size="sm" className="min-h-11" disabled={restoring || p.dirty || !p.base} onClick={() => void restore()} data-testid="history-restore">
            {t("history.restore")}
          </Button>
        )}
        <Button size="sm" variant="outline" className="min-h-11" onClick={p.onClose} data-testid="history-back">
          {t("history.back")}
        </Button>
      </div>
      <div ref={box} className="flex min-h-0 min-w-0 flex-1">
        <Stage
          store={store} doc={store.doc} values={p.values} selection={[]} zoom={zoom} onZoom={zoomByHand} preview editingText={null}
          onEditText={() => undefined} textValue={(l) => ({ text: l.props.text, spans: [] })} onTextChange={() => undefined} onDropFiles={() => undefined}
          canvasLabel={t("history.canvasLabel", { number: revision.number })} textLabel={t("textEditorLabel")} floatingEditText={false}
        />
      </div>
    </div>
  );
}
