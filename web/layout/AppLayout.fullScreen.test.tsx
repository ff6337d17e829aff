// The editor's routes are full-screen pages: exactly the window's height, no site footer under them
// (issue 21: the editor page was 1318 px tall in a 900 px window), and no site header on a phone.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, publicApi, renderApp } from "../test/renderApp.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("full-screen routes", () => {
  it("an editor route has no footer and a layout exactly the window's height", async () => {
    mockApi({ ...publicApi, "GET /api/user": () => ({ status: 200, body: null }) });
    const { container } = renderApp("/social-template-editor/t404");
    await screen.findByRole("banner");
    const root = container.querySelector("[data-full-screen]");
    expect(root).not.toBeNull();
    expect(root!.className).toContain("h-dvh");
    expect(root!.className).toContain("overflow-hidden");
    expect(container.querySelector("footer")).toBeNull();
    // On a phone (the `compact` variant) the site header gives its row to the editor's own bar.
    expect(screen.getByRole("banner").parentElement!.className).toContain("compact:hidden");
  });

  it("other pages keep their footer and grow with their content", async () => {
    mockApi({ ...publicApi, "GET /api/user": () => ({ status: 200, body: null }) });
    const { container } = renderApp("/contact");
    await screen.findByRole("banner");
    expect(container.querySelector("[data-full-screen]")).toBeNull();
    expect(container.querySelector("footer")).not.toBeNull();
  });
});
