import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderApp } from "../../test/renderApp.tsx";
import { adminApi, bodyOf } from "./adminTestApi.ts";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const users = [
  { id: "u1", name: "Sara Ahmed", username: "sara", email: "sara@example.com", role: "admin", active: true, createdAt: "2026-01-01T00:00:00.000Z" },
  { id: "u2", name: "Omar", username: "omar", email: "omar@example.com", role: "user", active: true, createdAt: "2026-01-02T00:00:00.000Z" },
];
const LAST_ADMIN = "The last active administrator cannot be deactivated or demoted";

describe("admin users page", () => {
  it("shows the server's refusal to deactivate or demote the last admin as a toast and keeps the row as it was", async () => {
    const fetchMock = mockApi(adminApi({
      "GET /api/admin/users": () => ({ status: 200, body: { items: users, total: 2, page: 1, pageSize: 20 } }),
      "PATCH /api/admin/users/u1": () => ({ status: 409, body: { message: LAST_ADMIN, code: "lastAdmin" } }),
    }));
    renderApp("/admin/users");
    const active = await screen.findByTestId("user-active-u1");
    expect(active.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(active);
    const toast = await screen.findByTestId("toast");
    expect(toast.textContent).toContain(LAST_ADMIN);
    expect(toast.className).toContain("destructive");
    expect(bodyOf(fetchMock, "PATCH", "/api/admin/users/u1")).toEqual({ active: false });
    expect(screen.getByTestId("user-active-u1").getAttribute("aria-checked")).toBe("true");

    fireEvent.change(screen.getByTestId("user-role-u1"), { target: { value: "user" } });
    await waitFor(() => expect(bodyOf(fetchMock, "PATCH", "/api/admin/users/u1", 1)).toEqual({ role: "user" }));
    expect((screen.getByTestId("user-role-u1") as HTMLSelectElement).value).toBe("admin");
  });

  it("changes a role and refreshes the list", async () => {
    let list = users;
    const fetchMock = mockApi(adminApi({
      "GET /api/admin/users": () => ({ status: 200, body: { items: list, total: 2, page: 1, pageSize: 20 } }),
      "PATCH /api/admin/users/u2": () => {
        list = [users[0], { ...users[1], role: "admin" }];
        return { status: 200, body: list[1] };
      },
    }));
    renderApp("/admin/users");
    fireEvent.change(await screen.findByTestId("user-role-u2"), { target: { value: "admin" } });
    await waitFor(() => expect((screen.getByTestId("user-role-u2") as HTMLSelectElement).value).toBe("admin"));
    expect(bodyOf(fetchMock, "PATCH", "/api/admin/users/u2")).toEqual({ role: "admin" });
    expect(await screen.findByText("Omar updated")).toBeTruthy();
  });
});
