// Settings → E-mail says why the password field is empty after the server changed (the stored
// password stays with the server it was given for), in the admin's language.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MailSettingsView } from "../../../../shared/api/mail.ts";
import { mockApi, renderApp } from "../../../test/renderApp.tsx";
import { adminApi } from "../../../pages/admin/adminTestApi.ts";

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
  it("explains a dropped password in Arabic and English", async () => {
    mockMail(view({ passwordCleared: true }));
    renderApp("/admin/settings?tab=mail", "ar");
    expect((await screen.findByTestId("mail-password-cleared")).textContent).toContain("حُذفت كلمة المرور المحفوظة");
    cleanup();
    mockMail(view({ passwordCleared: true }));
    renderApp("/admin/settings?tab=mail", "en");
    expect((await screen.findByTestId("mail-password-cleared")).textContent).toContain("The stored password was removed because the server, port or user name changed");
  });

  it("says nothing when the password was not dropped", async () => {
    mockMail(view({ hasPassword: true, password: "********" }));
    renderApp("/admin/settings?tab=mail", "en");
    await screen.findByTestId("mail-settings-form");
    expect(screen.queryByTestId("mail-password-cleared")).toBeNull();
  });
});
