// Issue 21: a save over a newer revision (409 revisionConflict) never silently replaces it; the editor
// says so in the person's language and offers to see the newer version, save on top of it (with the
// newer base, explicitly) or save as a copy. Every save carries the base it started from.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderApp } from "../test/renderApp.tsx";
import { adminApi, bodyOf, callCount } from "../pages/admin/adminTestApi.ts";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const design = { version: 2, canvas: { width: 1080, height: 1080 }, background: { type: "color", color: "#ffffff" }, layers: [] };
const detail = (revisionId: string, updatedAt = "2026-03-20T10:00:00.000Z") => ({
  id: "t1", kind: "card", category: "eid", categoryId: "c1", title: { ar: "عيد", en: "Eid", fr: "" }, description: { ar: "", en: "", fr: "" },
  thumbnailUrl: "", width: 1080, height: 1080, revisionId, published: true, createdAt: "2026-01-01T00:00:00Z", updatedAt, deletedAt: null,
  usage: { cards: 0, certificates: 0 }, design, fields: [],
});
const conflictBody = (message: string) => ({ status: 409, body: { code: "revisionConflict", message } });
const DESIGN = "/api/admin/templates/t1/design";

function api(onPut: (n: number) => { status: number; body?: unknown }) {
  let puts = 0;
  let revision = "r1";
  return adminApi({
    "GET /api/admin/templates/t1": () => ({ status: 200, body: detail(revision, revision === "r1" ? "2026-03-20T10:00:00.000Z" : "2026-03-20T11:00:00.000Z") }),
    "GET /api/admin/templates/t1/draft": () => ({ status: 200, body: { hasDraft: false, revisionId: "r1" } }),
    "PUT /api/admin/templates/t1/draft": () => ({ status: 200, body: {} }),
    "DELETE /api/admin/templates/t1/draft": () => ({ status: 204 }),
    [`PUT ${DESIGN}`]: () => {
      const answer = onPut(puts++);
      // A 409 means someone else saved r2 meanwhile; a 200 makes this save r3.
      revision = answer.status === 200 ? "r3" : "r2";
      return answer;
    },
    "POST /api/admin/templates": () => ({ status: 201, body: { ...detail("c-r1"), id: "copy1" } }),
  });
}

async function openAndSave(locale: "ar" | "en" = "en") {
  renderApp("/admin/template-editor/t1", locale);
  await screen.findByTestId("editor", undefined, { timeout: 15_000 }); // the first test also loads the editor's chunk
  fireEvent.click(screen.getByTestId("tab-fields"));
  fireEvent.click(screen.getByTestId("add-field")); // one unsaved change
  fireEvent.keyDown(window, { key: "s", ctrlKey: true });
  return screen.findByTestId("save-conflict");
}

describe("saving over a newer revision", () => {
  it("sends the base revision; a 409 opens the dialog (no 'could not save' toast) and keeps the work", async () => {
    const fetchMock = mockApi(api(() => conflictBody("Someone saved a newer version")));
    const dialog = await openAndSave();
    expect(bodyOf(fetchMock, "PUT", DESIGN)).toMatchObject({ baseRevisionId: "r1" });
    expect(dialog.textContent).toContain("A newer version was saved");
    expect(screen.queryByText("Could not save")).toBeNull();
    // "See the newer version" shows the current revision's picture.
    const see = screen.getByTestId("conflict-see-newer");
    await waitFor(() => expect((see as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(see);
    expect(screen.getByTestId("conflict-newer-image").getAttribute("src")).toBe("/api/admin/templates/t1/thumbnail.png?width=480&v=r2");
    expect(screen.getByTestId("save-status").textContent).toMatch(/^(Unsaved changes|Draft saved)$/); // never "All changes saved"
    fireEvent.click(screen.getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByTestId("save-conflict")).toBeNull());
    expect(screen.getAllByTestId(/^field-name-/)).toHaveLength(1); // the work is still here
  });

  it("'Save mine on top of it' saves again with the newer revision as its base", async () => {
    const fetchMock = mockApi(api((n) => (n === 0 ? conflictBody("stale") : { status: 200, body: detail("r3") })));
    await openAndSave();
    const keep = screen.getByTestId("conflict-keep-mine");
    await waitFor(() => expect((keep as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(keep);
    await waitFor(() => expect(callCount(fetchMock, "PUT", DESIGN)).toBe(2));
    expect(bodyOf(fetchMock, "PUT", DESIGN, 1)).toMatchObject({ baseRevisionId: "r2", fields: [{ name: "field1" }] });
    await waitFor(() => expect(screen.queryByTestId("save-conflict")).toBeNull());
  });

  it("'Save mine as a copy' creates a new unpublished template with this work and leaves the original alone", async () => {
    const fetchMock = mockApi(api(() => conflictBody("stale")));
    await openAndSave();
    fireEvent.click(screen.getByTestId("conflict-save-copy"));
    await waitFor(() => expect(callCount(fetchMock, "POST", "/api/admin/templates")).toBe(1));
    expect(bodyOf(fetchMock, "POST", "/api/admin/templates")).toMatchObject({ kind: "card", categoryId: "c1", published: false, title: { ar: "عيد (copy)", en: "Eid (copy)" }, design: { canvas: { width: 1080 } }, fields: [{ name: "field1" }] });
    expect(callCount(fetchMock, "PUT", DESIGN)).toBe(1);
  });

  it("speaks Arabic in the Arabic UI", async () => {
    mockApi(api(() => conflictBody("حفظ شخص آخر نسخة أحدث")));
    const dialog = await openAndSave("ar");
    expect(dialog.textContent).toContain("حُفظت نسخة أحدث");
    expect(dialog.textContent).toContain("احفظ نسختي فوقها");
  });

  it("a draft written over an older revision is restored (not dropped) and its save carries that older base", async () => {
    const table = api(() => conflictBody("stale"));
    table["GET /api/admin/templates/t1/draft"] = () => ({
      status: 200,
      body: { hasDraft: true, design: { ...design, canvas: { width: 700, height: 700 } }, fields: [], hasFields: true, baseRevisionId: "r0", revisionId: "r1", updatedAt: "2026-03-20T09:00:00.000Z" },
    });
    const fetchMock = mockApi(table);
    renderApp("/admin/template-editor/t1", "en");
    await screen.findByTestId("draft-restored", undefined, { timeout: 15_000 });
    fireEvent.keyDown(window, { key: "s", ctrlKey: true });
    await screen.findByTestId("save-conflict");
    expect(bodyOf(fetchMock, "PUT", DESIGN)).toMatchObject({ baseRevisionId: "r0", design: { canvas: { width: 700 } } });
  });
});
