// Issue 21 item 7: a long name is caught while typing (maxLength with a counter), and a server 400
// shows next to the field it names, with the panel (or phone sheet) holding that field opened.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TemplateField } from "../../shared/api/templates.ts";
import { mockApi, publicApi, renderApp } from "../test/renderApp.tsx";
import { adminApi } from "../pages/admin/adminTestApi.ts";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const design = { version: 2, canvas: { width: 1080, height: 1080 }, background: { type: "color", color: "#ffffff" }, layers: [] };
const nameField: TemplateField = {
  name: "name", label: { ar: "الاسم", en: "Name", fr: "Nom" }, type: "text", required: true, defaultValue: "", placeholder: { ar: "", en: "", fr: "" },
  options: [], position: 0, style: {}, maxLength: 20,
};
const template = {
  id: "t1", kind: "card", category: "eid", categoryId: "c1", title: { ar: "عيد", en: "Eid", fr: "" }, description: { ar: "", en: "", fr: "" },
  thumbnailUrl: "", width: 1080, height: 1080, revisionId: "r1", published: true, createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z",
  deletedAt: null, usage: { cards: 0, certificates: 0 }, design, fields: [nameField],
};
const visitorApi = (extra = {}) => mockApi({
  ...publicApi,
  "GET /api/user": () => ({ status: 401, body: { message: "unauthorized" } }),
  "GET /api/templates/t1": () => ({ status: 200, body: template }),
  ...extra,
});
const describedBy = (input: HTMLElement) => (input.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);

describe("field limits and refused saves", () => {
  it("a value input has the field's maxLength and counts what is typed", async () => {
    visitorApi();
    renderApp("/template-editor/t1", "en");
    const input = (await screen.findAllByTestId("value-name", undefined, { timeout: 15_000 }))[0] as HTMLInputElement;
    expect(input.maxLength).toBe(20);
    expect(describedBy(input)).toContain("0/20");
    fireEvent.change(input, { target: { value: "Sara" } });
    await waitFor(() => expect(describedBy(screen.getAllByTestId("value-name")[0])).toContain("4/20"));
  });

  it("a value the server refuses (phone): its message under that input, the details sheet opened", async () => {
    visitorApi({ "POST /api/cards": () => ({ status: 400, body: { code: "invalidInput", message: "Check the fields", fields: { "values.name": "At most 20 characters" } } }) });
    (window as unknown as { happyDOM: { setViewport: (v: object) => void } }).happyDOM.setViewport({ width: 390, height: 844 });
    try {
      renderApp("/template-editor/t1", "en");
      // On a phone the values live in a sheet: open it, type, close it, then save.
      fireEvent.click(await screen.findByTestId("sheet-fields", undefined, { timeout: 15_000 }));
      fireEvent.change(within(await screen.findByTestId("bottom-sheet")).getByTestId("value-name"), { target: { value: "Sara" } });
      fireEvent.click(screen.getByTestId("sheet-close"));
      await waitFor(() => expect(screen.queryByTestId("bottom-sheet")).toBeNull());
      fireEvent.keyDown(window, { key: "s", ctrlKey: true });
      const sheet = await screen.findByTestId("bottom-sheet");
      const inSheet = within(sheet).getByTestId("value-name");
      await waitFor(() => expect(describedBy(inSheet)).toContain("At most 20 characters"));
      expect(inSheet.getAttribute("aria-invalid")).toBe("true");
    } finally {
      (window as unknown as { happyDOM: { setViewport: (v: object) => void } }).happyDOM.setViewport({ width: 1024, height: 768 });
    }
  });

  it("template fields: labels and names have their limits; a refused label shows at that label and the fields panel opens", async () => {
    mockApi(adminApi({
      "GET /api/admin/templates/t1": () => ({ status: 200, body: template }),
      "GET /api/admin/templates/t1/draft": () => ({ status: 200, body: { hasDraft: false, revisionId: "r1" } }),
      "PUT /api/admin/templates/t1/draft": () => ({ status: 200, body: {} }),
      "PUT /api/admin/templates/t1/design": () => ({ status: 400, body: { code: "invalidInput", message: "Check the fields", fields: { "fields.0.label.ar": "At most 300 characters" } } }),
    }));
    renderApp("/admin/template-editor/t1", "en");
    await screen.findByTestId("editor", undefined, { timeout: 15_000 });
    expect(screen.getByTestId("tab-layers").getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(window, { key: "s", ctrlKey: true });
    await waitFor(() => expect(screen.getByTestId("tab-fields").getAttribute("aria-selected")).toBe("true"));
    // The desktop's start panel shows the fields tab (a phone would open its sheet instead).
    const label = screen.getByTestId("field-label-0") as HTMLInputElement;
    expect(label.maxLength).toBe(300);
    expect(describedBy(label)).toContain("At most 300 characters");
    expect((screen.getAllByTestId("field-name-0")[0] as HTMLInputElement).maxLength).toBe(40);
  });
});
