// Settings → E-mail says why the password field is empty after the server changed (the stored
// password stays with the server it was given for), in the admin's language.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MailSettingsView } from "../../../../shared/api/mail.ts";
import { mockApi, renderApp } from "../../../test/renderApp.tsx";
import { adminApi } from "../../../pages/admin/adminTestApi.ts";

// The admin page and its settings tab are lazy chunks: their first render may take a while on a busy machine.
const LAZY_PAGE = { timeout: 20_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const view = (over: Partial<MailSettingsView>): MailSettingsView => ({
  host: "smtp.example.com", port: 587, secure: false, user: "mailer", password: "", hasPassword: false, passwordCleared: false, from: "",
  env: { host: "", port: 587, secure: false, user: "", hasPassword: false, from: "no-reply@example.com" }, mode: "smtp", ...over,
});

function mockMail(settings: MailSettingsView) {
  mockApi(adminApi({
    "GET /api/admin/mail/settings": () => ({ status: 200, body: settings }),
    "GET /api/admin/mail/certificate-settings": () => ({ status: 200, body: { enabled: false, pdf: "attach" } }),
  }));
}

describe("SMTP password notice", () => {
  it("explains a dropped password in Arabic and English", { timeout: 60_000 }, async () => {
    mockMail(view({ passwordCleared: true }));
    renderApp("/admin/settings?tab=mail", "ar");
    expect((await screen.findByTestId("mail-password-cleared", {}, LAZY_PAGE)).textContent).toContain("حُذفت كلمة المرور المحفوظة");
    cleanup();
    mockMail(view({ passwordCleared: true }));
    renderApp("/admin/settings?tab=mail", "en");
    expect((await screen.findByTestId("mail-password-cleared", {}, LAZY_PAGE)).textContent).toContain("The stored password was removed because the server, port or user name changed");
  });

  it("says nothing when the password was not dropped", { timeout: 30_000 }, async () => {
    mockMail(view({ hasPassword: true, password: "********" }));
    renderApp("/admin/settings?tab=mail", "en");
    await screen.findByTestId("mail-settings-form", {}, LAZY_PAGE);
    expect(screen.queryByTestId("mail-password-cleared")).toBeNull();
  });
});
