// Side panels around the stage: layers and fields at the start, properties at the end (mirrored in
// RTL by logical order). Below the md breakpoint they become bottom sheets opened from a bar.
import { Layers, ListChecks, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TemplateField } from "../../shared/api/templates.ts";
import type { DesignDocument } from "../../shared/design/schema.ts";
import { DocumentProps } from "./panels/DocumentProps.tsx";
import { FieldListEditor, ValuesForm } from "./panels/FieldsPanel.tsx";
import { LayerProps } from "./panels/LayerProps.tsx";
import { LayersPanel } from "./panels/LayersPanel.tsx";
import type { EditorStore } from "./state/store.ts";
import type { EditorActions } from "./useEditorActions.ts";
import { releaseFocusAfterPointerClick } from "./focus.ts";

interface PanelsProps {
  store: EditorStore;
  doc: DesignDocument;
  selection: readonly string[];
  actions: EditorActions;
  mode: "template" | "remix";
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
  children: ReactNode;
}

type Sheet = "layers" | "fields" | "props";

export function EditorPanels(p: PanelsProps) {
  const { t } = useTranslation("editor");
  const [startTab, setStartTab] = useState<"layers" | "fields">(p.mode === "remix" ? "fields" : "layers");
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const revealSeq = p.reveal?.seq;
  const revealPanel = p.reveal?.panel;
  useEffect(() => {
    if (!revealPanel) return;
    if (revealPanel === "fields") setStartTab("fields");
    setSheet(revealPanel); // the phone's sheet; hidden (md:hidden) beside the desktop panels
  }, [revealSeq, revealPanel]);
  const selected = p.doc.layers.filter((l) => p.selection.includes(l.id));
  const fieldsTitle = p.mode === "remix" ? t("panels.details") : t("panels.fields");

  const layers = <LayersPanel store={p.store} doc={p.doc} selection={p.selection} fields={p.fields} />;
  const fields =
    p.mode === "remix" ? (
      <ValuesForm fields={p.fields} values={p.values} onChange={p.onValueChange} onPickImage={p.onPickFieldImage} errors={p.valueErrors} />
    ) : (
      <FieldListEditor fields={p.fields} onChange={p.onFieldsChange} onAddLayer={(name) => p.actions.add("field", { field: name })} errors={p.fieldErrors} />
    );
  const props = selected.length ? (
    <LayerProps store={p.store} doc={p.doc} layers={selected} actions={p.actions} fields={p.fields} />
  ) : (
    <DocumentProps store={p.store} doc={p.doc} actions={p.actions} />
  );
  const sheets: Record<Sheet, { title: string; body: ReactNode }> = {
    layers: { title: t("panels.layers"), body: layers },
    fields: { title: fieldsTitle, body: fields },
    props: { title: t("panels.properties"), body: props },
  };

  return (
    <div className="relative flex min-h-0 flex-1" onClick={releaseFocusAfterPointerClick}>
      <aside className="hidden w-64 shrink-0 flex-col border-e border-border bg-card md:flex" aria-label={t("panels.start")} data-editor-ui>
        <div role="tablist" className="flex border-b border-border">
          {(["layers", "fields"] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={startTab === tab}
              data-testid={`tab-${tab}`}
              onClick={() => setStartTab(tab)}
              className={`flex-1 px-3 py-2 text-sm font-semibold ${startTab === tab ? "border-b-2 border-primary text-foreground" : "text-muted-foreground"}`}
            >
              {tab === "layers" ? t("panels.layers") : fieldsTitle}
            </button>
          ))}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto" role="tabpanel">
          {startTab === "layers" ? layers : fields}
        </div>
      </aside>
      <div className="flex min-h-0 min-w-0 flex-1 flex-col pb-12 md:pb-0">{p.children}</div>
      <aside className="hidden w-72 shrink-0 overflow-y-auto border-s border-border bg-card md:block" aria-label={t("panels.properties")} data-testid="properties-panel" data-editor-ui>
        {props}
      </aside>
      <nav className="absolute inset-x-0 bottom-0 z-30 flex border-t border-border bg-card md:hidden" aria-label={t("panels.sheets")} data-editor-ui>
        {(
          [
            ["layers", <Layers key="l" />],
            ["fields", <ListChecks key="f" />],
            ["props", <SlidersHorizontal key="p" />],
          ] as const
        ).map(([id, icon]) => (
          <button key={id} type="button" data-testid={`sheet-${id}`} aria-expanded={sheet === id} onClick={() => setSheet(sheet === id ? null : id)} className={`flex h-12 flex-1 items-center justify-center gap-1.5 text-xs font-semibold [&_svg]:size-4 ${sheet === id ? "text-primary" : ""}`}>
            {icon}
            {sheets[id].title}
          </button>
        ))}
      </nav>
      {sheet && (
        <div role="dialog" aria-label={sheets[sheet].title} className="absolute inset-x-0 bottom-12 z-30 flex max-h-[55%] flex-col rounded-t-2xl border border-border bg-card shadow-2xl md:hidden" data-testid="bottom-sheet" data-editor-ui>
          <div className="flex items-center justify-between border-b border-border px-3 py-2">
            <h2 className="text-sm font-bold">{sheets[sheet].title}</h2>
            <button type="button" className="rounded p-1 hover:bg-muted" onClick={() => setSheet(null)} aria-label={t("panels.close")}>
              <X className="size-4" />
            </button>
          </div>
          <div className="min-h-0 overflow-y-auto">{sheets[sheet].body}</div>
        </div>
      )}
    </div>
  );
}
