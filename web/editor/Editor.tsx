// The one design editor. Every editor route opens it in a mode: "template" (an admin edits a template:
// design + fields, saved as a new revision) or "remix" (anyone makes their own card from a template),
// optionally with the social formats bar. Layout: it fills the window (a full-screen page: no site
// footer); toolbar; layers/fields | stage | properties. On a phone (compact) one row of tools on top,
// the canvas as large as it can be, a half-height sheet and the phone bar under it (EditorPanels).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TemplateField, TemplateKind } from "../../shared/api/templates.ts";
import type { DesignDocument, TextLayer } from "../../shared/design/schema.ts";
import type { Locale } from "../../shared/limits.ts";
import { toast } from "../components/ui/use-toast.ts";
import { useFullScreenPage } from "../layout/fullScreen.ts";
import { errorText } from "../lib/request.ts";
import { clampZoom, fittingZoom, Stage } from "./canvas/Stage.tsx";
import { fieldText, valueEdit } from "./canvas/textBinding.ts";
import type { DrawStats } from "./canvas/useDesignDrawing.ts";
import { useGridSetting } from "./canvas/grid.ts";
import { EditorPanels } from "./EditorPanels.tsx";
import { SocialBar } from "./SocialBar.tsx";
import { updateLayer } from "./state/ops.ts";
import { EditorStore, isDirty, useEditorState } from "./state/store.ts";
import { Toolbar, type PreviewMode } from "./Toolbar.tsx";
import { useAutosave, useLeaveWarning, type DraftStore } from "./useAutosave.ts";
import { useEditorActions } from "./useEditorActions.ts";
import { useCompactLayout } from "./useCompactLayout.ts";
import { useEditorKeyboard } from "./useEditorKeyboard.ts";
import { ShortcutsDialog } from "./ShortcutsDialog.tsx";
import { canvasValues, valuesWhileTyping } from "./values.ts";
import { designLocale } from "../../shared/format/design-locale.ts";
import type { NewerVersion } from "./editorApi.ts";
import { SaveConflictDialog } from "./SaveConflictDialog.tsx";
import { useEditorSave } from "./useEditorSave.ts";
import { ImageLibraryPanel } from "./panels/ImageLibraryPanel.tsx";
import { HistoryPanel } from "./panels/HistoryPanel.tsx";
import { RevisionView, useRevisionViewing } from "./RevisionView.tsx";
import { TextFitContext } from "./state/textFitContext.ts";
import { growTextLayers } from "./state/textFit.ts";
import { browserMeasure } from "./canvas/measure.ts";
import { TimelineBar } from "./canvas/TimelineBar.tsx";
import { Playback, PlaybackContext } from "./state/playback.ts";

export interface EditorProps {
  mode: "template" | "remix";
  social: boolean;
  kind: TemplateKind;
  title: string;
  /** Where the phone's back arrow leads. */
  exitTo: string;
  /** `base`: the saved version this starts from (sent with the save; the server refuses a stale one). */
  initial: { design: DesignDocument; fields: TemplateField[]; values: Record<string, string>; base?: string };
  /** false when nothing is stored yet (a visitor's new card): then "All changes saved" would be untrue */
  startsSaved?: boolean;
  drafts: DraftStore;
  upload: (file: File) => Promise<{ url: string }>;
  /** Throws ApiRequestError (with `fields`, or 409 revisionConflict) when the server refuses; may answer where to go next. */
  onSave: (saved: EditorWork & { base?: string }) => Promise<void | (() => void)>;
  /** What the conflict dialog offers when a save meets a newer version (409 revisionConflict). */
  conflict?: { loadNewer: () => Promise<NewerVersion>; saveCopy: (work: EditorWork) => Promise<void | (() => void)> };
  /** A template's id: the History panel lists its revisions (issue 24 §5). */
  templateId?: string;
}

export interface EditorWork {
  design: DesignDocument;
  fields: TemplateField[];
  values: Record<string, string>;
}

/** Exposed for the browser bench and tests: the last draw's duration. */
export const drawStats: DrawStats = { lastDrawMs: 0, samples: [] };
(globalThis as { __bitaqaEditorStats?: DrawStats }).__bitaqaEditorStats = drawStats;

export function Editor(props: EditorProps) {
  const { t, i18n } = useTranslation("editor");
  const locale = i18n.language as Locale;
  const [store] = useState(() => new EditorStore(props.initial.design, props.initial.values));
  const snap = useEditorState(store, (s) => s);
  const [fields, setFields] = useState(props.initial.fields);
  // The values live in the store: typing them on the canvas is undone like any other edit.
  const values = snap.values as Record<string, string>;
  const [sideVersion, setSideVersion] = useState({ now: 0, saved: 0 });
  const [zoom, setZoom] = useState(0.5);
  const [preview, setPreview] = useState<PreviewMode>("edit");
  const [restored, setRestored] = useState(false);
  const leaving = useRef(false);
  const { save, saving, base, setBase, savedOnce, valueErrors, fieldErrors, reveal, conflict } = useEditorSave({
    props, store, fields, values, costValues: props.mode === "remix" ? values : undefined, sideNow: sideVersion.now, setSideVersion, leaving, onStored: useCallback(() => setRestored(false), []),
  });
  const [shortcuts, setShortcuts] = useState(false);
  // The animation preview's time (never part of the document; issue 35); it stops with the editor.
  const [playback] = useState(() => new Playback());
  useEffect(() => () => playback.stop(), [playback]);
  const viewing = useRevisionViewing(props.templateId);
  useFullScreenPage();
  const phone = useCompactLayout();
  const compact = phone !== false;
  const stageBox = useRef<HTMLDivElement>(null);
  // "Fitted": the zoom follows the stage's size (window, orientation, a sheet opening) until the person
  // zooms by hand; a change of the window's size always fits again.
  const fitted = useRef(true);
  const remix = props.mode === "remix";
  const dirty = isDirty(snap) || sideVersion.now !== sideVersion.saved;
  const doc = snap.doc;

  const touchSide = () => setSideVersion((v) => ({ ...v, now: v.now + 1 }));
  const changeFields = (f: TemplateField[]) => {
    setFields(f);
    touchSide();
  };
  const changeValue = useCallback((name: string, value: string) => store.changeValue(name, value), [store]);

  const fit = useCallback(() => {
    const box = stageBox.current?.getBoundingClientRect();
    if (!box) return;
    if (box.width <= 0 || box.height <= 0) return;
    fitted.current = true;
    setZoom(fittingZoom(box, store.doc.canvas));
  }, [store]);
  useEffect(fit, [fit, doc.canvas.width, doc.canvas.height, compact]);
  // Toasts sit at the bottom of the screen, where the compact layout has its bar: they rise above it
  // (styles.css, .toast-lift). A class on <html>, not a :has() rule that every change of the editor's DOM would re-check.
  useEffect(() => {
    if (!compact) return;
    document.documentElement.classList.add("toast-lift");
    return () => document.documentElement.classList.remove("toast-lift");
  }, [compact]);
  useEffect(() => {
    const refit = () => fit();
    window.addEventListener("resize", refit);
    window.addEventListener("orientationchange", refit);
    const box = stageBox.current;
    const observer = typeof ResizeObserver === "function" && box ? new ResizeObserver(() => fitted.current && fit()) : null;
    if (box) observer?.observe(box);
    return () => {
      window.removeEventListener("resize", refit);
      window.removeEventListener("orientationchange", refit);
      observer?.disconnect();
    };
  }, [fit, compact]);
  const zoomBy = useCallback((z: number) => {
    fitted.current = false;
    setZoom(z);
  }, []);
  const onZoom = useCallback(
    (how: "in" | "out" | "fit" | "actual") => {
      if (how === "fit") return fit();
      fitted.current = false;
      setZoom((z) => (how === "actual" ? 1 : clampZoom(how === "in" ? z * 1.25 : z / 1.25)));
    },
    [fit],
  );

  // A draft newer than what was loaded is restored, with a way back.
  useEffect(() => {
    let live = true;
    void props.drafts.load().then((d) => {
      if (!live || !d?.design) return;
      store.reset(d.design, d.values ?? store.values);
      if (d.fields) setFields(d.fields);
      if (d.base) setBase(d.base); // a draft made over an older version is saved against that version
      setSideVersion((v) => ({ ...v, now: v.now + 1 }));
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [props.drafts, store, setBase]);
  const discardDraft = () => {
    void props.drafts.clear();
    store.reset(props.initial.design, props.initial.values);
    store.markSaved();
    setFields(props.initial.fields);
    setBase(props.initial.base);
    setSideVersion((v) => ({ now: v.now + 1, saved: v.now + 1 }));
    setRestored(false);
  };

  const autosave = useAutosave(props.drafts, snap.version + sideVersion.now, dirty, () => ({ design: store.doc, fields, values, base }));
  useLeaveWarning(dirty, t("leaveConfirm"), leaving);

  const actions = useEditorActions({
    store,
    upload: props.upload,
    onError: (m, serverMessage) => toast({ variant: "destructive", title: t(`errors.${m}`), description: serverMessage }),
    texts: { text: t("defaults.text"), layerName: (k) => t(`layerTypes.${k === "field" ? "text" : k}`) },
    qrContent: props.kind === "certificate" ? "{{verifyUrl}}" : "{{shareUrl}}",
  });
  const [imageField, setImageField] = useState<string | null>(null);
  const pickFieldImage = (name: string) => {
    setImageField(name);
    fieldFileInput.current?.click();
  };
  const fieldFileInput = useRef<HTMLInputElement>(null);

  const editText = useCallback((id: string | null) => {
    if (id) store.begin();
    else store.end();
    store.setEditingText(id);
  }, [store]);
  const grid = useGridSetting();
  useEditorKeyboard({ store, actions, onSave: () => void save(), onEditText: editText, onZoom, onShortcuts: () => setShortcuts(true), onGrid: grid.toggle, enabled: preview === "edit" && !viewing.open });

  // Samples come in the design's language (an Arabic design shows Arabic samples in the English UI too).
  const sampleLocale = useMemo(() => designLocale({ digits: doc.digits, layers: doc.layers }, locale), [doc.digits, doc.layers, locale]);
  const design = useMemo(() => ({ digits: doc.digits, layers: doc.layers }), [doc.digits, doc.layers]);
  const shown = useMemo(() => canvasValues(fields, values, { locale: sampleLocale, kind: props.kind, remix, long: preview === "long", design }), [fields, values, sampleLocale, props.kind, remix, preview, design]);
  // While a visitor types into a field-bound text, the canvas draws the field's own value, even empty.
  const editingLayer = remix && snap.editingText ? doc.layers.find((l) => l.id === snap.editingText) : undefined;
  const drawn = useMemo(() => valuesWhileTyping(shown, editingLayer, values), [shown, editingLayer, values]);
  // Remixing, a field-bound text (its `field`, or placeholders in its text) edits the fields' values in
  // place: «إلى {{name}}» is edited as «إلى Sara», only «Sara» changeable (see canvas/textBinding.ts).
  const fitText = useCallback((d: DesignDocument, ids: readonly string[]) => growTextLayers(d, ids, shown, browserMeasure), [shown]);
  const textValue = (l: TextLayer) => (remix && fieldText(l.props, values)) || { text: l.props.text, spans: [] };
  const onTextChange = (l: TextLayer, text: string, caret: number) => {
    const bound = remix ? fieldText(l.props, store.values) : null;
    if (!bound) return store.change((d) => updateLayer<TextLayer>(d, l.id, { props: { text } }));
    const edit = valueEdit(bound, text, caret);
    if (edit) store.changeValue(edit.field, edit.value); // else: the static words stay as they are
  };
  // Stable, so the memoised toolbar is not rendered again on every drag frame.
  const saveRef = useRef(save);
  saveRef.current = save;
  const onSave = useCallback(() => void saveRef.current(), []);
  const openShortcuts = useCallback(() => setShortcuts(true), []);
  const status = dirty ? (autosave === "saved" ? "draft" : "unsaved") : savedOnce ? "saved" : "notSaved";
  const saveLabel = t("toolbar.save");

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="editor" data-mode={props.mode} data-layout={compact ? "compact" : "wide"}>
      <Toolbar
        title={props.title}
        compact={compact}
        exitTo={props.exitTo}
        onShortcuts={openShortcuts}
        actions={actions}
        fields={fields}
        canUndo={snap.canUndo}
        canRedo={snap.canRedo}
        zoom={zoom}
        onZoom={onZoom}
        preview={preview}
        onPreview={setPreview}
        onSave={onSave}
        saving={saving}
        status={status}
        saveLabel={saveLabel}
        grid={grid}
      />
      {restored && (
        <div className="flex items-center gap-3 border-b border-primary/30 bg-primary/5 px-3 py-1.5 text-sm" role="status" data-testid="draft-restored">
          {t("draft.restored")}
          <button type="button" className="tap-target inline-flex items-center px-1 font-semibold text-primary underline" onClick={discardDraft} data-testid="discard-draft">
            {t("draft.discard")}
          </button>
        </div>
      )}
      {props.social && <SocialBar store={store} doc={doc} values={shown} compact={compact} />}
      <PlaybackContext.Provider value={playback}>
      <TextFitContext.Provider value={fitText}>
        <EditorPanels
          store={store}
          doc={doc}
          selection={snap.selection}
          actions={actions}
          mode={props.mode}
          compact={compact}
          landscape={phone === "landscape"}
          onEditText={editText}
          fields={fields}
          onFieldsChange={changeFields}
          values={values}
          onValueChange={changeValue}
          onPickFieldImage={pickFieldImage}
          valueErrors={valueErrors}
          fieldErrors={fieldErrors}
          reveal={reveal}
          library={<ImageLibraryPanel store={store} doc={doc} selection={snap.selection} />}
          history={props.templateId ? <HistoryPanel templateId={props.templateId} openId={viewing.open?.revision.id ?? null} onOpen={(r) => void viewing.show(r)} /> : undefined}
          readOnly={!!viewing.open}
        >
          {viewing.open && props.templateId && (
            <RevisionView templateId={props.templateId} open={viewing.open} base={base} dirty={dirty} values={shown} onClose={viewing.close} />
          )}
          {/* Focusable, so the keyboard has a home on the canvas: arrows nudge the selected layers. */}
          <div ref={stageBox} className={`${viewing.open ? "hidden" : "flex"} min-h-0 min-w-0 flex-1 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary`} tabIndex={0} role="group" aria-label={t("shortcuts.canvasFocus")} data-testid="stage-focus">
            <Stage
              store={store}
              doc={doc}
              values={drawn}
              selection={snap.selection}
              zoom={zoom}
              onZoom={zoomBy}
              preview={preview !== "edit"}
              editingText={snap.editingText}
              onEditText={editText}
              textValue={textValue}
              onTextChange={onTextChange}
              confirmUnbinding={remix ? undefined : (lost) => window.confirm(t("touch.replaceField", { fields: lost.map((n) => fields.find((f) => f.name === n)?.label[locale] || n).join(", ") }))}
              onDropFiles={(files) => files.forEach((f) => void actions.addImageFile(f))}
              canvasLabel={t("canvasLabel", { title: props.title })}
              textLabel={t("textEditorLabel")}
              stats={drawStats}
              floatingEditText={!compact}
              zoomToText={compact}
              grid={grid}
              rulers={!compact}
            />
          </div>
          {!viewing.open && <TimelineBar store={store} doc={doc} />}
        </EditorPanels>
      </TextFitContext.Provider>
      </PlaybackContext.Provider>
      <ShortcutsDialog open={shortcuts} onOpenChange={setShortcuts} />
      <input ref={actions.fileInput} type="file" accept="image/png,image/jpeg,image/webp" className="hidden" data-testid="image-input" onChange={(e) => {
        actions.onFilePicked(e.target.files);
        e.target.value = "";
      }} />
      <input ref={fieldFileInput} type="file" accept="image/png,image/jpeg,image/webp" className="hidden" data-testid="field-image-input" onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = "";
        if (!file || !imageField) return;
        props.upload(file).then(
          (r) => changeValue(imageField, r.url),
          (err: unknown) => toast({ variant: "destructive", title: t("errors.uploadFailed"), description: errorText(err, "") || undefined }),
        );
      }} />
      {conflict && <SaveConflictDialog open={conflict.open} onClose={conflict.close} loadNewer={conflict.loadNewer} onKeepMine={conflict.keepMine} onSaveCopy={conflict.saveCopy} />}
    </div>
  );
}
