import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderApp } from "../../test/renderApp.tsx";
import { drawnFamily } from "../../../shared/design/fonts.ts";
import { adminApi } from "./adminTestApi.ts";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const face = { id: "f1", family: "Lalezar", styles: [{ weight: 400, italic: false }], scripts: ["arabic"], url: "/api/fonts/files/abc.woff2", fileName: "lalezar.woff2", size: 1000, createdAt: "2026-01-01T00:00:00Z" };
const catalogue = {
  families: [
    { family: "Cairo", source: "bundled", styles: [{ weight: 400, italic: false }], scripts: ["arabic", "latin"], faces: [] },
    { family: "Lalezar", source: "uploaded", styles: face.styles, scripts: face.scripts, faces: [face] },
  ],
};
const REFUSAL = "“Lalezar” is used by 1 design: change its font first";

describe("admin fonts page", () => {
  it("shows an uploaded face with its coverage and sample, and the templates that keep it from being deleted", async () => {
    mockApi(adminApi({
      "GET /api/fonts": () => ({ status: 200, body: catalogue }),
      "DELETE /api/admin/fonts/f1": () => ({ status: 409, body: { message: REFUSAL, code: "fontInUse", uses: [{ kind: "template", id: "t1", title: "Eid card" }] } }),
    }));
    renderApp("/admin/fonts");
    // Generous wait: the lazy page's first import is slow on the shared cores.
    const card = await screen.findByTestId("font-face-Lalezar", undefined, { timeout: 30_000 });
    // Drawn under the uploaded family's own drawn name (never one a bundled family answers to).
    expect(within(card).getByTestId("font-sample-arabic").style.fontFamily).toContain(drawnFamily("Lalezar"));
    expect(within(card).queryByTestId("font-sample-latin")).toBeNull();
    fireEvent.click(screen.getByTestId("font-delete-Lalezar"));
    fireEvent.click(await screen.findByTestId("font-delete-confirm"));
    const uses = await screen.findByTestId("font-in-use");
    await waitFor(() => expect(uses.textContent).toContain("Eid card"));
    expect(within(uses).getByRole("link").getAttribute("href")).toBe("/admin/templates/t1");
  }, 60_000);
});
