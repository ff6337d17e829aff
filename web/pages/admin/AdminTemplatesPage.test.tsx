import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderApp } from "../../test/renderApp.tsx";
import { adminApi, bodyOf, callCount } from "./adminTestApi.ts";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tpl = { id: "t1", kind: "card", category: "eid", categoryId: "c1", title: { ar: "عيد", en: "Eid lanterns", fr: "" }, description: { ar: "", en: "", fr: "" },
  thumbnailUrl: "/api/admin/templates/t1/thumbnail.png?v=r1", width: 100, height: 100, revisionId: "r1", published: true,
  createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z", deletedAt: null, usage: { cards: 3, certificates: 0 } };

describe("admin templates page", () => {
  it("filters through the URL, unpublishes, and deletes with an undo that restores", async () => {
    let deleted = false;
    const fetchMock = mockApi(adminApi({
      "GET /api/admin/templates": () => ({ status: 200, body: { items: deleted ? [] : [tpl], total: deleted ? 0 : 1, page: 1, pageSize: 12 } }),
      "GET /api/admin/categories": () => ({ status: 200, body: { items: [], total: 0, page: 1, pageSize: 100 } }),
      "PATCH /api/admin/templates/t1": () => ({ status: 200, body: { ...tpl, published: false } }),
      "DELETE /api/admin/templates/t1": () => {
        deleted = true;
        return { status: 204 };
      },
      "POST /api/admin/templates/t1/restore": () => {
        deleted = false;
        return { status: 200, body: tpl };
      },
    }));
    const { router } = renderApp("/admin/templates");
    await screen.findByTestId("template-t1");

    fireEvent.change(screen.getByTestId("template-filter-published"), { target: { value: "false" } });
    await waitFor(() => expect(router.state.location.search).toContain("published=false"));
    const listCalls = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith("/api/admin/templates?"));
    expect(listCalls.pop()).toContain("published=false");

    fireEvent.click(await screen.findByTestId("template-publish-t1"));
    await waitFor(() => expect(bodyOf(fetchMock, "PATCH", "/api/admin/templates/t1")).toEqual({ published: false }));

    fireEvent.click(screen.getByTestId("template-delete-t1"));
    fireEvent.click(await screen.findByTestId("template-undo"));
    await waitFor(() => expect(callCount(fetchMock, "POST", "/api/admin/templates/t1/restore")).toBe(1));
    expect(await screen.findByText("Template restored")).toBeTruthy();
    expect(await screen.findByTestId("template-t1")).toBeTruthy();
  });
});
