// What the animation choices write into the document and what a tapped choice plays (issue 35).
import { describe, expect, it } from "vitest";
import { designDocument } from "../../../shared/design/schema.ts";
import { enterChoices, previewWindow, setEnter, setEnterTiming } from "./animationOps.ts";

const doc = designDocument.parse({
  version: 2, canvas: { width: 100, height: 100 },
  layers: [
    { id: "t", type: "text", x: 0, y: 0, width: 100, height: 20, index: "a", props: { text: "إلى {{name}}" } },
    { id: "u", type: "text", x: 0, y: 30, width: 100, height: 20, index: "b", props: { text: "تقبل الله منا ومنكم" } },
    { id: "s", type: "shape", x: 0, y: 50, width: 10, height: 10, index: "c", props: {} },
  ],
});

describe("animation choices", () => {
  it("offers word by word for texts only and draw-on for shapes only", () => {
    expect(enterChoices([doc.layers[0]])).toContain("words");
    expect(enterChoices([doc.layers[0]])).not.toContain("draw");
    expect(enterChoices([doc.layers[2]])).toContain("draw");
    expect(enterChoices([doc.layers[0], doc.layers[2]])).not.toContain("words");
  });

  it("a new entrance starts after the others' end; a changed one keeps its timing; none removes it", () => {
    const a = setEnter(doc, ["t"], "fade", false);
    const b = setEnter(a, ["u"], "words", true);
    expect(b.layers[1].animation?.enter).toEqual({ kind: "words", delay: 0.8, duration: 1.6 });
    const c = setEnter(setEnterTiming(b, ["u"], { delay: 2 }), ["u"], "slide", true);
    expect(c.layers[1].animation?.enter).toEqual({ kind: "slide", delay: 2, duration: 1.6, direction: "right" });
    expect(setEnter(c, ["u"], "none", true).layers[1]).not.toHaveProperty("animation");
    expect(designDocument.parse(c).layers[1].animation).toEqual(c.layers[1].animation);
  });

  it("a tapped choice plays its layer's entrance with a little before and after", () => {
    const d = setEnter(setEnter(doc, ["t"], "fade", false), ["u"], "words", true);
    const [from, to] = previewWindow(d, d.layers[1], "enter")!;
    expect(from).toBeCloseTo(0.6);
    expect(to).toBeCloseTo(2.8);
    expect(previewWindow(d, d.layers[2], "enter")).toBeNull();
  });
});
