// The editor's layout and keyboard in happy-dom: each panel once (no duplicate ids on a phone), the
// canvas re-fitted when the window changes, ↑/↓ in the layers list, a focusable canvas that arrows
// nudge, the "?" shortcut sheet in the interface's language, the Fields panel headed by labels.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import i18n from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TemplateField } from "../../shared/api/templates.ts";
import ar from "../../shared/i18n/ar/editor.json";
import en from "../../shared/i18n/en/editor.json";
import fr from "../../shared/i18n/fr/editor.json";
import { designDocument, type DesignDocument } from "../../shared/design/schema.ts";
import { initI18n } from "../lib/i18n.ts";
import { Editor, type EditorProps } from "./Editor.tsx";
import { SHORTCUTS } from "./ShortcutsDialog.tsx";

const design: DesignDocument = designDocument.parse({
  version: 2,
  canvas: { width: 1000, height: 500 },
  layers: [
    { id: "title", type: "text", x: 10, y: 20, width: 400, height: 80, index: "a0", name: "Title", props: { text: "Hello" } },
    { id: "box", type: "shape", x: 500, y: 200, width: 100, height: 100, index: "a1", name: "Box", props: { shape: "rect" } },
  ],
});
const fields: TemplateField[] = [
  {
    name: "recipientName", label: { ar: "اسم المستلم", en: "Recipient name", fr: "Nom du destinataire" }, type: "text", required: true,
    defaultValue: "", placeholder: { ar: "", en: "", fr: "" }, options: [], position: 0, style: {},
  },
  {
    name: "message", label: { ar: "الرسالة", en: "Message", fr: "Message" }, type: "textarea", required: false,
    defaultValue: "", placeholder: { ar: "", en: "", fr: "" }, options: [], position: 1, style: {},
  },
];

function renderEditor(opts: { locale?: "ar" | "en"; mode?: "template" | "remix"; viewport?: { width: number; height: number } } = {}) {
  const locale = opts.locale ?? "en";
  initI18n(locale);
  for (const [lang, bundle] of Object.entries({ ar, en, fr })) i18n.addResourceBundle(lang, "editor", bundle, true, true);
  Object.defineProperty(document, "fonts", { value: { load: async () => [] }, configurable: true });
  const vp = opts.viewport ?? { width: 1440, height: 900 };
  (window as unknown as { happyDOM: { setViewport: (v: object) => void } }).happyDOM.setViewport(vp);
  const onSave = vi.fn<EditorProps["onSave"]>(async () => undefined);
  const props: EditorProps = {
    mode: opts.mode ?? "template", social: false, kind: "card", title: "Card", exitTo: "/",
    initial: { design, fields, values: { recipientName: "Layla", message: "" } },
    drafts: { load: async () => null, save: async () => undefined, clear: async () => undefined },
    upload: async () => ({ url: "/api/uploads/x" }),
    onSave,
  };
  // useLeaveWarning needs a data router (useBlocker).
  const router = createMemoryRouter([{ path: "/", element: <Editor {...props} /> }]);
  const utils = render(<RouterProvider router={router} />);
  return { ...utils, onSave };
}

/** The stage box is measured by getBoundingClientRect: happy-dom has no layout, so the test says its size. */
function stageSize(size: { width: number; height: number }) {
  const real = HTMLElement.prototype.getBoundingClientRect;
  return vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    if (this.dataset.testid === "stage-focus") return { x: 0, y: 0, top: 0, left: 0, ...size, right: size.width, bottom: size.height, toJSON: () => ({}) } as DOMRect;
    return real.call(this);
  });
}

const zoomText = () => screen.getByTestId("zoom-fit").textContent;
const pressed = (id: string) => within(screen.getByTestId(`layer-row-${id}`)).getAllByRole("button")[0].getAttribute("aria-pressed");

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("editor layout", () => {
  it("on a phone, the values form exists once: no duplicate ids, every label points at a shown input", () => {
    renderEditor({ mode: "remix", viewport: { width: 390, height: 844 } });
    fireEvent.click(screen.getByTestId("sheet-fields"));
    expect(screen.getAllByTestId("values-form")).toHaveLength(1);
    const ids = [...document.querySelectorAll("[id]")].map((e) => e.id);
    expect(ids.length).toBe(new Set(ids).size);
    for (const label of document.querySelectorAll("label[for]")) {
      const input = document.getElementById(label.getAttribute("for")!);
      expect(input, label.textContent ?? "").not.toBeNull();
      expect(input!.closest(".hidden, [hidden]"), label.textContent ?? "").toBeNull();
    }
    // The sheet is in the flow under the canvas, not on top of it.
    const sheet = screen.getByTestId("bottom-sheet");
    expect(sheet.compareDocumentPosition(screen.getByTestId("editor-stage")) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it("on a desktop, the values form exists once too, and the phone bar is not there", () => {
    renderEditor({ mode: "remix" });
    expect(screen.getAllByTestId("values-form")).toHaveLength(1);
    expect(screen.queryByTestId("tools-bar")).toBeNull();
  });

  it("on a phone, the bar under the canvas becomes the selection's toolbar", () => {
    renderEditor({ viewport: { width: 390, height: 844 } });
    expect(within(screen.getByTestId("tools-bar")).getByTestId("add-text")).toBeTruthy();
    fireEvent.click(screen.getByTestId("sheet-layers"));
    fireEvent.click(within(screen.getByTestId("layer-row-title")).getAllByRole("button")[0]);
    const bar = screen.getByTestId("context-bar");
    expect(within(bar).getByTestId("ctx-edit-text")).toBeTruthy();
    fireEvent.click(within(bar).getByTestId("ctx-done"));
    expect(screen.getByTestId("tools-bar")).toBeTruthy();
    expect(screen.queryAllByTestId("add-text")).toHaveLength(1);
  });

  it("on a 360 px phone, the template's bar keeps five tools and More; Design under More opens its sheet", async () => {
    renderEditor({ viewport: { width: 360, height: 740 } });
    const bar = screen.getByTestId("tools-bar");
    expect([...bar.querySelectorAll("button")].map((b) => b.dataset.testid)).toEqual(["add-text", "add-shape", "add-image", "sheet-fields", "sheet-layers", "phone-more"]);
    expect(screen.queryByTestId("sheet-props")).toBeNull();
    fireEvent.click(within(bar).getByTestId("phone-more"));
    const more = await screen.findByTestId("phone-more-sheet");
    expect([...more.querySelectorAll("button")].map((b) => b.dataset.testid)).toEqual(["phone-more-close", "add-field-layer", "add-qr", "sheet-props", "sheet-images"]);
    fireEvent.click(within(more).getByTestId("sheet-props"));
    await waitFor(() => expect(screen.queryByTestId("phone-more-sheet")).toBeNull());
    expect(screen.getByTestId("bottom-sheet").dataset.sheet).toBe("props");
    expect(within(bar).getByTestId("phone-more").dataset.active).toBe("true");
  });

  it("re-fits the canvas when the window's size or orientation changes", async () => {
    const size = { width: 1000, height: 800 };
    stageSize(size);
    renderEditor();
    await waitFor(() => expect(zoomText()).toBe("92%")); // (1000 − 80) / 1000
    size.width = 500;
    act(() => void window.dispatchEvent(new Event("resize")));
    expect(zoomText()).toBe("44%"); // (500 − 56) / 1000
    size.width = 1000;
    size.height = 400;
    act(() => void window.dispatchEvent(new Event("orientationchange")));
    expect(zoomText()).toBe("64%"); // (400 − 80) / 500
  });
});

describe("editor keyboard", () => {
  it("↑/↓ on a layer row move the selection along the list and the focus with it", () => {
    renderEditor();
    const firstRow = within(screen.getByTestId("layer-row-box")).getAllByRole("button")[0]; // top layer first
    firstRow.focus();
    fireEvent.click(firstRow);
    expect(pressed("box")).toBe("true");
    fireEvent.keyDown(firstRow, { key: "ArrowDown" });
    expect(pressed("title")).toBe("true");
    expect(pressed("box")).toBe("false");
    expect(document.activeElement?.closest("[data-testid^=layer-row-]")?.getAttribute("data-testid")).toBe("layer-row-title");
    fireEvent.keyDown(document.activeElement!, { key: "ArrowUp" });
    expect(pressed("box")).toBe("true");
  });

  it("the canvas takes focus, and arrows there nudge the selected layer (shift: 10 px)", async () => {
    const { onSave } = renderEditor();
    fireEvent.click(within(screen.getByTestId("layer-row-title")).getAllByRole("button")[0]);
    const stage = screen.getByTestId("stage-focus");
    expect(stage.tabIndex).toBe(0);
    stage.focus();
    expect(document.activeElement).toBe(stage);
    fireEvent.keyDown(stage, { key: "ArrowRight" });
    fireEvent.keyUp(stage, { key: "ArrowRight" });
    fireEvent.keyDown(stage, { key: "ArrowDown", shiftKey: true });
    fireEvent.keyUp(stage, { key: "ArrowDown" });
    fireEvent.keyDown(stage, { key: "s", ctrlKey: true });
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const saved = onSave.mock.calls[0][0].design.layers.find((l) => l.id === "title")!;
    expect([saved.x, saved.y]).toEqual([11, 30]);
  });

  it('"?" opens the list of every shortcut, in the interface\'s language', () => {
    renderEditor({ locale: "ar" });
    fireEvent.keyDown(document.body, { key: "?" });
    const dialog = screen.getByTestId("shortcuts-dialog");
    expect(within(dialog).getByRole("heading", { name: "اختصارات لوحة المفاتيح" })).toBeTruthy();
    const terms = [...dialog.querySelectorAll("dt")].map((d) => d.textContent ?? "");
    expect(terms).toHaveLength(SHORTCUTS.flatMap((g) => g.items).length);
    expect(terms).toContain("تكرار");
    for (const term of terms) expect(term, "translated, not a key").not.toMatch(/^[a-z][A-Za-z.]+$/);
  });
});

describe("Fields panel", () => {
  it("heads each field with its label in the interface's language, the Latin name only beside it", () => {
    renderEditor({ locale: "en" });
    fireEvent.click(screen.getByTestId("tab-fields"));
    const editor = screen.getByTestId("fields-editor");
    expect(within(editor).getByRole("heading", { name: "Recipient name" })).toBeTruthy();
    expect(within(editor).queryByRole("heading", { name: "recipientName" })).toBeNull();
  });
});
