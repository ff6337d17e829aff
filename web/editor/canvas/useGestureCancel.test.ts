import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { designDocument } from "../../../shared/design/schema.ts";
import { moveLayers } from "../state/ops.ts";
import { EditorStore } from "../state/store.ts";
import { useGestureCancel } from "./useGestureCancel.ts";

const doc = designDocument.parse({
  version: 2,
  canvas: { width: 1000, height: 500 },
  layers: [{ id: "a", type: "shape", x: 10, y: 20, width: 100, height: 50, index: "a1", props: {} }],
});

function setup() {
  const store = new EditorStore(doc);
  const moveable = { current: { stopDrag: vi.fn(), updateRect: vi.fn() } };
  const { result } = renderHook(() => useGestureCancel(store, moveable));
  const editorEscape = vi.fn();
  window.addEventListener("keydown", editorEscape);
  return { store, moveable, gesture: result.current, editorEscape, cleanup: () => window.removeEventListener("keydown", editorEscape) };
}

describe("Escape during a drag, resize or rotation", () => {
  it("puts the layer back, stops the gesture and leaves no undo entry", () => {
    const { store, moveable, gesture, editorEscape, cleanup } = setup();
    gesture.start();
    expect(gesture.frame()).toBe(true);
    store.change((d) => moveLayers(d, ["a"], 40, 30));
    expect(store.doc.layers[0]).toMatchObject({ x: 50, y: 50 });
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", cancelable: true }));
    expect(store.doc).toBe(doc);
    expect(store.getSnapshot().canUndo).toBe(false);
    expect(moveable.current.stopDrag).toHaveBeenCalledOnce();
    // The editor's own Escape (clear the selection) does not run as well.
    expect(editorEscape).not.toHaveBeenCalled();
    // The gesture's late frames and end event change nothing.
    expect(gesture.frame()).toBe(false);
    gesture.end();
    expect(store.getSnapshot().canUndo).toBe(false);
    cleanup();
  });

  it("leaves Escape to the editor when no gesture is under way, and a finished gesture is one undo entry", () => {
    const { store, moveable, gesture, editorEscape, cleanup } = setup();
    gesture.start();
    for (const dx of [5, 5]) {
      gesture.frame();
      store.change((d) => moveLayers(d, ["a"], dx, 0));
    }
    gesture.end();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(editorEscape).toHaveBeenCalledOnce();
    expect(moveable.current.stopDrag).not.toHaveBeenCalled();
    expect(store.doc.layers[0]).toMatchObject({ x: 20 });
    store.undo();
    expect(store.doc.layers[0]).toMatchObject({ x: 10 });
    cleanup();
  });

  it("a tap (press and release, no frame) opens no store gesture, so it cannot close one opened meanwhile (typing)", () => {
    const { store, gesture, cleanup } = setup();
    gesture.start();
    store.begin(); // the tap opened the text editor, which opens the typing gesture
    gesture.end();
    expect(store.inGesture).toBe(true);
    cleanup();
  });
});
