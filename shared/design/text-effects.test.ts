import { describe, expect, it } from "vitest";
import type { DrawContext } from "./context.ts";
import { drawDesign } from "./render.ts";
import { designDocument, type DesignInput } from "./schema.ts";
import { joiningPieces } from "./text-curve.ts";

type Call = { op: string; args: unknown[]; state: Record<string, unknown> };

/** A Canvas 2D stand-in that records drawing calls with the state they ran under; text is 10 px per character. */
function recorder(): { ctx: DrawContext; calls: Call[] } {
  const calls: Call[] = [];
  const stack: { m: number[]; s: Record<string, unknown> }[] = [];
  let m = [1, 0, 0, 1, 0, 0];
  const s: Record<string, unknown> = { shadowBlur: 0, shadowOffsetX: 0, shadowOffsetY: 0, shadowColor: "rgba(0,0,0,0)", lineWidth: 1, fillStyle: "#000", strokeStyle: "#000" };
  const record = (op: string) => (...args: unknown[]) => void calls.push({ op, args, state: { ...s } });
  const ctx = new Proxy(s, {
    get(target, key: string) {
      if (key === "save") return () => stack.push({ m: [...m], s: { ...target } });
      if (key === "restore") return () => { const top = stack.pop()!; m = top.m; Object.assign(target, top.s); };
      if (key === "scale") return (x: number, y: number) => { m = [m[0] * x, m[1] * x, m[2] * y, m[3] * y, m[4], m[5]]; };
      if (key === "translate") return (x: number, y: number) => { m = [m[0], m[1], m[2], m[3], m[4] + m[0] * x + m[2] * y, m[5] + m[1] * x + m[3] * y]; };
      if (key === "rotate") return (a: number) => { const [c, n] = [Math.cos(a), Math.sin(a)]; m = [m[0] * c + m[2] * n, m[1] * c + m[3] * n, m[2] * c - m[0] * n, m[3] * c - m[1] * n, m[4], m[5]]; };
      if (key === "getTransform") return () => ({ a: m[0], b: m[1], c: m[2], d: m[3], e: m[4], f: m[5] });
      if (key === "measureText") return (t: string) => ({ width: Array.from(t).length * 10 });
      if (key === "createLinearGradient" || key === "createRadialGradient") return () => ({ addColorStop() {} });
      if (["fillText", "strokeText", "fill", "fillRect", "rect", "arcTo", "moveTo", "beginPath"].includes(key)) return record(key);
      if (key in target) return target[key];
      return () => undefined;
    },
    set(target, key: string, value) {
      target[key] = value;
      return true;
    },
  }) as unknown as DrawContext;
  return { ctx, calls };
}

const doc = (props: Record<string, unknown>, extra: Record<string, unknown> = {}): DesignInput => ({
  version: 2,
  canvas: { width: 400, height: 200 },
  layers: [{ id: "t", type: "text", x: 0, y: 0, width: 400, height: 200, index: "a0", props: { text: "عيد سعيد", fontSize: 20, ...props }, ...extra }],
});

describe("text effects in the design model", () => {
  it("an old v2 document parses to exactly what it was: no effect appears", () => {
    const parsed = designDocument.parse(doc({ align: "center" }));
    const props = parsed.layers[0].props as Record<string, unknown>;
    for (const k of ["shadow", "outline", "highlight", "curve"]) expect(props).not.toHaveProperty(k);
    expect(designDocument.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
  });

  it("effects are kept with their defaults filled in; bad values are refused", () => {
    const parsed = designDocument.parse(doc({ shadow: {}, outline: { width: 2 }, highlight: { color: "#ff0" }, curve: { direction: "down" } }));
    expect(parsed.layers[0].props).toMatchObject({
      shadow: { blur: 8, offsetX: 4, offsetY: 4 },
      outline: { width: 2, color: "#ffffff" },
      highlight: { color: "#ff0", padding: 8, radius: 6 },
      curve: { direction: "down", radius: 400 },
    });
    expect(designDocument.safeParse(doc({ shadow: { blur: -1 } })).success).toBe(false);
    expect(designDocument.safeParse(doc({ curve: { direction: "sideways" } })).success).toBe(false);
    expect(designDocument.safeParse(doc({ outline: { width: 1000 } })).success).toBe(false);
  });
});

describe("drawing text effects", () => {
  it("plain text: one fillText per line and no stroke, shadow or band", () => {
    const { ctx, calls } = recorder();
    drawDesign(ctx, { doc: designDocument.parse(doc({})) });
    expect(calls.filter((c) => c.op === "fillText").map((c) => c.args[0])).toEqual(["عيد سعيد"]);
    expect(calls.some((c) => c.op === "strokeText" || c.op === "fill" || c.state.shadowBlur !== 0)).toBe(false);
  });

  it("outline: the stroke (twice the width, round joins) comes before the fill of the same run", () => {
    const { ctx, calls } = recorder();
    drawDesign(ctx, { doc: designDocument.parse(doc({ outline: { color: "#f00", width: 3 } })) });
    const text = calls.filter((c) => c.op === "strokeText" || c.op === "fillText");
    expect(text.map((c) => c.op)).toEqual(["strokeText", "fillText"]);
    expect(text[0].args).toEqual(text[1].args);
    expect(text[0].state).toMatchObject({ lineWidth: 6, lineJoin: "round", strokeStyle: "#f00" });
  });

  it("shadow: offset and blur follow the output scale and the layer's rotation; the final fill has no shadow", () => {
    const { ctx, calls } = recorder();
    drawDesign(ctx, { doc: designDocument.parse(doc({ shadow: { color: "#000", blur: 5, offsetX: 4, offsetY: 0 } }, { rotation: 90 })), scale: 2 });
    const fills = calls.filter((c) => c.op === "fillText");
    expect(fills).toHaveLength(2);
    expect(fills[0].state.shadowBlur).toBeCloseTo(10);
    // 4 px to the right of a layer turned 90° clockwise is 4 px down, ×2 at this scale.
    expect(fills[0].state.shadowOffsetX).toBeCloseTo(0);
    expect(fills[0].state.shadowOffsetY).toBeCloseTo(8);
    expect(fills[1].state).toMatchObject({ shadowBlur: 0, shadowOffsetX: 0, shadowOffsetY: 0 });
  });

  it("highlight: one band per wrapped line, behind the text, at the line's start side for RTL", () => {
    const { ctx, calls } = recorder();
    // 10 px per character: "عيد سعيد عيد" wraps into two lines in a 100 px box.
    drawDesign(ctx, { doc: designDocument.parse({ ...doc({ text: "عيد سعيد عيد", highlight: { color: "#ff0", padding: 5, radius: 0 } }), layers: [{ id: "t", type: "text", x: 0, y: 0, width: 100, height: 200, index: "a0", props: { text: "عيد سعيد عيد", fontSize: 20, highlight: { color: "#ff0", padding: 5, radius: 0 } } }] }) });
    const rects = calls.filter((c) => c.op === "rect");
    const fills = calls.filter((c) => c.op === "fillText");
    expect(rects).toHaveLength(fills.length);
    expect(fills.length).toBe(2);
    expect(calls.findIndex((c) => c.op === "fillText")).toBeGreaterThan(calls.findIndex((c) => c.op === "fill"));
    // RTL, align start: each band ends at the box's right edge plus the padding.
    for (const r of rects) expect((r.args[0] as number) + (r.args[2] as number)).toBeCloseTo(105);
  });

  it("curve: whole joining pieces, in visual order for RTL, rotated along the arc", () => {
    const { ctx, calls } = recorder();
    drawDesign(ctx, { doc: designDocument.parse(doc({ text: "الرحمن", curve: { radius: 100, direction: "up" } })) });
    const fills = calls.filter((c) => c.op === "fillText").map((c) => c.args[0]);
    // Logical pieces ا | لر | حمن, drawn left to right: حمن, لر, ا.
    expect(fills).toEqual(["حمن", "لر", "ا"]);
  });
});

describe("joining pieces for curved text", () => {
  it("cuts Arabic only after letters that never join the next one, marks stay with their letter", () => {
    expect(joiningPieces("الرحمن")).toEqual(["ا", "لر", "حمن"]);
    expect(joiningPieces("محمد")).toEqual(["محمد"]);
    expect(joiningPieces("مُبَارَك")).toEqual(["مُبَا", "رَ", "ك"]);
    expect(joiningPieces("وأنتم")).toEqual(["و", "أ", "نتم"]);
    for (const w of ["الرحمن", "مُبَارَك", "التخرج", "السعيد"]) expect(joiningPieces(w).join("")).toBe(w);
  });

  it("Latin and digits go letter by letter", () => {
    expect(joiningPieces("Eid")).toEqual(["E", "i", "d"]);
    expect(joiningPieces("2026")).toEqual(["2", "0", "2", "6"]);
  });
});
