// A full-screen page (the editor) is exactly the window's height with no site footer under it (issue
// 21: the editor page was 1318 px tall in a 900 px window), and no site header on a phone; the page
// says so itself, so an editor route showing a picker or "not found" keeps the ordinary frame.
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../App.tsx";
import { initI18n } from "../lib/i18n.ts";
import { createQueryClient } from "../lib/queryClient.ts";
import { mockApi, publicApi } from "../test/renderApp.tsx";
import { AppLayout } from "./AppLayout.tsx";
import { useFullScreenPage } from "./fullScreen.ts";

function EditorLike() {
  useFullScreenPage();
  return <p>editor</p>;
}

function renderAt(path: string) {
  initI18n("en");
  mockApi({ ...publicApi, "GET /api/user": () => ({ status: 200, body: null }) });
  const router = createMemoryRouter(
    [{ element: <AppLayout />, children: [{ path: "/editor", element: <EditorLike /> }, { path: "/page", element: <p>page</p> }] }],
    { initialEntries: [path] },
  );
  const utils = render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("full-screen pages", () => {
  it("a page using useFullScreenPage has no footer and a layout exactly the window's height; leaving it brings them back", async () => {
    const { container, router } = renderAt("/editor");
    await screen.findByText("editor");
    const root = container.querySelector("[data-full-screen]");
    expect(root).not.toBeNull();
    expect(root!.className).toContain("h-dvh");
    expect(root!.className).toContain("overflow-hidden");
    expect(container.querySelector("footer")).toBeNull();
    // On a phone (the `compact` variant) the site header gives its row to the editor's own bar.
    expect(screen.getByTestId("header-slot").className).toBe("compact:hidden");
    await router.navigate("/page");
    await screen.findByText("page");
    expect(container.querySelector("[data-full-screen]")).toBeNull();
    expect(container.querySelector("footer")).not.toBeNull();
    expect(screen.getByTestId("header-slot").className).toBe("contents");
  });
});
