// The working area: a scrolling stage with the canvas at the current zoom, the interaction overlay and,
// while typing, the text editor. Zoom: ctrl/⌘ + wheel (trackpad pinch arrives as ctrl+wheel) and a
// two-finger pinch on touch screens; pan: scrolling, space + drag, or two fingers.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { resolveText } from "../../../shared/design/bindings.ts";
import type { DesignDocument, DesignValues, TextLayer } from "../../../shared/design/schema.ts";
import { textBlock } from "../../../shared/design/text-fit.ts";
import { designDuration } from "../../../shared/design/animation.ts";
import { usePlayback } from "../state/playback.ts";
import type { EditorStore } from "../state/store.ts";
import { growTextLayers, removeIfEmpty } from "../state/textFit.ts";
import { EditTextButton } from "./EditTextButton.tsx";
import { gridScreenStep, type GridSetting } from "./grid.ts";
import { GridLines } from "./GridLines.tsx";
import { browserMeasure } from "./measure.ts";
import { Overlay } from "./Overlay.tsx";
import { Rulers } from "./Rulers.tsx";
import { lostFields, type FieldText } from "./textBinding.ts";
import { TextEditor } from "./TextEditor.tsx";
import { useDesignDrawing, type DrawStats } from "./useDesignDrawing.ts";
import { useZoomToEditedText } from "./zoomToText.ts";
import { clampZoom } from "./zoom.ts";

const NO_LAYERS: readonly string[] = [];
export { clampZoom, ZOOM_MAX, ZOOM_MIN } from "./zoom.ts";

/** The zoom at which a canvas fits a stage of this size: the stage pads it by 24 px a side, plus a little air. */
export function fittingZoom(box: { width: number; height: number }, canvas: { width: number; height: number }): number {
  const pad = box.width < 640 ? 56 : 80;
  return clampZoom(Math.min((box.width - pad) / canvas.width, (box.height - pad) / canvas.height));
}

interface StageProps {
  store: EditorStore;
  doc: DesignDocument;
  /** What the canvas draws with (samples, typed values, or the long-name preview). */
  values: DesignValues;
  selection: readonly string[];
  zoom: number;
  onZoom: (z: number) => void;
  /** Preview: no handles, nothing selectable. */
  preview: boolean;
  editingText: string | null;
  /** Zoom to the text being typed until it is readable, and back afterwards (phones). */
  zoomToText?: boolean;
  onEditText: (id: string | null) => void;
  /** What the text editor holds for a layer: its text, or (a visitor's card) the values in their words. */
  textValue: (layer: TextLayer) => FieldText;
  onTextChange: (layer: TextLayer, text: string, caret: number) => void;
  /** An admin editing a template is asked before typing replaces fields with fixed text; nobody else is (absent: undone unasked). */
  confirmUnbinding?: (lost: string[]) => boolean;
  onDropFiles: (files: File[]) => void;
  canvasLabel: string;
  textLabel: string;
  stats?: DrawStats;
  /** false where the selection's toolbar holds "Edit text" (the phone bar): no second, floating one. */
  floatingEditText?: boolean;
  /** The editor's grid (drawn and snapped to when on) and whether rulers are shown (not on a phone). */
  grid?: GridSetting;
  rulers?: boolean;
}

function useKeyHeld(key: string): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const down = (e: KeyboardEvent) => e.key === key && setHeld(true);
    const up = (e: KeyboardEvent) => e.key === key && setHeld(false);
    const blur = () => setHeld(false);
    window.addEventListener("keydown", down);
    window.addEventListener("keyup", up);
    window.addEventListener("blur", blur);
    return () => {
      window.removeEventListener("keydown", down);
      window.removeEventListener("keyup", up);
      window.removeEventListener("blur", blur);
    };
  }, [key]);
  return held;
}

export function Stage(props: StageProps) {
  const { store, doc, values, selection, zoom, onZoom, preview, editingText } = props;
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const [surface, setSurface] = useState<HTMLDivElement | null>(null);
  const gridOn = !!props.grid?.on && !preview;
  const shift = useKeyHeld("Shift");
  const space = useKeyHeld(" ");
  const [dragOver, setDragOver] = useState(false);
  const editing = editingText ? doc.layers.find((l): l is TextLayer => l.id === editingText && l.type === "text") : undefined;
  const edited = editing ? props.textValue(editing) : { text: "", spans: [] };
  const editValue = edited.text;
  // Live typing: the canvas draws what the textarea holds (see TextEditor). Not so while the textarea
  // holds a placeholder or a field's fallback: the canvas would show the field's value instead.
  const live = !!editing && (editValue.trim() === "" || resolveText(editing.props, values) === editValue);
  // Otherwise the layer is drawn by the textarea, not twice (hidden, so the others keep their identity).
  const drawn = editing && !live ? { ...doc, layers: doc.layers.map((l) => (l.id === editing.id ? { ...l, hidden: true } : l)) } : doc;
  // Layers changing frame after frame are drawn over cached bitmaps of the rest.
  const active = editing ? [editing.id] : store.inGesture ? selection : NO_LAYERS;
  // The animation preview (never in the document): the frame at the playback's time; a choice's preview moves only its layers.
  const [playing] = usePlayback();
  const time = playing.time !== null && designDuration(drawn) > 0 ? playing.time : undefined;
  const only = time !== undefined ? playing.only : null;
  const framed = only ? { ...drawn, layers: drawn.layers.map((l) => (only.includes(l.id) || !l.animation ? l : { ...l, animation: undefined })) } : drawn;
  useDesignDrawing(canvasRef, framed, values, zoom, active, props.stats, time);

  // Auto-height: while typing, the box grows as the text wraps (inside the typing gesture: same undo entry).
  const editingId = editing?.id;
  useLayoutEffect(() => {
    if (!editingId || !store.inGesture) return;
    store.change((d) => growTextLayers(d, [editingId], values, browserMeasure));
  }, [store, doc, values, editingId]);

  // Leaving the text editor: a placeholder the typing removed is a field binding lost, which an admin
  // must mean (else the whole edit is undone; elsewhere it is undone unasked, though a visitor's typing
  // maps to values and cannot remove one); a text left empty is removed (one undo brings it back).
  const finishing = useRef(false);
  const finishEditing = () => {
    if (!editing || finishing.current) return;
    finishing.current = true;
    try {
      const before = store.gestureStartDoc?.layers.find((l) => l.id === editing.id);
      const now = store.doc.layers.find((l) => l.id === editing.id);
      const lost = before?.type === "text" && now?.type === "text" ? lostFields(before.props.text, now.props.text) : [];
      if (lost.length && !props.confirmUnbinding?.(lost)) store.cancel();
      else store.change((d) => removeIfEmpty(d, editing.id));
      props.onEditText(null);
    } finally {
      finishing.current = false;
    }
  };

  // On a phone, the text being typed is zoomed to a readable size (zoomToText.ts).
  const roomBelow = useZoomToEditedText({ enabled: !!props.zoomToText && !preview, stage, surface, editing, zoom, onZoom });

  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  const onZoomRef = useRef(onZoom);
  onZoomRef.current = onZoom;

  // Wheel and pinch listeners must be non-passive to stop the page itself from zooming.
  useEffect(() => {
    const el = stageRef.current;
    if (!el) return;
    const wheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      onZoomRef.current(clampZoom(zoomRef.current * Math.exp(-e.deltaY / 300)));
    };
    let pinch: { dist: number; zoom: number } | null = null;
    const dist = (t: TouchList) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY);
    const touchStart = (e: TouchEvent) => {
      if (e.touches.length === 2) pinch = { dist: dist(e.touches), zoom: zoomRef.current };
    };
    const touchMove = (e: TouchEvent) => {
      if (!pinch || e.touches.length !== 2) return;
      e.preventDefault();
      onZoomRef.current(clampZoom((pinch.zoom * dist(e.touches)) / pinch.dist));
    };
    const touchEnd = (e: TouchEvent) => {
      if (e.touches.length < 2) pinch = null;
    };
    el.addEventListener("wheel", wheel, { passive: false });
    el.addEventListener("touchstart", touchStart, { passive: true });
    el.addEventListener("touchmove", touchMove, { passive: false });
    el.addEventListener("touchend", touchEnd);
    return () => {
      el.removeEventListener("wheel", wheel);
      el.removeEventListener("touchstart", touchStart);
      el.removeEventListener("touchmove", touchMove);
      el.removeEventListener("touchend", touchEnd);
    };
  }, []);

  // Space + drag pans the stage.
  const pan = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const onPointerDown = (e: React.PointerEvent) => {
    if (!space || !stageRef.current) return;
    e.preventDefault();
    e.stopPropagation();
    pan.current = { x: e.clientX, y: e.clientY, left: stageRef.current.scrollLeft, top: stageRef.current.scrollTop };
    (e.target as Element).setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const p = pan.current;
    const el = stageRef.current;
    if (!p || !el) return;
    el.scrollLeft = p.left - (e.clientX - p.x);
    el.scrollTop = p.top - (e.clientY - p.y);
  };
  const endPan = () => {
    pan.current = null;
  };

  // One ref callback for the Stage's life: a new function each render is called with null and the
  // element again after every commit, and its setStage made every drag frame render the stage twice.
  const stageCallbackRef = useCallback((el: HTMLDivElement | null) => {
    stageRef.current = el;
    setStage(el);
  }, []);

  const width = doc.canvas.width * zoom;
  const height = doc.canvas.height * zoom;
  return (
    <div className="relative flex min-h-0 min-w-0 flex-1">
      <div
        ref={stageCallbackRef}
        data-testid="editor-stage"
        className={`relative isolate min-h-0 min-w-0 flex-1 overflow-auto bg-muted/60 [background-image:radial-gradient(circle,rgb(0_0_0/0.07)_1px,transparent_1px)] [background-size:16px_16px] ${space ? "cursor-grab" : ""} ${dragOver ? "ring-4 ring-inset ring-primary" : ""}`}
        onPointerDownCapture={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endPan}
        onPointerCancel={endPan}
        onDragOver={(e) => {
          if (e.dataTransfer.types.includes("Files")) {
            e.preventDefault();
            setDragOver(true);
          }
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={(e) => {
          setDragOver(false);
          const files = Array.from(e.dataTransfer.files);
          if (!files.length) return;
          e.preventDefault();
          props.onDropFiles(files);
        }}
      >
        <div className="grid min-h-full min-w-full place-items-center p-6" style={{ width: width + 48, height: height + 48 + roomBelow, paddingBottom: 24 + roomBelow }}>
          <div ref={setSurface} className="relative shadow-xl ring-1 ring-black/10" style={{ width, height }} dir="ltr" data-testid="editor-surface">
            <canvas ref={canvasRef} data-testid="editor-canvas" role="img" aria-label={props.canvasLabel} className="block" style={{ width, height }} />
            {gridOn && <GridLines size={props.grid!.size} zoom={zoom} />}
            {!preview && (
              <Overlay
                store={store}
                doc={doc}
                selection={selection}
                zoom={zoom}
                stage={stage}
                editingText={editingText}
                onEditText={props.onEditText}
                shift={shift}
                values={values}
                gridStep={gridOn ? gridScreenStep(props.grid!, zoom) : 0}
              />
            )}
            {editing && !preview && (
              <TextEditor
                key={editing.id}
                layer={editing}
                zoom={zoom}
                value={editValue}
                label={props.textLabel}
                live={live}
                block={textBlock(editing, doc, values, browserMeasure)}
                spans={edited.spans}
                onChange={(text, caret) => props.onTextChange(editing, text, caret)}
                onDone={finishEditing}
              />
            )}
          </div>
        </div>
        {!preview && props.floatingEditText !== false && (
          // Sticky, zero-height: stays at the bottom of the visible stage without adding to its scroll size.
          <div className="pointer-events-none sticky bottom-0 start-0 z-30 flex h-0 justify-center">
            <EditTextButton doc={doc} selection={selection} editingText={editingText} onEditText={props.onEditText} className="pointer-events-auto -translate-y-[calc(100%+0.75rem)]" />
          </div>
        )}
      </div>
      {props.rulers && <Rulers stage={stage} surface={surface} zoom={zoom} layoutKey={`${doc.canvas.width}x${doc.canvas.height}`} />}
    </div>
  );
}
