import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderApp } from "../../test/renderApp.tsx";
import { adminApi, bodyOf, callCount } from "./adminTestApi.ts";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cat = (id: string, slug: string, order: number, templates = 0) => ({ id, slug, kind: "card", name: { ar: slug, en: slug.toUpperCase(), fr: "" }, order, hidden: false, templates });
const REFUSAL = "A category with templates cannot be deleted before they are moved";

describe("admin categories page", () => {
  it("creates, reorders, and shows the server's 409 refusal with a move target on delete", async () => {
    const items = [cat("c1", "wedding", 0, 2), cat("c2", "eid", 1)];
    let deletes = 0;
    const fetchMock = mockApi(adminApi({
      "GET /api/admin/categories": () => ({ status: 200, body: { items, total: items.length, page: 1, pageSize: 100 } }),
      "POST /api/admin/categories": () => ({ status: 409, body: { message: "Conflict", fields: { slug: "This identifier is already used" } } }),
      "PUT /api/admin/categories/order": () => ({ status: 204 }),
      // First attempt refused (templates use it); the retry carries ?moveTo= and succeeds.
      "DELETE /api/admin/categories/c1": () => (++deletes === 1 ? { status: 409, body: { message: REFUSAL, code: "categoryHasTemplates" } } : { status: 204 }),
    }));
    renderApp("/admin/categories");
    await screen.findByTestId("category-wedding");

    fireEvent.click(screen.getByTestId("category-create"));
    fireEvent.change(screen.getByTestId("category-slug"), { target: { value: "eid" } });
    fireEvent.change(screen.getByTestId("category-name-ar"), { target: { value: "عيد" } });
    fireEvent.click(screen.getByTestId("category-save"));
    expect(await screen.findByText("This identifier is already used")).toBeTruthy();
    expect(bodyOf(fetchMock, "POST", "/api/admin/categories")).toEqual({ kind: "card", slug: "eid", name: { ar: "عيد", en: "", fr: "" }, hidden: false });
    fireEvent.keyDown(screen.getByTestId("category-dialog"), { key: "Escape" });

    fireEvent.click(screen.getByTestId("category-down-c1"));
    await waitFor(() => expect(bodyOf(fetchMock, "PUT", "/api/admin/categories/order")).toEqual({ kind: "card", ids: ["c2", "c1"] }));

    fireEvent.click(screen.getByTestId("category-delete-c1"));
    fireEvent.click(screen.getByTestId("category-delete-confirm"));
    expect((await screen.findByTestId("category-delete-refusal")).textContent).toBe(REFUSAL);
    const dialog = screen.getByTestId("category-delete-dialog");
    expect((within(dialog).getByTestId("category-delete-confirm") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId("category-move-to"), { target: { value: "c2" } });
    fireEvent.click(within(dialog).getByTestId("category-delete-confirm"));
    await waitFor(() => expect(callCount(fetchMock, "DELETE", "/api/admin/categories/c1")).toBe(2));
    const lastUrl = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes("/api/admin/categories/c1")).pop();
    expect(lastUrl).toContain("moveTo=c2");
    expect(await screen.findByText("Category deleted")).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("category-delete-dialog")).toBeNull());
  });
});
