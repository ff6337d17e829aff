// Every editor command in one place, so the toolbar, the panels, the keyboard and the context of a
// phone's bottom sheet all call the same code.
import { useMemo, useRef } from "react";
import type { DesignDocument, Layer } from "../../shared/design/schema.ts";
import { ApiRequestError } from "../lib/request.ts";
import { imageFileProblem } from "../lib/uploads.ts";
import {
  addLayer, alignLayers, distributeLayers, duplicateLayers, groupLayers, moveLayers, newId, removeLayers, stepLayer, topIndex,
  ungroupLayers, updateLayer, type Alignment,
} from "./state/ops.ts";
import type { EditorStore } from "./state/store.ts";
import { imageFileSize, newLayer, type NewLayerKind } from "./tools.ts";

export interface ActionDeps {
  store: EditorStore;
  upload: (file: File) => Promise<{ url: string }>;
  /** `serverMessage`: the server's own (translated) reason, e.g. the 40-megapixel limit; shown as given. */
  onError: (message: "wrongType" | "tooLarge" | "uploadFailed", serverMessage?: string) => void;
  texts: { text: string; layerName: (kind: NewLayerKind) => string };
  qrContent: string;
}

export type EditorActions = ReturnType<typeof useEditorActions>;

const CLIPBOARD_MIME = "application/x-bitaqa-layers";

export function useEditorActions(deps: ActionDeps) {
  const depsRef = useRef(deps);
  depsRef.current = deps;
  const clipboard = useRef<Layer[]>([]);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const imageTarget = useRef<string | null | "new">("new");

  return useMemo(() => {
    const store = () => depsRef.current.store;
    const sel = () => [...store().selection];
    const addAndSelect = (layer: Layer) => {
      store().change((d) => addLayer(d, layer));
      store().select([layer.id]);
    };

    async function addImageFile(file: File, target: string | null | "new" = "new") {
      const { upload, onError } = depsRef.current;
      const problem = imageFileProblem(file);
      if (problem) return onError(problem);
      let url: string;
      try {
        url = (await upload(file)).url;
      } catch (err) {
        return onError("uploadFailed", err instanceof ApiRequestError ? err.serverMessage : undefined);
      }
      if (target === null) {
        store().change((d) => ({ ...d, background: { type: "image", src: url, fit: "cover" } }));
      } else if (target !== "new") {
        // A crop is fractions of the OLD image: a new image starts uncropped.
        store().change((d) => updateLayer(d, target, { props: { src: url, crop: undefined } }));
      } else {
        const size = await imageFileSize(file);
        addAndSelect(newLayer(store().doc, "image", { src: url, imageSize: size, name: depsRef.current.texts.layerName("image") }));
      }
    }

    return {
      add(kind: NewLayerKind, opts: { field?: string; text?: string } = {}) {
        const { texts, qrContent } = depsRef.current;
        if (kind === "image") return this.pickImage("new");
        // Text layers stay unnamed: the layers panel shows their text.
        const name = kind === "text" || kind === "field" ? "" : texts.layerName(kind);
        addAndSelect(newLayer(store().doc, kind, { text: opts.text ?? (kind === "text" ? texts.text : ""), field: opts.field, qrContent, name }));
      },
      remove() {
        const locked = new Set(store().doc.layers.filter((l) => l.locked).map((l) => l.id));
        const ids = sel().filter((id) => !locked.has(id)); // a locked layer is protected from deletion too
        if (ids.length) store().change((d) => removeLayers(d, ids));
      },
      duplicate() {
        const ids = sel();
        if (!ids.length) return;
        let created: string[] = [];
        store().change((d) => {
          const r = duplicateLayers(d, ids);
          created = r.ids;
          return r.doc;
        });
        store().select(created);
      },
      copy(e?: ClipboardEvent) {
        const ids = new Set(sel());
        clipboard.current = store().doc.layers.filter((l) => ids.has(l.id));
        if (e?.clipboardData && clipboard.current.length) {
          e.clipboardData.setData(CLIPBOARD_MIME, JSON.stringify(clipboard.current));
          e.preventDefault();
        }
      },
      cut(e?: ClipboardEvent) {
        this.copy(e);
        this.remove();
      },
      /** Pastes copied layers, else an image from the system clipboard, else plain text as a text layer. */
      paste(e?: ClipboardEvent) {
        const file = e?.clipboardData ? Array.from(e.clipboardData.files).find((f) => f.type.startsWith("image/")) : undefined;
        if (file) {
          e?.preventDefault();
          void addImageFile(file);
          return;
        }
        const raw = e?.clipboardData?.getData(CLIPBOARD_MIME);
        let layers = clipboard.current;
        if (raw) {
          try {
            layers = JSON.parse(raw) as Layer[];
          } catch {
            layers = [];
          }
        }
        if (layers.length) {
          e?.preventDefault();
          const groups = new Map<string, string>();
          const created: string[] = [];
          store().change((d: DesignDocument) => {
            let next = d;
            for (const l of layers) {
              const id = newId();
              const groupId = l.groupId ? (groups.get(l.groupId) ?? groups.set(l.groupId, newId("g")).get(l.groupId)) : undefined;
              next = addLayer(next, { ...l, id, x: l.x + 20, y: l.y + 20, index: topIndex(next), ...(groupId ? { groupId } : {}) } as Layer);
              created.push(id);
            }
            return next;
          });
          store().select(created);
          return;
        }
        const text = e?.clipboardData?.getData("text/plain")?.trim();
        if (text) {
          e?.preventDefault();
          this.add("text", { text: text.slice(0, 5000) });
        }
      },
      nudge(dx: number, dy: number) {
        const ids = sel();
        if (ids.length) store().change((d) => moveLayers(d, ids, dx, dy));
      },
      align(how: Alignment) {
        store().change((d) => alignLayers(d, sel(), how));
      },
      distribute(axis: "horizontal" | "vertical") {
        store().change((d) => distributeLayers(d, sel(), axis));
      },
      group() {
        store().change((d) => groupLayers(d, sel()));
      },
      ungroup() {
        store().change((d) => ungroupLayers(d, sel()));
      },
      step(dir: 1 | -1) {
        const ids = sel();
        store().change((d) => ids.reduce((acc, id) => stepLayer(acc, id, dir), d));
      },
      selectAll() {
        store().select(store().doc.layers.filter((l) => !l.hidden && !l.locked).map((l) => l.id));
      },
      /** Opens the file picker for a new image layer ("new"), a layer's image (id) or the background (null). */
      pickImage(target: string | null | "new") {
        imageTarget.current = target;
        fileInput.current?.click();
      },
      addImageFile,
      onFilePicked(files: FileList | null) {
        const file = files?.[0];
        if (file) void addImageFile(file, imageTarget.current);
      },
      fileInput,
      undo: () => store().undo(),
      redo: () => store().redo(),
    };
  }, []);
}
