// Saving the editor's work, and what follows when the server says no. Every save carries the version
// it started from (`base`); a 409 revisionConflict opens the conflict dialog (nothing was written, the
// work stays here); a 400 puts each message next to the input it names and opens the panel holding
// it. A design over the render cost budget (shared/design/cost.ts, the function the server runs on
// the same document and values) is refused here before anything is sent: the costliest layer is
// selected and the server's message shown; the work stays as it is. "All changes saved" is only said once something is saved (`savedOnce`).
import { useCallback, useState, type Dispatch, type MutableRefObject, type SetStateAction } from "react";
import { useTranslation } from "react-i18next";
import type { TemplateField } from "../../shared/api/templates.ts";
import { toast } from "../components/ui/use-toast.ts";
import { errorText } from "../lib/request.ts";
import type { EditorProps, EditorWork } from "./Editor.tsx";
import { isRevisionConflict } from "./editorApi.ts";
import { refusedFields } from "./refusedFields.ts";
import { costliestLayer, designCost, layerLabel, withinRenderBudget } from "../../shared/design/cost.ts";
import { DESIGN_LIMITS } from "../../shared/limits.ts";
import type { EditorStore } from "./state/store.ts";

interface SaveDeps {
  props: Pick<EditorProps, "initial" | "startsSaved" | "drafts" | "onSave" | "conflict">;
  store: EditorStore;
  fields: TemplateField[];
  values: Record<string, string>;
  /** The values the server costs the design with: a card's own (remix); a template's texts count as written. */
  costValues?: Record<string, string>;
  sideNow: number;
  setSideVersion: Dispatch<SetStateAction<{ now: number; saved: number }>>;
  /** set when a save navigates away, so the leave warning does not ask */
  leaving: MutableRefObject<boolean>;
  onStored: () => void;
}

export function useEditorSave({ props, store, fields, values, costValues, sideNow, setSideVersion, leaving, onStored }: SaveDeps) {
  const { t } = useTranslation("editor");
  const [saving, setSaving] = useState(false);
  const [base, setBase] = useState(props.initial.base);
  const [savedOnce, setSavedOnce] = useState(props.startsSaved ?? true);
  const [conflict, setConflict] = useState(false);
  const [valueErrors, setValueErrors] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [reveal, setReveal] = useState<{ panel: "fields" | "props"; seq: number } | null>(null);
  const { drafts, onSave, conflict: conflictProps } = props;

  /** Runs one way of storing the work (save, save over a newer version, save as a copy); throws when refused. */
  const commit = useCallback(async (write: (work: EditorWork) => Promise<void | (() => void)>) => {
    const version = store.getSnapshot().version;
    const savedDoc = store.doc;
    const savedValues = store.values;
    const next = await write({ design: store.doc, fields, values });
    store.markSaved(version, savedDoc, savedValues);
    setSideVersion((v) => ({ ...v, saved: sideNow }));
    setValueErrors({});
    setFieldErrors({});
    setSavedOnce(true);
    await drafts.clear();
    onStored();
    if (next) {
      leaving.current = true;
      next();
    }
  }, [store, fields, values, setSideVersion, sideNow, drafts, onStored, leaving]);

  /** True (and says why) when the server would refuse the design as too costly to draw (413 render:renderCostMax). */
  const refuseCostly = useCallback((): boolean => {
    const cost = designCost(store.doc, costValues);
    if (withinRenderBudget(cost)) return false;
    const top = costliestLayer(cost);
    const layer = top ? store.doc.layers[top.index] : undefined;
    const label = layer && top ? layerLabel(layer, top.index) : "";
    if (layer) {
      store.select([layer.id]);
      setReveal((r) => ({ panel: "props", seq: (r?.seq ?? 0) + 1 }));
    }
    const percent = Math.round((cost.units / DESIGN_LIMITS.renderCostMax) * 100);
    toast({ variant: "destructive", title: t("errors.saveFailed"), description: t("errors.tooCostly", { layer: label, percent }) });
    return true;
  }, [store, costValues, t]);

  const save = useCallback(async () => {
    if (saving || refuseCostly()) return;
    setSaving(true);
    try {
      await commit((work) => onSave({ ...work, base }));
    } catch (err) {
      if (isRevisionConflict(err)) return setConflict(true); // nothing was written; the dialog asks what to do
      const named = refusedFields(err, fields.map((f) => f.name), store.doc);
      setValueErrors(named.values);
      setFieldErrors(named.fieldList);
      if (named.panel) setReveal((r) => ({ panel: named.panel!, seq: (r?.seq ?? 0) + 1 }));
      if (named.layerId) store.select([named.layerId]);
      toast({ variant: "destructive", title: t("errors.saveFailed"), description: errorText(err, t("errors.tryAgain")) });
    } finally {
      setSaving(false);
    }
  }, [saving, refuseCostly, commit, onSave, base, fields, store, t]);

  const keepMine = useCallback(async (newerBase: string) => {
    await commit((work) => onSave({ ...work, base: newerBase }));
    setBase(newerBase);
    setConflict(false);
  }, [commit, onSave]);
  const saveCopy = useCallback(async () => {
    if (!conflictProps) return;
    await commit(conflictProps.saveCopy);
    setConflict(false);
  }, [commit, conflictProps]);

  return {
    save, saving, base, setBase, savedOnce, valueErrors, fieldErrors, reveal,
    conflict: conflictProps && { open: conflict, close: () => setConflict(false), loadNewer: conflictProps.loadNewer, keepMine, saveCopy },
  };
}
