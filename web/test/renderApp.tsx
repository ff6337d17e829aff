// Test helper: the real routes and providers in a memory router, with fetch answered by a table.
import { render } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { vi } from "vitest";
import { AppProviders } from "../App.tsx";
import { initI18n } from "../lib/i18n.ts";
import { createQueryClient } from "../lib/queryClient.ts";
import { routes } from "../routes.tsx";

export type ApiTable = Record<string, (init: RequestInit) => { status: number; body?: unknown }>;

export function mockApi(table: ApiTable) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init.method ?? "GET"} ${url.pathname}`;
    const handler = table[key];
    const { status, body } = handler ? handler(init) : { status: 404, body: { message: "not found" } };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export const publicApi: ApiTable = {
  "GET /api/display-settings": () => ({ status: 200, body: { settings: { displayMode: "multi", templateViewMode: "multi" } } }),
  "GET /api/categories": () => ({ status: 200, body: [] }),
  "GET /api/templates": () => ({ status: 200, body: [] }),
  "GET /api/settings/public": () => ({ status: 500, body: { message: "down" } }),
  "POST /api/log-client-error": () => ({ status: 204 }),
};

export function renderApp(path: string, locale: "ar" | "en" | "fr" = "en") {
  initI18n(locale);
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, client };
}

export const sampleUser = (role: "admin" | "user" = "user") => ({
  id: "u1",
  name: "Sara Ahmed",
  username: "sara",
  email: "sara@example.com",
  role,
  active: true,
  createdAt: "2026-01-01T00:00:00.000Z",
});
