// Side panels around the stage: layers and fields at the start, properties at the end (mirrored in
// RTL by logical order). On a phone (compact) the same panels open one at a time as a sheet between
// the canvas and the phone bar: the sheet takes at most half the height and pushes the canvas up
// (which re-fits), so what is being changed stays in view. Each panel is rendered once, in one place.
import { X } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TemplateField } from "../../shared/api/templates.ts";
import type { DesignDocument } from "../../shared/design/schema.ts";
import { DocumentProps } from "./panels/DocumentProps.tsx";
import { FieldListEditor, ValuesForm } from "./panels/FieldsPanel.tsx";
import { LayerProps } from "./panels/LayerProps.tsx";
import { AnimationProps } from "./panels/AnimationProps.tsx";
import { LayersPanel } from "./panels/LayersPanel.tsx";
import { ElementsPanel } from "./panels/ElementsPanel.tsx";
import { PhoneBar, type Sheet } from "./PhoneBar.tsx";
import type { EditorStore } from "./state/store.ts";
import type { EditorActions } from "./useEditorActions.ts";
import { releaseFocusAfterPointerClick } from "./focus.ts";

interface PanelsProps {
  store: EditorStore;
  doc: DesignDocument;
  selection: readonly string[];
  actions: EditorActions;
  mode: "template" | "remix";
  compact: boolean;
  /** A phone held sideways: the bar stands at the inline end, the sheet opens beside the canvas. */
  landscape: boolean;
  fields: TemplateField[];
  onFieldsChange: (f: TemplateField[]) => void;
  values: Record<string, string>;
  onValueChange: (name: string, value: string) => void;
  onPickFieldImage: (name: string) => void;
  valueErrors: Record<string, string>;
  /** the server's messages about the field list of a refused save, by path ("fields.0.name") */
  fieldErrors?: Record<string, string>;
  /** opens the panel (or phone sheet) holding what a refused save names; `seq` changes per request */
  reveal?: { panel: "fields" | "props"; seq: number } | null;
  onEditText: (id: string) => void;
  /** Issue 24: the Images panel (everyone) and the History panel (templates), as start tabs or phone sheets */
  library: ReactNode;
  history?: ReactNode;
  /** an older revision is open read-only: the properties cannot change the document meanwhile */
  readOnly?: boolean;
  children: ReactNode;
}

export function EditorPanels(p: PanelsProps) {
  const { t } = useTranslation("editor");
  const [startTab, setStartTab] = useState<"layers" | "fields" | "elements" | "images" | "history">(p.mode === "remix" ? "fields" : "layers");
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const revealSeq = p.reveal?.seq;
  const revealPanel = p.reveal?.panel;
  useEffect(() => {
    if (!revealPanel) return;
    if (revealPanel === "fields") setStartTab("fields");
    setSheet(revealPanel); // the phone's sheet (unused by the desktop panels, which are always shown)
  }, [revealSeq, revealPanel]);
  const selected = p.doc.layers.filter((l) => p.selection.includes(l.id));
  // The animation sheet belongs to a selection: it closes when nothing is selected any more.
  const nothingSelected = selected.length === 0;
  useEffect(() => {
    if (nothingSelected) setSheet((s) => (s === "animation" ? null : s));
  }, [nothingSelected]);
  const fieldsTitle = p.mode === "remix" ? t("panels.details") : t("panels.fields");
  const titles: Record<Sheet, string> = { layers: t("panels.layers"), fields: fieldsTitle, props: t("panels.properties"), animation: t("animation.title"), elements: t("elements.title"), images: t("library.title"), history: t("history.title") };

  const layers = <LayersPanel store={p.store} doc={p.doc} selection={p.selection} fields={p.fields} />;
  const fields =
    p.mode === "remix" ? (
      <ValuesForm fields={p.fields} values={p.values} onChange={p.onValueChange} onPickImage={p.onPickFieldImage} errors={p.valueErrors} />
    ) : (
      <FieldListEditor fields={p.fields} onChange={p.onFieldsChange} onAddLayer={(name) => p.actions.add("field", { field: name })} errors={p.fieldErrors} />
    );
  const props = selected.length ? (
    <LayerProps store={p.store} doc={p.doc} layers={selected} actions={p.actions} fields={p.fields} remix={p.mode === "remix"} compact={p.compact} />
  ) : (
    <DocumentProps store={p.store} doc={p.doc} actions={p.actions} />
  );
  const elements = <ElementsPanel store={p.store} />;
  // The phone's animation sheet; on a desktop the same choices end the properties panel (LayerProps).
  const animation = selected.length ? <AnimationProps store={p.store} doc={p.doc} layers={selected} /> : null;
  const bodies: Record<Sheet, ReactNode> = { layers, fields, props, animation, elements, images: p.library, history: p.history };
  const tabs: ReadonlyArray<typeof startTab> = p.history ? ["layers", "fields", "elements", "images", "history"] : ["layers", "fields", "elements", "images"];
  const tabTitle = (tab: typeof startTab) => (tab === "fields" ? fieldsTitle : tab === "elements" ? t("elements.tab") : titles[tab]);

  if (p.compact) {
    return (
      <div className={`flex min-h-0 flex-1 ${p.landscape ? "flex-row" : "flex-col"}`} onClick={releaseFocusAfterPointerClick}>
        {p.children}
        {sheet && (
          <section
            aria-label={titles[sheet]}
            className={`flex min-h-0 shrink-0 flex-col bg-card ${p.landscape ? "w-[min(50%,24rem)] border-s border-border" : "max-h-[50%] rounded-t-2xl border-t border-border shadow-[0_-8px_24px_rgb(0_0_0/0.12)]"}`} data-testid="bottom-sheet" data-sheet={sheet} data-editor-ui>
            <div className="flex items-center justify-between border-b border-border ps-3">
              <h2 className="text-sm font-bold">{titles[sheet]}</h2>
              <button type="button" className="grid size-11 place-items-center rounded hover:bg-muted" onClick={() => setSheet(null)} aria-label={t("panels.close")} data-testid="sheet-close">
                <X className="size-5" />
              </button>
            </div>
            <div className="min-h-0 overflow-y-auto overscroll-contain">{bodies[sheet]}</div>
          </section>
        )}
        <PhoneBar history={!!p.history} vertical={p.landscape} store={p.store} doc={p.doc} selection={p.selection} actions={p.actions} fields={p.fields} mode={p.mode} sheet={sheet} onSheet={setSheet} onEditText={p.onEditText} titles={titles} />
      </div>
    );
  }

  return (
    <div className="relative flex min-h-0 flex-1" onClick={releaseFocusAfterPointerClick}>
      <aside className="flex w-64 shrink-0 flex-col border-e border-border bg-card xl:w-72" aria-label={t("panels.start")} data-editor-ui>
        <div role="tablist" className="flex border-b border-border">
          {tabs.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={startTab === tab}
              data-testid={`tab-${tab}`}
              onClick={() => setStartTab(tab)}
              className={`min-h-11 flex-1 px-1 py-2 text-xs font-semibold ${startTab === tab ? "border-b-2 border-primary text-foreground" : "text-muted-foreground"}`}
            >
              {tabTitle(tab)}
            </button>
          ))}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto" role="tabpanel">
          {startTab === "fields" ? fields : startTab === "elements" ? elements : startTab === "images" ? p.library : startTab === "history" ? p.history : layers}
        </div>
      </aside>
      <div className="flex min-h-0 min-w-0 flex-1 flex-col">{p.children}</div>
      <aside className="w-72 shrink-0 overflow-y-auto border-s border-border bg-card" aria-label={t("panels.properties")} data-testid="properties-panel" data-editor-ui inert={p.readOnly || undefined}>
        {props}
      </aside>
    </div>
  );
}
