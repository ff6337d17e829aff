// Issue 32 (Medium 3): the editor costs the design with the server's own function before saving. A
// design over the render cost budget is refused here, in the person's language, naming the costliest
// layer; nothing is sent and the work stays in the editor.
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderApp } from "../test/renderApp.tsx";
import { adminApi, callCount } from "../pages/admin/adminTestApi.ts";

beforeEach(() => {
  localStorage.clear();
  // The canvas loads the text layer's font; happy-dom has no FontFaceSet.
  Object.defineProperty(document, "fonts", { value: { load: async () => [] }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const glow = { id: "glow", name: "Glow title", type: "text", x: 40, y: 40, width: 1000, height: 1000, index: "a0", rotation: 0, opacity: 1, locked: false, hidden: false, props: { text: "عيد مبارك وكل عام وأنتم بخير", fontSize: 160, shadow: { color: "#000000", blur: 200, offsetX: 0, offsetY: 0 }, outline: { color: "#ffffff", width: 100 } } };
const design = { version: 2, canvas: { width: 1080, height: 1080 }, background: { type: "color", color: "#ffffff" }, layers: [glow] };
const template = {
  id: "t1", kind: "card", category: "eid", categoryId: "c1", title: { ar: "عيد", en: "Eid", fr: "" }, description: { ar: "", en: "", fr: "" },
  thumbnailUrl: "", width: 1080, height: 1080, revisionId: "r1", published: true, createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z",
  deletedAt: null, usage: { cards: 0, certificates: 0 }, design, fields: [],
};
const DESIGN = "/api/admin/templates/t1/design";

describe("render cost in the editor", () => {
  it.each([
    ["en", "This design would take too long to draw", "“Glow title”"],
    ["ar", "رسم هذا التصميم سيستغرق وقتًا أطول من اللازم", "«Glow title»"],
  ] as const)("%s: a design over the budget is refused before sending, naming the layer", async (locale, text, layer) => {
    const fetchMock = mockApi(adminApi({
      "GET /api/admin/templates/t1": () => ({ status: 200, body: template }),
      "GET /api/admin/templates/t1/draft": () => ({ status: 200, body: { hasDraft: false, revisionId: "r1" } }),
      "PUT /api/admin/templates/t1/draft": () => ({ status: 200, body: {} }),
      [`PUT ${DESIGN}`]: () => ({ status: 200, body: template }),
    }));
    renderApp("/admin/template-editor/t1", locale);
    await screen.findByTestId("editor", undefined, { timeout: 15_000 });
    fireEvent.click(screen.getByTestId("tab-fields"));
    fireEvent.click(screen.getByTestId("add-field")); // one unsaved change
    fireEvent.keyDown(window, { key: "s", ctrlKey: true });
    const message = await screen.findByText((content) => content.startsWith(text));
    expect(message.textContent).toContain(layer);
    expect(callCount(fetchMock, "PUT", DESIGN)).toBe(0);
    expect(screen.getByTestId("save-status").textContent).not.toMatch(/saved$/i);
  });
});
