// The animation preview (issue 35): play, pause, scrub and a choice's preview move the time the canvas
// shows and nothing else: the document, its undo history and its saved state stay as they were.
import { describe, expect, it } from "vitest";
import { designDocument } from "../../../shared/design/schema.ts";
import { Playback } from "./playback.ts";
import { EditorStore, isDirty } from "./store.ts";
import { setDesignLength, setEmphasis, setEnter } from "./animationOps.ts";

function clock() {
  let now = 0;
  const frames: (() => void)[] = [];
  return {
    clock: { now: () => now, frame: (fn: () => void) => frames.push(fn), cancel: () => frames.splice(0) },
    /** Lets `ms` pass and runs the frame that was asked for. */
    advance(ms: number) {
      now += ms;
      frames.splice(0).forEach((f) => f());
    },
  };
}

const doc = designDocument.parse({
  version: 2, canvas: { width: 100, height: 100 },
  layers: [
    { id: "t", type: "text", x: 0, y: 0, width: 100, height: 20, index: "a", props: { text: "عيد مبارك" } },
    { id: "s", type: "shape", x: 0, y: 50, width: 10, height: 10, index: "b", props: {} },
  ],
});

describe("animation preview", () => {
  it("plays to the end and stays there paused; pause and seek hold the time; stop shows the still", () => {
    const c = clock();
    const p = new Playback(c.clock);
    p.play(6);
    expect(p.getSnapshot()).toEqual({ time: 0, playing: true, only: null });
    c.advance(2500);
    expect(p.getSnapshot().time).toBeCloseTo(2.5);
    p.pause();
    c.advance(1000);
    expect(p.getSnapshot()).toEqual({ time: 2.5, playing: false, only: null });
    p.play(6);
    c.advance(1000);
    expect(p.getSnapshot().time).toBeCloseTo(3.5);
    c.advance(5000);
    expect(p.getSnapshot()).toEqual({ time: 6, playing: false, only: null });
    p.seek(1.2);
    expect(p.getSnapshot()).toEqual({ time: 1.2, playing: false, only: null });
    p.stop();
    expect(p.getSnapshot().time).toBeNull();
  });

  it("a choice's preview plays its stretch on its layers, then shows the still design", () => {
    const c = clock();
    const p = new Playback(c.clock);
    p.play(2, 0.5, true, ["t"]);
    expect(p.getSnapshot()).toEqual({ time: 0.5, playing: true, only: ["t"] });
    c.advance(2000);
    expect(p.getSnapshot()).toEqual({ time: null, playing: false, only: null });
  });

  it("each choice is one undo step; playing never changes the document or marks it unsaved", () => {
    const c = clock();
    const store = new EditorStore(doc);
    const p = new Playback(c.clock);
    store.change((d) => setEnter(d, ["t"], "words", true));
    store.change((d) => setEmphasis(d, ["s"], "glow"));
    store.change((d) => setDesignLength(d, 9));
    const animated = store.doc;
    expect(animated.layers[0].animation?.enter).toMatchObject({ kind: "words", delay: 0 });
    expect(animated.animation).toEqual({ duration: 9 });
    store.markSaved();
    p.play(9);
    c.advance(3000);
    p.seek(4);
    p.stop();
    expect(store.doc).toBe(animated);
    expect(isDirty(store.getSnapshot())).toBe(false);
    store.undo();
    expect(store.doc.animation).toBeUndefined();
    expect(store.doc.layers[1].animation).toEqual({ emphasis: { kind: "glow" } });
    store.undo();
    expect(store.doc.layers[1].animation).toBeUndefined();
    store.undo();
    expect(store.doc.layers[0].animation).toBeUndefined();
    expect(store.getSnapshot().canUndo).toBe(false);
  });
});
