// What the editor tells people: the server's own reason when an upload is refused (issue 21 item 8),
// and never "All changes saved" to a visitor who has saved nothing (item 14).
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, publicApi, renderApp } from "../test/renderApp.tsx";
import { adminApi } from "../pages/admin/adminTestApi.ts";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const design = { version: 2, canvas: { width: 1080, height: 1080 }, background: { type: "color", color: "#ffffff" }, layers: [] };
const template = {
  id: "t1", kind: "card", category: "eid", categoryId: "c1", title: { ar: "عيد", en: "Eid", fr: "" }, description: { ar: "", en: "", fr: "" },
  thumbnailUrl: "", width: 1080, height: 1080, revisionId: "r1", published: true, createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z",
  deletedAt: null, usage: { cards: 0, certificates: 0 }, design, fields: [],
};
const MEGAPIXELS = "الصورة كبيرة جدًا: الحد ٤٠ ميغابكسل";

describe("editor messages", () => {
  it("an upload the server refuses shows the server's own message, not only 'could not be uploaded'", async () => {
    mockApi(adminApi({
      "GET /api/admin/templates/t1": () => ({ status: 200, body: template }),
      "GET /api/admin/templates/t1/draft": () => ({ status: 200, body: { hasDraft: false, revisionId: "r1" } }),
      // The admin editor's Image tool keeps what it uploads in the admin's library (issue 24 §1).
      "POST /api/library/images": () => ({ status: 400, body: { code: "imageTooManyPixels", message: MEGAPIXELS } }),
    }));
    renderApp("/admin/template-editor/t1", "en");
    await screen.findByTestId("editor", undefined, { timeout: 15_000 });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "huge.png", { type: "image/png" });
    fireEvent.change(screen.getByTestId("image-input"), { target: { files: [file] } });
    expect(await screen.findByText(MEGAPIXELS)).toBeTruthy();
  });

  it("a visitor who has saved nothing sees 'Not saved yet', never 'All changes saved'", async () => {
    mockApi({
      ...publicApi,
      "GET /api/user": () => ({ status: 401, body: { message: "unauthorized" } }),
      "GET /api/templates/t1": () => ({ status: 200, body: { id: "t1", kind: "card", category: "eid", title: { ar: "عيد", en: "Eid", fr: "" }, thumbnailUrl: "", width: 1080, height: 1080, revisionId: "r1", design, fields: [] } }),
    });
    renderApp("/template-editor/t1", "en");
    const status = await screen.findByTestId("save-status", undefined, { timeout: 15_000 });
    expect(status.textContent).toBe("Not saved yet");
  });
});
