// Transparent boxes over the canvas, one per visible layer, that react-moveable (handles, rotation,
// snapping guides with distances) and react-selecto (click, shift-click, marquee) act on. The boxes
// use the design's own geometry: translate(x, y) rotate(r) around the centre, times the zoom, so an
// event's translate/width/rotation maps straight back to the layer record. Every gesture is one
// history entry: begin() on start, end() on finish (a click without movement leaves none).
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { getNonce } from "get-nonce";
import Moveable, { type OnDrag, type OnResize, type OnRotate } from "react-moveable";
import Selecto from "react-selecto";
import { orderedLayers, type DesignDocument, type DesignValues, type Layer } from "../../../shared/design/schema.ts";
import { mapLayers, round, snapGuidelines } from "../state/ops.ts";
import { resizeDirections, rotationSide, type Direction, type RotationSide } from "./handlePlacement.ts";
import { snapToGrid } from "./grid.ts";
import { browserMeasure } from "./measure.ts";
import { MoveableStyles } from "./MoveableStyles.tsx";
import "./overlay.css";
import { useTapToEdit } from "./useTapToEdit.ts";
import { useGestureCancel } from "./useGestureCancel.ts";
import type { EditorStore } from "../state/store.ts";
import { growTextLayers } from "../state/textFit.ts";

interface OverlayProps {
  store: EditorStore;
  doc: DesignDocument;
  selection: readonly string[];
  zoom: number;
  /** The element marquee selection may start in (the scrolling stage). */
  stage: HTMLElement | null;
  editingText: string | null;
  onEditText: (id: string) => void;
  shift: boolean;
  /** What the canvas draws with: a resized text box grows to the lines of the text shown. */
  values: DesignValues;
  /** The grid's step in screen px when drags and resizes snap to it (0: grid off). */
  gridStep?: number;
}

function boxStyle(l: Layer, z: number): React.CSSProperties {
  return {
    width: l.width * z,
    height: l.height * z,
    transform: `translate(${l.x * z}px, ${l.y * z}px) rotate(${l.rotation}deg)`,
  };
}

export function Overlay({ store, doc, selection, zoom, stage, editingText, onEditText, shift, values, gridStep = 0 }: OverlayProps) {
  const surface = useRef<HTMLDivElement>(null);
  const moveable = useRef<Moveable>(null);
  const selecto = useRef<Selecto>(null);
  const [targets, setTargets] = useState<HTMLElement[]>([]);
  const layers = useMemo(() => orderedLayers(doc).filter((l) => !l.hidden), [doc]);
  const selected = useMemo(() => doc.layers.filter((l) => selection.includes(l.id)), [doc, selection]);
  const locked = selected.some((l) => l.locked);
  // Snap lines come from the layers that are NOT moving, which a gesture does not change: computed once
  // per gesture, not per frame (a new array would make Moveable rebuild its guides every frame).
  const frozen = useRef<{ guides: ReturnType<typeof snapGuidelines>; others: HTMLElement[] } | null>(null);
  const inGesture = store.inGesture;
  const guides = useMemo(() => (inGesture && frozen.current ? frozen.current.guides : snapGuidelines(doc, selection)), [doc, selection, inGesture]);
  const guideLines = useMemo(() => ({ vertical: guides.vertical.map((v) => v * zoom), horizontal: guides.horizontal.map((v) => v * zoom) }), [guides, zoom]);

  useLayoutEffect(() => {
    const root = surface.current;
    if (!root) return;
    const els = selection
      .filter((id) => id !== editingText)
      .map((id) => root.querySelector<HTMLElement>(`[data-layer-id="${CSS.escape(id)}"]`))
      .filter((el): el is HTMLElement => !!el);
    setTargets((prev) => (prev.length === els.length && prev.every((e, i) => e === els[i]) ? prev : els));
  }, [selection, layers, editingText]);

  // Selecto keeps its own list for shift-click toggling: keep it in step with the store's selection.
  useEffect(() => {
    selecto.current?.setSelectedTargets(targets);
  }, [targets]);

  // Outside a gesture the document may change under the handles (undo, arrow keys, the panels).
  useEffect(() => {
    if (!store.inGesture) moveable.current?.updateRect();
  }, [doc, zoom, store]);

  const tap = useTapToEdit(selection, onEditText);
  // Handles: few on small boxes, the rotation handle on the side with no other layer (handlePlacement.ts).
  // Kept as they are during a gesture: a handle must not move or vanish under the finger holding it.
  const handlesRef = useRef<{ rotation: RotationSide; directions: Direction[] } | null>(null);
  const handles = useMemo(() => {
    if (inGesture && handlesRef.current) return handlesRef.current;
    const x = Math.min(...selected.map((l) => l.x));
    const y = Math.min(...selected.map((l) => l.y));
    const w = Math.max(...selected.map((l) => l.x + l.width)) - x;
    const h = Math.max(...selected.map((l) => l.y + l.height)) - y;
    return { rotation: rotationSide(doc, selection, zoom), directions: selected.length ? resizeDirections(w * zoom, h * zoom) : resizeDirections(0, 0) };
  }, [doc, selection, selected, zoom, inGesture]);
  handlesRef.current = handles;

  const idOf = (el: HTMLElement | SVGElement) => (el as HTMLElement).dataset.layerId ?? "";
  const z = zoom;

  // Grid on: the moved layers land on its lines (the first layer snaps, the others keep their offsets
  // to it); boxes are placed where the record is, and the handles follow them.
  const gridSize = gridStep / z;
  const onGrid = (v: number) => (gridSize ? snapToGrid(v, gridSize) : Math.round(v));
  /** A size on the grid is at least one step (a box narrower than half a step would vanish). */
  const sizeOnGrid = (v: number) => Math.max(gridSize || 1, onGrid(v));
  const placeTo = (el: HTMLElement | SVGElement, transform: string, x: number, y: number) => {
    el.style.transform = gridSize ? transform.replace(/translate\([^)]*\)/, `translate(${x * z}px, ${y * z}px)`) : transform;
  };
  const gesture = useGestureCancel(store, moveable);
  const applyDrag = (events: OnDrag[]) => {
    if (!gesture.frame()) return;
    const [fx, fy] = events[0].translate;
    const dx = gridSize ? onGrid(fx / z) - fx / z : 0;
    const dy = gridSize ? onGrid(fy / z) - fy / z : 0;
    const moves = new Map(events.map((e) => [idOf(e.target), [Math.round(e.translate[0] / z + dx), Math.round(e.translate[1] / z + dy)]]));
    for (const e of events) placeTo(e.target, e.transform, ...(moves.get(idOf(e.target)) as [number, number]));
    store.change((d) => mapLayers(d, [...moves.keys()], (l) => {
      const [x, y] = moves.get(l.id)!;
      return { ...l, x, y };
    }));
    if (gridSize) moveable.current?.updateRect();
  };
  const applyResize = (events: OnResize[]) => {
    if (!gesture.frame()) return;
    const boxes = new Map(events.map((e) => [idOf(e.target), e]));
    for (const e of events) {
      e.target.style.width = `${gridSize ? sizeOnGrid(e.width / z) * z : e.width}px`;
      e.target.style.height = `${gridSize ? sizeOnGrid(e.height / z) * z : e.height}px`;
      placeTo(e.target, e.drag.transform, onGrid(e.drag.translate[0] / z), onGrid(e.drag.translate[1] / z));
    }
    const ids = [...boxes.keys()];
    const resized = (d: DesignDocument) => mapLayers(d, ids, (l) => {
      const e = boxes.get(l.id)!;
      const [tx, ty] = e.drag.translate;
      return { ...l, x: onGrid(tx / z), y: onGrid(ty / z), width: sizeOnGrid(e.width / z), height: sizeOnGrid(e.height / z) };
    });
    // A text box made narrower gets taller as its lines wrap: never shorter than its text.
    store.change((d) => growTextLayers(resized(d), ids, values, browserMeasure));
    if (gridSize) moveable.current?.updateRect();
  };
  const applyRotate = (events: OnRotate[]) => {
    if (!gesture.frame()) return;
    const rots = new Map(events.map((e) => [idOf(e.target), e]));
    for (const e of events) e.target.style.transform = e.drag.transform;
    store.change((d) => mapLayers(d, [...rots.keys()], (l) => {
      const e = rots.get(l.id)!;
      const [tx, ty] = e.drag.translate;
      const r = ((((e.rotation + 180) % 360) + 360) % 360) - 180;
      return { ...l, x: round(tx / z), y: round(ty / z), rotation: round(r === -180 ? 180 : r) };
    }));
  };
  const gestureStart = gesture.start;
  const gestureEnd = gesture.end;

  const others = useMemo(() => {
    const root = surface.current;
    if (inGesture && frozen.current) return frozen.current.others;
    if (!root) return [];
    return Array.from(root.querySelectorAll<HTMLElement>(".bq-layer")).filter((el) => !selection.includes(idOf(el)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layers, selection, targets, inGesture]);
  frozen.current = inGesture ? (frozen.current ?? { guides, others }) : null;

  return (
    <div ref={surface} className="bq-overlay absolute inset-0" dir="ltr" data-testid="editor-overlay">
      {layers.map((l) => (
        <div
          key={l.id}
          data-layer-id={l.id}
          data-testid={`layer-box-${l.id}`}
          data-selected={selection.includes(l.id) ? "true" : undefined}
          className={`bq-layer absolute left-0 top-0 origin-center ${l.locked ? "cursor-not-allowed" : "cursor-move"} ${l.id === editingText ? "invisible" : ""}`}
          style={boxStyle(l, z)}
          onDoubleClick={() => l.type === "text" && !l.locked && onEditText(l.id)}
          onPointerDown={(e) => tap.onPointerDown(e, l)}
          onPointerUp={(e) => tap.onPointerUp(e, l)}
        />
      ))}
      <MoveableStyles />
      <Moveable
        ref={moveable}
        target={targets}
        draggable={!locked}
        resizable={!locked}
        rotatable={!locked}
        rotationPosition={handles.rotation}
        renderDirections={handles.directions}
        keepRatio={shift || (selected.length === 1 && selected[0].type === "image")}
        throttleRotate={shift ? 15 : 0}
        throttleResize={0}
        snappable
        snapThreshold={6}
        isDisplaySnapDigit
        isDisplayInnerSnapDigit
        snapGap
        snapDirections={{ top: true, left: true, bottom: true, right: true, center: true, middle: true }}
        elementSnapDirections={{ top: true, left: true, bottom: true, right: true, center: true, middle: true }}
        verticalGuidelines={guideLines.vertical}
        horizontalGuidelines={guideLines.horizontal}
        elementGuidelines={others}
        origin={false}
        // No pinch through Moveable (the stage zooms on a pinch). With pinchOutside on, gesto adds a
        // non-passive touchstart listener on window from a timer that a quick tap's touchend outruns:
        // it stayed, started a "drag" at every later touch and cancelled it, so the phone bar's buttons
        // never got their click after a layer was selected by a tap on the canvas.
        pinchOutside={false}
        cspNonce={getNonce() ?? ""}
        onDragStart={gestureStart}
        onDrag={(e) => applyDrag([e])}
        onDragEnd={gestureEnd}
        onDragGroupStart={gestureStart}
        onDragGroup={(e) => applyDrag(e.events)}
        onDragGroupEnd={gestureEnd}
        onResizeStart={gestureStart}
        onResize={(e) => applyResize([e])}
        onResizeEnd={gestureEnd}
        onResizeGroupStart={gestureStart}
        onResizeGroup={(e) => applyResize(e.events)}
        onResizeGroupEnd={gestureEnd}
        onRotateStart={gestureStart}
        onRotate={(e) => applyRotate([e])}
        onRotateEnd={gestureEnd}
        onRotateGroupStart={gestureStart}
        onRotateGroup={(e) => applyRotate(e.events)}
        onRotateGroupEnd={gestureEnd}
      />
      {stage && (
        <Selecto
          ref={selecto}
          cspNonce={getNonce() ?? ""}
          dragContainer={stage}
          selectableTargets={[".bq-overlay .bq-layer"]}
          // A marquee catches what lies inside it (the whole layer, rotated corners included): with any
          // overlap it caught every page-wide frame and background it crossed or lay within.
          hitRate={100}
          selectByClick
          selectFromInside={false}
          ratio={0}
          onDragStart={(e) => {
            const t = e.inputEvent.target as Element;
            if (t.closest("[data-editor-ui]")) return e.stop();
            const onTarget = targets.find((el) => el === t || el.contains(t));
            // Shift-click on a selected layer takes it out of the selection.
            if (onTarget && (e.inputEvent as MouseEvent).shiftKey) {
              store.select([idOf(onTarget)], true);
              return e.stop();
            }
            if (moveable.current?.isMoveableElement(t) || onTarget) e.stop();
          }}
          onSelectEnd={(e) => {
            const ids = e.selected.map((el) => idOf(el));
            if ((e.inputEvent as MouseEvent | undefined)?.shiftKey) {
              // Shift: a click adds the layer under the pointer, a marquee adds what it caught.
              const hit = (e.inputEvent.target as Element | null)?.closest<HTMLElement>(".bq-layer");
              if ((e.isClick || e.isDragStartEnd) && hit) store.select([idOf(hit)], true);
              else store.select([...store.selection, ...ids.filter((id) => !store.selection.includes(id))]);
              return;
            }
            // A click's end comes only for a press that started off every layer (a press on a layer
            // ends at its start, isDragStartEnd): it selects nothing. Selecto's own list may be stale
            // then: a tap that ends the text editing gives the edited layer back to it mid-press.
            store.select(e.isClick ? [] : ids);
            if (e.isDragStartEnd) {
              e.inputEvent.preventDefault();
              void moveable.current?.waitToChangeTarget().then(() => moveable.current?.dragStart(e.inputEvent));
            }
          }}
        />
      )}
    </div>
  );
}
