// Issue 15 in a real browser, with a real SMTP server (smtp-server on loopback) receiving what the
// built app sends: the verification link, forgot → e-mail → reset password → sign in with the new
// one, the certificate e-mail; the messages' HTML parts are rendered in Chromium (ar and en) and
// saved as screenshots, with the pages (forgot/reset, contact, privacy, outbox) at 390 and 1440 wide.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { ParsedMail } from "mailparser";
import { useBrowser, newContext, screenshot } from "./browser.ts";
import { startServerWithSmtp, type RunningServerWithSmtp } from "./server.ts";
import type { TestSmtp } from "../server/test/smtp.ts";

const browser = useBrowser();
let smtp: TestSmtp;
let server: RunningServerWithSmtp;

beforeAll(async () => {
  server = await startServerWithSmtp();
  smtp = server.smtp;
});
afterAll(async () => {
  await server?.stop();
});

async function mailTo(address: string, subject?: RegExp): Promise<ParsedMail> {
  const until = Date.now() + 30_000;
  for (;;) {
    const found = smtp.received.filter((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === address && (!subject || subject.test(String(m.subject)))).at(-1);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail to ${address}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The link in the mail, re-pointed at this test's server origin (PUBLIC_URL is that origin here). */
function linkIn(mail: ParsedMail, path: string): string {
  const m = new RegExp(`${server.url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${path}\\?token=[A-Za-z0-9_-]+`).exec(String(mail.html));
  if (!m) throw new Error(`no ${path} link in ${mail.subject}`);
  return m[0];
}

/** Renders a message's HTML part in Chromium (the inline logo from its CID attachment) and saves it. */
async function shootMail(mail: ParsedMail, name: string) {
  const logo = mail.attachments.find((a) => a.cid === "logo@bitaqa");
  const html = String(mail.html).replaceAll("cid:logo@bitaqa", logo ? `data:image/png;base64,${logo.content.toString("base64")}` : "");
  for (const viewport of ["mobile", "desktop"] as const) {
    const context = await newContext(browser(), server.url, { viewport });
    const page = await context.newPage();
    // No network at all: what a mail client that blocks remote content shows.
    await page.route("**/*", (route) => route.abort());
    await page.setContent(html);
    await screenshot(page, `mail-${name}-${viewport}`);
    await context.close();
  }
}

async function fill(page: Page, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) await page.locator(`input[name="${name}"]`).fill(value);
}

describe("e-mail journeys", () => {
  it("verifies the address from the e-mail link, then resets a forgotten password in the browser", async () => {
    const context = await newContext(browser(), server.url, { locale: "ar" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const user = { name: "ليلى حسن", username: `layla_${Date.now() % 1e6}`, email: `layla${Date.now() % 1e6}@mail.test`, password: "first-password-1" };
    await page.goto("/auth?tab=register");
    await fill(page, { ...user, confirmPassword: user.password });
    await page.locator("form button[type=submit]").click();
    await expect.poll(() => page.getByTestId("account-menu").count(), { timeout: 15_000 }).toBe(1);

    // The profile says the address is not confirmed yet.
    await page.goto("/user/profile");
    await page.getByTestId("email-unverified").waitFor();
    await screenshot(page, "mail-profile-unverified-ar-desktop");

    const verifyMail = await mailTo(user.email);
    expect(verifyMail.subject).toBe("أكّد عنوان بريدك الإلكتروني");
    await shootMail(verifyMail, "verify-ar");
    await page.goto(linkIn(verifyMail, "/verify-email"));
    await page.getByTestId("verify-confirm").click(); // opening the link alone confirms nothing (issue 22.7)
    await page.getByTestId("verify-done").waitFor();
    await page.goto("/user/profile");
    await page.getByTestId("email-verified").waitFor();

    // Sign out, then "forgot password" from the login page.
    await page.getByTestId("account-menu").click();
    await page.getByTestId("logout").click();
    await page.waitForURL(/\/login$/);
    await page.getByTestId("forgot-password").click();
    await page.waitForURL(/\/forgot-password$/);
    await screenshot(page, "mail-forgot-ar-desktop");
    await page.locator("#forgot-email").fill(user.email);
    await page.getByTestId("forgot-submit").click();
    await page.getByTestId("forgot-sent").waitFor();

    const resetMail = await mailTo(user.email, /كلمة المرور/);
    await shootMail(resetMail, "reset-ar");
    await page.goto(linkIn(resetMail, "/reset-password"));
    await page.locator("#reset-password").fill("second-password-2");
    await page.locator("#reset-confirm").fill("second-password-2");
    await screenshot(page, "mail-reset-ar-desktop");
    await page.getByTestId("reset-submit").click();
    await page.getByTestId("reset-done").waitFor();

    // The old password no longer works; the new one does.
    await page.getByTestId("reset-sign-in").click();
    await fill(page, { username: user.username, password: user.password });
    await page.locator("form button[type=submit]").click();
    await expect.poll(() => page.locator("form").innerText()).not.toBe("");
    expect(await page.getByTestId("account-menu").count()).toBe(0);
    await fill(page, { username: user.username, password: "second-password-2" });
    await page.locator("form button[type=submit]").click();
    await expect.poll(() => page.getByTestId("account-menu").count(), { timeout: 15_000 }).toBe(1);

    // The link works once.
    await page.goto(linkIn(resetMail, "/reset-password"));
    await page.locator("#reset-password").fill("third-password-3");
    await page.locator("#reset-confirm").fill("third-password-3");
    await page.getByTestId("reset-submit").click();
    await page.getByTestId("reset-error").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("mails a certificate in English and shows the pages at 390 and 1440 wide", async () => {
    // An English registration gives the LTR verification message.
    const email = `sam${Date.now() % 1e6}@mail.test`;
    const en = await newContext(browser(), server.url, { locale: "en" });
    const p = await en.newPage();
    await p.goto("/auth?tab=register");
    await fill(p, { name: "Sam Lee", username: `sam_${Date.now() % 1e6}`, email, password: "sam-password-1", confirmPassword: "sam-password-1" });
    await p.locator("form button[type=submit]").click();
    await expect.poll(() => p.getByTestId("account-menu").count(), { timeout: 15_000 }).toBe(1);
    const verify = await mailTo(email);
    expect(verify.subject).toBe("Confirm your e-mail address");
    expect(String(verify.html)).toContain('dir="ltr"');
    await shootMail(verify, "verify-en");
    await en.close();

    // Admin: turn certificate e-mails on, issue one with a recipient address, look at the outbox.
    for (const locale of ["ar", "en"] as const) {
      for (const viewport of ["mobile", "desktop"] as const) {
        const context = await newContext(browser(), server.url, { locale, viewport });
        const page = await context.newPage();
        for (const path of ["/privacy", "/contact", "/forgot-password"]) {
          await page.goto(path);
          await page.waitForLoadState("networkidle");
          await screenshot(page, `mail-page${path.replace("/", "-")}-${locale}-${viewport}`);
        }
        await context.close();
      }
    }

    const admin = await newContext(browser(), server.url, { locale: "en" });
    const page = await admin.newPage();
    await page.goto("/auth");
    await fill(page, { username: server.admin.username, password: server.admin.password });
    await page.locator("form button[type=submit]").click();
    await expect.poll(() => page.getByTestId("account-menu").count(), { timeout: 15_000 }).toBe(1);
    await page.goto("/admin/settings?tab=mail");
    await page.getByTestId("certificate-mail-enabled").check();
    await expect.poll(() => page.evaluate(() => fetch("/api/admin/mail/certificate-settings").then((r) => r.json()).then((j) => j.enabled))).toBe(true);
    await screenshot(page, "mail-admin-settings-en-desktop");

    const templates = await page.evaluate(() => fetch("/api/templates?kind=certificate").then((r) => r.json()));
    const template = (templates.items ?? templates)[0];
    await page.goto(`/certificates/${template.id}`);
    await page.getByTestId("certificate-form").waitFor();
    await page.locator("#field-recipientName, [name=recipientName]").first().fill("Sam Lee");
    for (const box of await page.locator('[data-testid="certificate-form"] textarea').all()) {
      if ((await box.inputValue()) === "") await box.fill("outstanding work");
    }
    await page.getByTestId("certificate-recipient-email").fill("sam.cert@mail.test");
    await page.getByTestId("certificate-submit").click();
    await page.waitForURL(/\/certificates\/preview\//, { timeout: 20_000 });
    const certMail = await mailTo("sam.cert@mail.test");
    expect(certMail.attachments.some((a) => a.contentType === "application/pdf")).toBe(true);
    await shootMail(certMail, "certificate-en");
    await page.reload();
    await page.getByTestId("certificate-delivery").waitFor();
    await expect.poll(async () => page.getByTestId("certificate-delivery").innerText(), { timeout: 15_000 }).toContain("Sent");
    await screenshot(page, "mail-certificate-page-en-desktop");

    await page.goto("/admin/outbox");
    await page.getByTestId("outbox-list").waitFor();
    await screenshot(page, "mail-admin-outbox-en-desktop");
    await page.locator('a[data-testid^="outbox-"]').filter({ hasText: "Your certificate" }).first().click();
    await page.getByTestId("outbox-message").waitFor();
    await screenshot(page, "mail-admin-outbox-message-en-desktop");
    await admin.close();
  });
});
