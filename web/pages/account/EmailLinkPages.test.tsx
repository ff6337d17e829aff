// E-mail links act only on a press of their button (issue 22.7): mail scanners open links, and a
// confirmed address is what social sign-in trusts, so loading /verify-email or /cancel-email-change
// must send nothing.
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, publicApi, renderApp, sampleUser } from "../../test/renderApp.tsx";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const visitor = { ...publicApi, "GET /api/user": () => ({ status: 401, body: { message: "Unauthorized" } }) };
const posts = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(path) && init?.method === "POST").map(([, init]) => JSON.parse(String(init?.body)));
/** Lets queued effects, lazy chunks and fetches run. */
const settle = () => new Promise((r) => setTimeout(r, 300));

describe("/verify-email", () => {
  it("confirms the address only when the button is pressed", async () => {
    const fetchMock = mockApi({ ...visitor, "POST /api/user/verify-email": () => ({ status: 200, body: { ...sampleUser(), emailVerified: true } }) });
    renderApp("/verify-email?token=tok-123", "en");
    const button = await screen.findByTestId("verify-confirm", {}, { timeout: 8000 });
    expect(button.textContent).toContain("Confirm my address");
    expect(screen.getByText(/Opening the link alone changes nothing/)).toBeTruthy();
    await settle();
    expect(posts(fetchMock, "/api/user/verify-email")).toEqual([]);
    fireEvent.click(button);
    expect((await screen.findByTestId("verify-done")).textContent).toContain("sara@example.com");
    expect(posts(fetchMock, "/api/user/verify-email")).toEqual([{ token: "tok-123" }]);
  });

  it("shows the server's reason when the link is dead, and lets the person try again", async () => {
    mockApi({ ...visitor, "POST /api/user/verify-email": () => ({ status: 400, body: { message: "هذا الرابط غير صالح", fields: { token: "x" } } }) });
    renderApp("/verify-email?token=old", "ar");
    fireEvent.click(await screen.findByTestId("verify-confirm"));
    expect((await screen.findByTestId("verify-error")).textContent).toContain("هذا الرابط غير صالح");
    expect(screen.getByTestId("verify-confirm")).toBeTruthy();
  });
});

describe("/cancel-email-change", () => {
  it("cancels the change and ends the sessions only when the button is pressed", async () => {
    const fetchMock = mockApi({ ...visitor, "POST /api/user/email-change/cancel": () => ({ status: 200, body: { ok: true, email: "sara@example.com" } }) });
    renderApp("/cancel-email-change?token=undo-1", "en");
    const button = await screen.findByTestId("cancel-change-confirm", {}, { timeout: 8000 });
    expect(button.textContent).toContain("Cancel the change and sign out everywhere");
    await settle();
    expect(posts(fetchMock, "/api/user/email-change/cancel")).toEqual([]);
    fireEvent.click(button);
    expect((await screen.findByTestId("cancel-change-done")).textContent).toContain("sara@example.com");
    expect(posts(fetchMock, "/api/user/email-change/cancel")).toEqual([{ token: "undo-1" }]);
  });

  it("says so when the link has no token", async () => {
    mockApi(visitor);
    renderApp("/cancel-email-change", "fr");
    expect((await screen.findByTestId("cancel-change-error")).textContent).toContain("Ce lien est incomplet");
    expect(screen.queryByTestId("cancel-change-confirm")).toBeNull();
  });
});
