// The profile form asks for the current password when, and only when, the e-mail address changes
// (issue 22.6); the server's answer about it appears under that field.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, publicApi, renderApp, sampleUser } from "../../test/renderApp.tsx";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function api(answer: (body: Record<string, unknown>) => { status: number; body?: unknown }) {
  const sent: Record<string, unknown>[] = [];
  mockApi({
    ...publicApi,
    "GET /api/user": () => ({ status: 200, body: { ...sampleUser(), emailVerified: true } }),
    "GET /api/user/preferences": () => ({ status: 200, body: { theme: "light", layout: "fluid" } }),
    "PUT /api/user/profile": (init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    },
  });
  return sent;
}

describe("/user/profile e-mail change", () => {
  it("asks for the current password for a new address and sends it", async () => {
    const sent = api((body) => ({ status: 200, body: { ...sampleUser(), emailVerified: true, pendingEmail: body.email } }));
    renderApp("/user/profile", "en");
    const email = (await screen.findByLabelText("Email", {}, { timeout: 8000 })) as HTMLInputElement;
    expect(screen.queryByTestId("profile-email-password")).toBeNull();
    fireEvent.change(email, { target: { value: "new@example.com" } });
    const password = (await screen.findByLabelText("Your current password")) as HTMLInputElement;
    expect(password.getAttribute("autocomplete")).toBe("current-password");
    expect(screen.getByText("Needed to change the e-mail address.")).toBeTruthy();
    fireEvent.change(password, { target: { value: "my-password-1" } });
    fireEvent.click(screen.getByTestId("profile-submit"));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ email: "new@example.com", currentPassword: "my-password-1" });
    expect((await screen.findByTestId("email-pending")).textContent).toContain("new@example.com");
  });

  it("shows the server's refusal under the password field", async () => {
    api(() => ({ status: 400, body: { message: "Invalid input", fields: { currentPassword: "The current password is incorrect" } } }));
    renderApp("/user/profile", "en");
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "new@example.com" } });
    fireEvent.change(await screen.findByLabelText("Your current password"), { target: { value: "wrong" } });
    fireEvent.click(screen.getByTestId("profile-submit"));
    const alert = await screen.findByText("The current password is incorrect");
    expect(alert.id).toBe("profile-current-password-error");
  });

  it("does not ask for it, nor send it, when only the name changes", async () => {
    const sent = api(() => ({ status: 200, body: { ...sampleUser(), name: "Sara A." } }));
    renderApp("/user/profile", "ar");
    fireEvent.change(await screen.findByLabelText("الاسم الكامل", {}, { timeout: 8000 }), { target: { value: "Sara A." } });
    expect(screen.queryByTestId("profile-email-password")).toBeNull();
    fireEvent.click(screen.getByTestId("profile-submit"));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty("currentPassword");
  });
});
