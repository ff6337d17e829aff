// What goes on the phone bar and what under More: nothing dropped, nothing twice, the most used tools
// on the bar at phone widths, everything on the bar when there is room (a tablet, a phone held sideways).
import { describe, expect, it } from "vitest";
import { barSlots, selectionItems, splitBar, toolsItems } from "./phoneBarItems.ts";

const slotsAt = (width: number) => barSlots({ width, height: 56 }, false);

describe("phone bar: the bar and More", () => {
  it("an admin's ten tools on a 390 and a 360 px phone: text, shapes, image, fields, layers on the bar, the rest under More", () => {
    for (const width of [390, 360]) {
      const { bar, more } = splitBar(toolsItems("template", true), slotsAt(width));
      expect(bar).toEqual(["text", "shape", "image", "fields", "layers", "more"]);
      expect(more).toEqual(["field", "qr", "props", "images", "history"]);
      // every item at least MIN_BAR_ITEM_PX wide, so no label is cut and nothing scrolls
      expect(bar.length * 60).toBeLessThanOrEqual(width);
    }
  });

  it("never drops or repeats a tool, at any width", () => {
    for (let width = 200; width <= 800; width += 10) {
      for (const items of [toolsItems("template", true), toolsItems("template", false), toolsItems("remix", false), selectionItems(true), selectionItems(false)]) {
        const { bar, more } = splitBar(items, slotsAt(width));
        const shown = [...bar.filter((i) => i !== "more"), ...more];
        expect(shown.sort()).toEqual([...items].sort());
        expect(bar.length, `${width} px`).toBeLessThanOrEqual(Math.max(slotsAt(width), 3));
        expect(bar.includes("more")).toBe(more.length > 0);
      }
    }
  });

  it("a visitor's card: their details first, then text, image, shapes, layers", () => {
    const { bar, more } = splitBar(toolsItems("remix", false), slotsAt(390));
    expect(bar).toEqual(["fields", "text", "image", "shape", "layers", "more"]);
    expect(more).toEqual(["field", "qr", "props", "images"]);
  });

  it("the selection's bar keeps Done at the end and puts More before it", () => {
    expect(splitBar(selectionItems(true), slotsAt(360))).toEqual({ bar: ["editText", "props", "animate", "duplicate", "more", "done"], more: ["delete", "layers", "forward", "backward"] });
    expect(splitBar(selectionItems(false), slotsAt(360))).toEqual({ bar: ["props", "animate", "duplicate", "delete", "more", "done"], more: ["layers", "forward", "backward"] });
  });

  it("no More when everything fits: a 700 px wide window, a phone held sideways (two columns)", () => {
    expect(splitBar(toolsItems("template", true), slotsAt(700))).toEqual({ bar: toolsItems("template", true), more: [] });
    const sideways = barSlots({ width: 120, height: 390 - 48 }, true);
    expect(splitBar(toolsItems("template", true), sideways).more).toEqual([]);
    expect(splitBar(selectionItems(true), sideways).more).toEqual([]);
  });
});
