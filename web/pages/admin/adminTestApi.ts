// Shared mock API for the admin page tests: a signed-in admin and the public shell calls.
import { publicApi, sampleUser, type ApiTable } from "../../test/renderApp.tsx";

export const adminApi = (extra: ApiTable): ApiTable => ({
  ...publicApi,
  "GET /api/user": () => ({ status: 200, body: sampleUser("admin") }),
  "GET /api/user/preferences": () => ({ status: 200, body: { theme: "light", layout: "fluid" } }),
  ...extra,
});

/** The JSON body of the n-th call of fetch to `method path`. */
export function bodyOf(fetchMock: { mock: { calls: unknown[][] } }, method: string, path: string, n = 0): unknown {
  const calls = fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), "http://localhost");
    return url.pathname === path && ((init as RequestInit | undefined)?.method ?? "GET") === method;
  });
  const init = calls[n]?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

export function callCount(fetchMock: { mock: { calls: unknown[][] } }, method: string, path: string): number {
  return fetchMock.mock.calls.filter(([input, init]) => new URL(String(input), "http://localhost").pathname === path && ((init as RequestInit | undefined)?.method ?? "GET") === method).length;
}
