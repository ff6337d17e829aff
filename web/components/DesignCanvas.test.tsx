import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixtureByName } from "../../shared/design/fixtures/index.ts";
import { DesignCanvas } from "./DesignCanvas.tsx";

// A recording stand-in for CanvasRenderingContext2D (happy-dom has no 2D context).
function fakeContext() {
  const calls: { op: string; args: unknown[]; direction?: string; font?: string }[] = [];
  const state = { font: "", direction: "ltr" };
  const noop = (op: string) => (...args: unknown[]) => void calls.push({ op, args });
  const ctx = {
    ...state,
    globalAlpha: 1, fillStyle: "", strokeStyle: "", lineWidth: 1, lineCap: "butt", textAlign: "left", textBaseline: "alphabetic", letterSpacing: "0px",
    save: noop("save"), restore: noop("restore"), translate: noop("translate"), rotate: noop("rotate"), scale: noop("scale"),
    beginPath: noop("beginPath"), closePath: noop("closePath"), moveTo: noop("moveTo"), lineTo: noop("lineTo"), rect: noop("rect"),
    ellipse: noop("ellipse"), arcTo: noop("arcTo"), fill: noop("fill"), stroke: noop("stroke"), clip: noop("clip"), fillRect: noop("fillRect"),
    drawImage: noop("drawImage"),
    fillText(...args: unknown[]) {
      calls.push({ op: "fillText", args, direction: ctx.direction, font: ctx.font });
    },
    measureText: (t: string) => ({ width: Array.from(t).length * 10 }),
    createLinearGradient: () => ({ addColorStop: noop("stop") }),
    createRadialGradient: () => ({ addColorStop: noop("stop") }),
  };
  return { ctx, calls };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("DesignCanvas", () => {
  it("waits for the document's fonts, then draws the text with the shared renderer", async () => {
    const { ctx, calls } = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(ctx as never);
    const load = vi.fn(async () => []);
    Object.defineProperty(document, "fonts", { value: { load }, configurable: true });
    const f = fixtureByName("mixed-line");
    const onRendered = vi.fn();
    render(<DesignCanvas design={f.doc} values={f.values} width={600} label="بطاقة" onRendered={onRendered} />);

    const canvas = screen.getByRole("img", { name: "بطاقة" }) as HTMLCanvasElement;
    await waitFor(() => expect(onRendered).toHaveBeenCalled(), { timeout: 5000 });
    expect(load).toHaveBeenCalledWith('400 32px "Cairo"', "اa");
    expect(canvas.width).toBe(600);
    expect(canvas.height).toBe(Math.round((600 * 630) / 1200));
    const texts = calls.filter((c) => c.op === "fillText");
    expect(texts[0].args[0]).toBe("أحمد محمد Ahmed 2026");
    expect(texts[0].direction).toBe("rtl");
    expect(texts.map((t) => t.args[0])).toContain("أحمد محمد Ahmed 2026 رقم 15");
    expect(document.querySelectorAll("link[data-bitaqa-fonts]")).toHaveLength(1);
  });

  it("draws user values as text only", async () => {
    const { ctx, calls } = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(ctx as never);
    const f = fixtureByName("long-name-autoshrink");
    const onRendered = vi.fn();
    const { container } = render(<DesignCanvas design={f.doc} values={{ name: "<img src=x onerror=alert(1)>" }} label="x" onRendered={onRendered} />);
    await waitFor(() => expect(onRendered).toHaveBeenCalled(), { timeout: 5000 });
    expect(container.querySelector("img")).toBeNull();
    expect(calls.some((c) => c.op === "fillText" && String(c.args[0]).includes("<img"))).toBe(true);
  });
});
