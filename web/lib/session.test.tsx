import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToastState, dispatch as toastDispatch } from "../components/ui/use-toast.ts";
import { mockApi, publicApi, renderApp, sampleUser } from "../test/renderApp.tsx";
import { queryKeys } from "./publicData.ts";
import { safeRedirect } from "./session.ts";

beforeEach(() => {
  localStorage.clear();
  toastDispatch({ type: "REMOVE_TOAST" });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedOut = { ...publicApi, "GET /api/user": () => ({ status: 401, body: { message: "no" } }) };

async function fill(label: string, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

describe("safeRedirect", () => {
  it("keeps same-site paths only", () => {
    expect(safeRedirect("/user/cards?x=1")).toBe("/user/cards?x=1");
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect("https://evil.example")).toBe("/");
    expect(safeRedirect("//evil.example")).toBe("/");
    expect(safeRedirect("/%09/evil.example")).toBe("/");
  });
});

describe("sign-in page", () => {
  it("shows translated validation messages", async () => {
    mockApi(signedOut);
    renderApp("/auth?tab=register");
    fireEvent.click(await screen.findByTestId("register-submit"));
    expect((await screen.findAllByText("This field is required")).length).toBeGreaterThan(0);
    await fill("Username", "ab");
    fireEvent.click(screen.getByTestId("register-submit"));
    expect(await screen.findByText("Must be at least 3 characters")).toBeTruthy();
  });

  it("signs in: stores the user, toasts, then goes to ?redirect after 500 ms", async () => {
    const fetchMock = mockApi({ ...signedOut, "POST /api/login": () => ({ status: 200, body: sampleUser() }) });
    const { router, client } = renderApp("/login?redirect=%2Fuser%2Fcertificates");
    await fill("Username or email", "sara");
    await fill("Password", "secret-password");
    fireEvent.click(screen.getByTestId("login-submit"));
    await waitFor(() => expect(client.getQueryData(queryKeys.user)).toMatchObject({ username: "sara" }));
    const login = fetchMock.mock.calls.find(([u]) => String(u) === "/api/login");
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({ username: "sara", password: "secret-password" });
    expect(getToastState().toasts[0]?.title).toBe("Signed in successfully");
    expect(router.state.location.pathname).toBe("/login"); // not yet: the 500 ms delay
    await waitFor(() => expect(router.state.location.pathname).toBe("/user/certificates"), { timeout: 2000 });
  });

  it("a failed sign-in shows a destructive toast with the server's message", async () => {
    mockApi({ ...signedOut, "POST /api/login": () => ({ status: 401, body: { message: "اسم المستخدم أو كلمة المرور غير صحيحة" } }) });
    renderApp("/auth", "ar");
    await fill("اسم المستخدم أو البريد الإلكتروني", "x");
    await fill("كلمة المرور", "y");
    fireEvent.click(screen.getByTestId("login-submit"));
    await waitFor(() => expect(getToastState().toasts[0]).toMatchObject({ variant: "destructive", title: "فشل تسجيل الدخول" }));
    expect(getToastState().toasts[0].description).toBe("اسم المستخدم أو كلمة المرور غير صحيحة");
  });

  it("falls back to a generic message and shows server field errors under inputs", async () => {
    mockApi({
      ...signedOut,
      "POST /api/register": () => ({ status: 409, body: { message: "", fields: { username: "Username is taken" } } }),
    });
    renderApp("/auth?tab=register");
    await fill("Full name", "Sara");
    await fill("Username", "sara");
    await fill("Email", "sara@example.com");
    await fill("Password", "long-enough-1");
    await fill("Confirm password", "long-enough-1");
    fireEvent.click(screen.getByTestId("register-submit"));
    expect(await screen.findByText("Username is taken")).toBeTruthy();
    expect(getToastState().toasts[0]).toMatchObject({ title: "Registration failed", description: "An error occurred while creating the account" });
  });
});

describe("logout", () => {
  it("clears the user and cached data, toasts, then goes to /login", async () => {
    mockApi({
      ...publicApi,
      "GET /api/user": () => ({ status: 200, body: sampleUser() }),
      "GET /api/user/preferences": () => ({ status: 200, body: { theme: "light", layout: "fluid" } }),
      "POST /api/logout": () => ({ status: 204 }),
    });
    const { router, client } = renderApp("/user/dashboard");
    const trigger = await screen.findByTestId("account-menu");
    client.setQueryData(["/api/some-private-list"], [1, 2, 3]);
    fireEvent.pointerDown(trigger, { button: 0, pointerType: "mouse" });
    fireEvent.click(await screen.findByTestId("logout"));
    await waitFor(() => expect(client.getQueryData(queryKeys.user)).toBeNull());
    expect(client.getQueryData(["/api/some-private-list"])).toBeUndefined();
    expect(getToastState().toasts[0]?.title).toBe("You have been logged out");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"), { timeout: 2000 });
  });
});

describe("theme switch", () => {
  it("saves the choice for a signed-in user and toasts 'خطأ' when saving fails", async () => {
    const fetchMock = mockApi({
      ...publicApi,
      "GET /api/user": () => ({ status: 200, body: sampleUser() }),
      "GET /api/user/preferences": () => ({ status: 200, body: { theme: "light", layout: "fluid" } }),
      "POST /api/user/preferences": () => ({ status: 500, body: { message: "boom" } }),
    });
    const { client } = renderApp("/", "ar");
    // The user and their saved preferences have loaded (saved ones are applied when they arrive).
    await waitFor(() => expect(client.getQueryData(queryKeys.preferences)).toBeTruthy());
    const toggle = screen.getByTestId("theme-toggle");
    await act(async () => fireEvent.click(toggle));
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    await waitFor(() => expect(getToastState().toasts[0]).toMatchObject({ variant: "destructive", title: "خطأ" }));
    expect(getToastState().toasts[0].description).toBe("حدث خطأ أثناء تغيير المظهر");
    const save = fetchMock.mock.calls.find(([u, i]) => String(u) === "/api/user/preferences" && i?.method === "POST");
    expect(JSON.parse(String(save?.[1]?.body))).toEqual({ theme: "dark" });
  });

  it("does not call the server for visitors", async () => {
    const fetchMock = mockApi(signedOut);
    renderApp("/");
    fireEvent.click(await screen.findByTestId("theme-toggle"));
    expect(fetchMock.mock.calls.some(([u, i]) => String(u) === "/api/user/preferences" && i?.method === "POST")).toBe(false);
  });
});

describe("language button", () => {
  it("cycles ar → en → fr → ar and flips the direction", async () => {
    mockApi(signedOut);
    renderApp("/", "ar");
    const button = await screen.findByTestId("lang-toggle");
    expect(document.documentElement.dir).toBe("rtl");
    await act(async () => fireEvent.click(button));
    expect(document.documentElement.lang).toBe("en");
    expect(document.documentElement.dir).toBe("ltr");
    await act(async () => fireEvent.click(screen.getByTestId("lang-toggle")));
    expect(document.documentElement.lang).toBe("fr");
    await act(async () => fireEvent.click(screen.getByTestId("lang-toggle")));
    expect(document.documentElement.lang).toBe("ar");
    expect(localStorage.getItem("locale")).toBe("ar");
  });
});
