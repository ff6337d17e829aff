// Issue 21 item 13: the layers list reads as words in the viewer's language — field labels instead of
// "{{certificateCode}}" or field ids, ornaments under one named group row, a line with a line icon.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TemplateField } from "../../../shared/api/templates.ts";
import { keysBetween } from "../../../shared/design/fractional-index.ts";
import { designDocument, type DesignDocument } from "../../../shared/design/schema.ts";
import i18n from "i18next";
import { initI18n } from "../../lib/i18n.ts";
import { EditorStore } from "../state/store.ts";
import { LayersPanel } from "./LayersPanel.tsx";

beforeAll(async () => {
  initI18n("en");
  await import("../i18n.ts"); // the editor's own catalogue, added once i18next is set up
});
afterEach(cleanup);

const field = (name: string, ar: string, en: string): TemplateField => ({
  name, label: { ar, en, fr: en }, type: "text", required: false, defaultValue: "", placeholder: { ar: "", en: "", fr: "" }, options: [], position: 0, style: {},
});
const fields = [field("name", "اسم المُهدى إليه", "Recipient's name"), field("sender", "من (اسم المرسل)", "From (your name)")];
let n = 0;
const keys = keysBetween(null, null, 28);
const base = () => ({ id: `l${++n}`, x: 0, y: 0, width: 10, height: 10, index: keys[n - 1] });
const doc: DesignDocument = designDocument.parse({
  version: 2, canvas: { width: 100, height: 100 },
  layers: [
    ...Array.from({ length: 24 }, () => ({ ...base(), type: "shape", name: `shape ${n}`, groupId: "starLattice.1", props: { shape: "rect" } })),
    { ...base(), type: "shape", name: "shape 25", props: { shape: "line", stroke: "#000", strokeWidth: 2 } },
    { ...base(), type: "text", name: "sender", props: { text: "", field: "sender" } },
    { ...base(), type: "text", name: "name", props: { text: "إلى {{name}}" } },
    { ...base(), type: "text", name: "text 29", props: { text: "{{certificateCode}}" } },
  ],
});

function show(locale: "ar" | "en", selection: string[] = []) {
  void i18n.changeLanguage(locale);
  const store = new EditorStore(doc);
  render(<LayersPanel store={store} doc={doc} selection={selection} fields={fields} />);
  return store;
}

describe("the layers list", () => {
  it("in Arabic: field labels, never field ids or {{placeholders}}", () => {
    show("ar");
    const list = screen.getByTestId("layers-list");
    expect(list.textContent).not.toMatch(/\{\{|sender|certificateCode/);
    expect(within(screen.getByTestId("layer-row-l26")).getAllByRole("button")[0].textContent).toBe("من (اسم المرسل)");
    expect(screen.getByTestId("layer-row-l27").textContent).toContain("إلى «اسم المُهدى إليه»");
    expect(screen.getByTestId("layer-row-l28").textContent).toContain("رمز الشهادة");
  });

  it("in English: the 24 shapes of a star lattice are one named group row until expanded; selecting it selects them all", () => {
    const store = show("en");
    expect(screen.queryByTestId("layer-row-l1")).toBeNull();
    const group = screen.getByTestId("layer-group-starLattice.1");
    expect(group.textContent).toContain("Star lattice");
    expect(group.textContent).toContain("24");
    fireEvent.click(within(group).getByText("Star lattice"));
    expect(store.selection).toHaveLength(24);
    fireEvent.click(screen.getByTestId("layer-group-toggle-starLattice.1"));
    expect(screen.getByTestId("layer-row-l1")).toBeTruthy();
    expect(screen.getByTestId("layer-row-l28").textContent).toContain("Certificate code");
  });

  it("a group opens to show one selected member (picked on the canvas)", () => {
    show("en", ["l3"]);
    expect(screen.getByTestId("layer-row-l3").getAttribute("class")).toContain("border-primary");
  });

  it("a line layer has a line icon and is called a line", () => {
    show("en");
    const row = screen.getByTestId("layer-row-l25");
    expect(row.querySelector("[data-icon]")?.getAttribute("data-icon")).toBe("line");
    expect(row.textContent).toContain("Line");
  });
});
