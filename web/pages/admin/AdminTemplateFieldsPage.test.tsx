import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TemplateField } from "../../../shared/api/templates.ts";
import { mockApi, renderApp } from "../../test/renderApp.tsx";
import { adminApi, bodyOf, callCount } from "./adminTestApi.ts";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (name: string, position: number, extra: Partial<TemplateField> = {}): TemplateField => ({
  name,
  label: { ar: `عنوان ${name}`, en: `Label ${name}`, fr: "" },
  type: "text",
  required: false,
  defaultValue: "",
  placeholder: { ar: "", en: "", fr: "" },
  options: [],
  position,
  style: {},
  ...extra,
});

const detail = (fields: TemplateField[]) => ({
  id: "t1", kind: "card", category: "eid", categoryId: "c1", title: { ar: "عيد", en: "Eid", fr: "" }, description: { ar: "", en: "", fr: "" },
  thumbnailUrl: "/api/admin/templates/t1/thumbnail.png?v=r1", width: 1080, height: 1080, revisionId: "r1", published: true,
  createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z", deletedAt: null, usage: { cards: 0, certificates: 0 }, design: {}, fields,
});

const PATH = "/api/admin/templates/t1/fields";
const names = () => screen.getAllByTestId(/^field-name-\d+$/).map((el) => (el as HTMLInputElement).value);

describe("template field editor", () => {
  it("adds, reorders and removes fields, and saves them in list order with positions", async () => {
    const fetchMock = mockApi(adminApi({
      "GET /api/admin/templates/t1": () => ({ status: 200, body: detail([field("second", 1), field("first", 0)]) }),
      [`PUT ${PATH}`]: (init) => ({ status: 200, body: { fields: JSON.parse(String(init.body)).fields, revisionId: "r2" } }),
    }));
    renderApp("/admin/templates/t1/fields");
    await screen.findByTestId("field-editor");
    expect(names()).toEqual(["first", "second"]); // sorted by position
    fireEvent.click(screen.getByTestId("field-add"));
    expect(names()).toEqual(["first", "second", "field3"]);
    fireEvent.click(screen.getByTestId("field-up-2"));
    expect(names()).toEqual(["first", "field3", "second"]);
    fireEvent.click(screen.getByTestId("field-down-0"));
    expect(names()).toEqual(["field3", "first", "second"]);
    fireEvent.click(screen.getByTestId("field-remove-2"));
    expect(names()).toEqual(["field3", "first"]);
    fireEvent.change(screen.getByTestId("field-label-0-ar"), { target: { value: "الاسم" } });
    fireEvent.change(screen.getByTestId("field-max-0"), { target: { value: "40" } });
    fireEvent.click(screen.getByTestId("field-save"));
    await waitFor(() => expect(callCount(fetchMock, "PUT", PATH)).toBe(1));
    const sent = bodyOf(fetchMock, "PUT", PATH) as { fields: TemplateField[] };
    expect(sent.fields.map((f) => [f.name, f.position])).toEqual([["field3", 0], ["first", 1]]);
    expect(sent.fields[0]).toMatchObject({ label: { ar: "الاسم" }, maxLength: 40, type: "text" });
    expect(sent.fields[1]).not.toHaveProperty("maxLength");
    expect(await screen.findByText("Fields saved")).toBeTruthy();
  });

  it("checks names, labels and select options before saving, and shows the server's field errors", async () => {
    const answer = { status: 400, body: { message: "Invalid input", fields: { "fields.0.defaultValue": "Too long (server)" } } };
    const fetchMock = mockApi(adminApi({
      "GET /api/admin/templates/t1": () => ({ status: 200, body: detail([field("name", 0), field("city", 1)]) }),
      [`PUT ${PATH}`]: () => answer,
    }));
    renderApp("/admin/templates/t1/fields");
    await screen.findByTestId("field-editor");
    fireEvent.change(screen.getByTestId("field-name-1"), { target: { value: "name" } });
    fireEvent.change(screen.getByTestId("field-label-0-ar"), { target: { value: "" } });
    fireEvent.change(screen.getByTestId("field-type-0"), { target: { value: "select" } });
    fireEvent.click(screen.getByTestId("field-save"));
    expect(await screen.findByText("Duplicate field name")).toBeTruthy();
    expect(screen.getByText("This field is required")).toBeTruthy();
    expect(screen.getByText("A list field needs at least one option")).toBeTruthy();
    expect(callCount(fetchMock, "PUT", PATH)).toBe(0);

    fireEvent.change(screen.getByTestId("field-name-1"), { target: { value: "city" } });
    fireEvent.change(screen.getByTestId("field-label-0-ar"), { target: { value: "الاسم" } });
    fireEvent.click(screen.getByTestId("field-option-add-0"));
    fireEvent.change(screen.getByTestId("field-option-0-0-ar"), { target: { value: "خيار" } });
    fireEvent.click(screen.getByTestId("field-save"));
    expect(await screen.findByText("Too long (server)")).toBeTruthy();
    const sent = bodyOf(fetchMock, "PUT", PATH) as { fields: TemplateField[] };
    expect(sent.fields[0]).toMatchObject({ type: "select", options: [{ value: "option1", label: { ar: "خيار" } }] });
  });
});
