import { describe, expect, it } from "vitest";
import { designDocument, orderedLayers, type DesignDocument, type DesignInput } from "../../../shared/design/schema.ts";
import { applyDiff, diffDocuments, squashDiffs } from "./history.ts";
import {
  addLayer, alignLayers, distributeLayers, duplicateLayers, expandGroups, groupLayers, moveLayers, reorderLayer, resizeLayer,
  rotateLayer, snapGuidelines, stepLayer, ungroupLayers,
} from "./ops.ts";
import { EditorStore } from "./store.ts";

function doc(layers: DesignInput["layers"] = []): DesignDocument {
  return designDocument.parse({ version: 2, canvas: { width: 1000, height: 500 }, layers });
}
/** A full layer record (defaults filled in), as the store holds them. */
const layer = (input: ReturnType<typeof rect>) => doc([input]).layers[0];
const rect = (id: string, x: number, y: number, index: string, extra: object = {}) =>
  ({ id, type: "shape", x, y, width: 100, height: 50, index, props: {}, ...extra }) as const;

describe("editor operations", () => {
  it("moves only the given unlocked layers and keeps other records identical", () => {
    const d = doc([rect("a", 0, 0, "a1"), rect("b", 10, 10, "a2"), rect("c", 5, 5, "a3", { locked: true })]);
    const next = moveLayers(d, ["a", "c"], 10, -5);
    expect(next.layers[0]).toMatchObject({ x: 10, y: -5 });
    expect(next.layers[1]).toBe(d.layers[1]);
    expect(next.layers[2]).toBe(d.layers[2]);
  });

  it("resizes with and without keeping the ratio", () => {
    const d = doc([rect("a", 0, 0, "a1")]);
    expect(resizeLayer(d, "a", { x: 5, y: 6, width: 300, height: 10 }).layers[0]).toMatchObject({ x: 5, y: 6, width: 300, height: 10 });
    expect(resizeLayer(d, "a", { x: 0, y: 0, width: 300, height: 10 }, true).layers[0]).toMatchObject({ width: 300, height: 150 });
  });

  it("rotates with a 15° snap and normalises the angle", () => {
    const d = doc([rect("a", 0, 0, "a1")]);
    expect(rotateLayer(d, "a", 37, 15).layers[0].rotation).toBe(30);
    expect(rotateLayer(d, "a", 190).layers[0].rotation).toBe(-170);
  });

  it("reorders by changing one record's fractional index", () => {
    const d = doc([rect("a", 0, 0, "a1"), rect("b", 0, 0, "a2"), rect("c", 0, 0, "a3")]);
    const next = reorderLayer(d, "a", "b", "c");
    expect(orderedLayers(next).map((l) => l.id)).toEqual(["b", "a", "c"]);
    expect(diffDocuments(d, next)?.layers).toHaveProperty("a");
    expect(Object.keys(diffDocuments(d, next)!.layers)).toEqual(["a"]);
    expect(orderedLayers(stepLayer(d, "c", -1)).map((l) => l.id)).toEqual(["a", "c", "b"]);
    expect(orderedLayers(stepLayer(d, "a", 1)).map((l) => l.id)).toEqual(["b", "a", "c"]);
  });

  it("groups, expands a selection to the group, and ungroups", () => {
    const d = groupLayers(doc([rect("a", 0, 0, "a1"), rect("b", 0, 0, "a2"), rect("c", 0, 0, "a3")]), ["a", "b"]);
    expect(d.layers[0].groupId).toBeTruthy();
    expect(d.layers[0].groupId).toBe(d.layers[1].groupId);
    expect(expandGroups(d, ["b"])).toEqual(["a", "b"]);
    const u = ungroupLayers(d, ["a", "b"]);
    expect(u.layers.every((l) => !l.groupId)).toBe(true);
    expect(designDocument.safeParse(u).success).toBe(true);
  });

  it("duplicates on top with new ids and a new group id", () => {
    const d = groupLayers(doc([rect("a", 0, 0, "a1"), rect("b", 0, 0, "a2")]), ["a", "b"]);
    const { doc: next, ids } = duplicateLayers(d, ["a", "b"]);
    expect(ids).toHaveLength(2);
    const copies = next.layers.filter((l) => ids.includes(l.id));
    expect(copies[0].groupId).toBe(copies[1].groupId);
    expect(copies[0].groupId).not.toBe(d.layers[0].groupId);
    expect(orderedLayers(next).slice(-2).map((l) => l.id)).toEqual(ids);
  });

  it("aligns to the selection's bounds, or to the canvas for one layer", () => {
    const d = doc([rect("a", 0, 0, "a1"), rect("b", 200, 100, "a2")]);
    expect(alignLayers(d, ["a", "b"], "right").layers.map((l) => l.x)).toEqual([200, 200]);
    expect(alignLayers(d, ["a"], "hcenter").layers[0].x).toBe(450);
    expect(alignLayers(d, ["a", "b"], "vcenter").layers.map((l) => l.y)).toEqual([50, 50]);
  });

  it("distributes with equal gaps", () => {
    const d = doc([rect("a", 0, 0, "a1"), rect("b", 130, 0, "a2"), rect("c", 400, 0, "a3")]);
    expect(distributeLayers(d, ["a", "b", "c"], "horizontal").layers.map((l) => l.x)).toEqual([0, 200, 400]);
  });

  it("offers canvas edges, centre and other layers as snap lines", () => {
    const d = doc([rect("a", 0, 0, "a1"), rect("b", 300, 100, "a2")]);
    const g = snapGuidelines(d, ["a"]);
    expect(g.vertical).toEqual([0, 300, 350, 400, 500, 1000]);
    expect(g.horizontal).toEqual([0, 100, 125, 150, 250, 500]);
  });
});

describe("history", () => {
  it("diffs, reverts and replays", () => {
    const a = doc([rect("a", 0, 0, "a1")]);
    const b = addLayer(moveLayers(a, ["a"], 5, 5), layer(rect("b", 1, 1, "a2")));
    const d = diffDocuments(a, b)!;
    expect(applyDiff(b, d, "before")).toEqual(a);
    expect(applyDiff(a, d, "after")).toEqual(b);
    const c = moveLayers(b, ["a"], 1, 1);
    const s = squashDiffs(d, diffDocuments(b, c)!);
    expect(applyDiff(c, s, "before")).toEqual(a);
  });

  it("makes one entry per gesture, and none for a cancelled one", () => {
    const store = new EditorStore(doc([rect("a", 0, 0, "a1")]));
    store.begin();
    for (let i = 0; i < 30; i++) store.change((d) => moveLayers(d, ["a"], 1, 0));
    store.end();
    expect(store.doc.layers[0].x).toBe(30);
    store.begin();
    store.change((d) => moveLayers(d, ["a"], 50, 0));
    store.cancel();
    expect(store.doc.layers[0].x).toBe(30);
    store.undo();
    expect(store.doc.layers[0].x).toBe(0);
    expect(store.getSnapshot().canUndo).toBe(false);
    store.redo();
    expect(store.doc.layers[0].x).toBe(30);
  });

  it("a new change after undo drops the redo stack; selection forgets deleted layers", () => {
    const store = new EditorStore(doc([rect("a", 0, 0, "a1")]));
    store.change((d) => moveLayers(d, ["a"], 1, 0));
    store.undo();
    store.change((d) => moveLayers(d, ["a"], 2, 0));
    expect(store.getSnapshot().canRedo).toBe(false);
    store.select(["a"]);
    store.change((d) => ({ ...d, layers: [] }));
    expect(store.selection).toEqual([]);
    expect(store.dirty).toBe(true);
    store.markSaved();
    expect(store.dirty).toBe(false);
    // Undoing back to the saved document leaves nothing unsaved.
    store.change((d) => addLayer(d, layer(rect("z", 0, 0, "b1"))));
    expect(store.dirty).toBe(true);
    store.undo();
    expect(store.dirty).toBe(false);
  });
});

describe("field values in the history", () => {
  it("typing a value on the canvas is one undo step with the layer's growth, and redoes", () => {
    const store = new EditorStore(doc([rect("a", 0, 0, "a1")]), { name: "" });
    store.begin();
    for (const v of ["S", "Sa", "Sar", "Sara"]) store.changeValue("name", v);
    store.change((d) => moveLayers(d, ["a"], 0, 10));
    store.end();
    expect(store.values.name).toBe("Sara");
    expect(store.dirty).toBe(true);
    store.undo();
    expect(store.values.name).toBe("");
    expect(store.doc.layers[0].y).toBe(0);
    expect(store.getSnapshot().canUndo).toBe(false);
    expect(store.dirty).toBe(false);
    store.redo();
    expect(store.values.name).toBe("Sara");
    expect(store.doc.layers[0].y).toBe(10);
  });

  it("a form field's keystrokes make one entry per field; a cancelled gesture restores the values", () => {
    const store = new EditorStore(doc([rect("a", 0, 0, "a1")]), {});
    for (const v of ["A", "Al", "Ali"]) store.changeValue("name", v);
    store.changeValue("sender", "Omar");
    store.undo();
    expect(store.values).toEqual({ name: "Ali" });
    store.undo();
    expect(store.values).toEqual({});
    store.begin();
    store.changeValue("name", "X");
    store.cancel();
    expect(store.values).toEqual({});
    expect(store.getSnapshot().canRedo).toBe(true);
  });
});
