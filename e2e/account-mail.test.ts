// Issue 22, "Account e-mail flows", in Chromium against the built app and a real SMTP server on
// loopback: an e-mail link confirms only when its button is pressed (opening it — what a mail
// scanner does — changes nothing); the profile asks for the current password before a new address;
// the notice to the old address cancels the change and ends every session. Screenshots of the
// confirm page, the cancel page and the profile e-mail change in ar and en, phone (390×844, touch)
// and desktop (1440×900); every page must load with a clean console (no error, no CSP violation).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import type { ParsedMail } from "mailparser";
import { useBrowser, newContext, screenshot, watchProblems } from "./browser.ts";
import { startServerWithSmtp, type RunningServerWithSmtp } from "./server.ts";
import type { TestSmtp } from "../server/test/smtp.ts";

const browser = useBrowser();
let smtp: TestSmtp;
let server: RunningServerWithSmtp;
const problems: string[] = [];

beforeAll(async () => {
  server = await startServerWithSmtp();
  smtp = server.smtp;
});
afterAll(async () => {
  await server?.stop();
});

const LOOKS = [
  { locale: "ar", device: "phone" },
  { locale: "en", device: "phone" },
  { locale: "ar", device: "desktop" },
  { locale: "en", device: "desktop" },
] as const;
type Look = (typeof LOOKS)[number];

/** A context in that language and on that device, whose console problems are collected. */
async function open(look: Look): Promise<{ context: BrowserContext; page: Page }> {
  const phone = look.device === "phone";
  const context = await newContext(browser(), server.url, { locale: look.locale, viewport: phone ? "mobile" : "desktop", touch: phone });
  const page = await context.newPage();
  watchProblems(page, { into: problems, label: () => `${look.locale}-${look.device}: ` });
  return { context, page };
}

async function mailTo(address: string, subject: RegExp): Promise<ParsedMail> {
  const until = Date.now() + 30_000;
  for (;;) {
    const found = smtp.received.filter((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === address && subject.test(String(m.subject))).at(-1);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail to ${address}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const pathIn = (mail: ParsedMail, path: string) => {
  const m = new RegExp(`${server.url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(${path}\\?token=[A-Za-z0-9_-]+)`).exec(String(mail.html));
  if (!m) throw new Error(`no ${path} link in ${mail.subject}`);
  return m[1];
};
const api = (page: Page, method: string, url: string, body?: unknown) =>
  page.evaluate(async ([m, u, b]) => {
    const r = await fetch(u as string, { method: m as string, headers: { "content-type": "application/json" }, body: b === undefined ? undefined : JSON.stringify(b) });
    return { status: r.status, body: await r.json().catch(() => null) };
  }, [method, url, body] as const);

/** Renders a message's HTML part with no network (as a mail client blocking remote content) and saves it. */
async function shootMail(mail: ParsedMail, name: string) {
  const logo = mail.attachments.find((a) => a.cid === "logo@bitaqa");
  const html = String(mail.html).replaceAll("cid:logo@bitaqa", logo ? `data:image/png;base64,${logo.content.toString("base64")}` : "");
  for (const look of [LOOKS[1], LOOKS[3]]) {
    const view = await open(look);
    await view.page.route("**/*", (route) => route.abort());
    await view.page.setContent(html);
    await screenshot(view.page, `${name}-${look.device}`);
    await view.context.close();
  }
}

/** Touch targets of the page's main content: buttons, links and inputs at least 44 px high. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.locator("main button:visible, main a:visible, main input:visible").evaluateAll((els) =>
    els.filter((el) => el.getBoundingClientRect().height < 44).map((el) => `${el.tagName} "${(el.textContent || el.getAttribute("name") || "").trim().slice(0, 30)}" ${Math.round(el.getBoundingClientRect().height)}px`),
  );
}

describe("account e-mail flows in the browser", () => {
  it("the confirmation link confirms only when its button is pressed", async () => {
    const n = Date.now() % 1e6;
    const person = { name: "ليلى حسن", username: `layla_${n}`, email: `layla${n}@mail.test`, password: "layla-password-1" };
    const { context, page } = await open(LOOKS[0]);
    await page.goto("/");
    expect((await api(page, "POST", "/api/register", { ...person, confirmPassword: person.password })).status).toBe(201);
    const link = pathIn(await mailTo(person.email, /./), "/verify-email");
    for (const look of LOOKS) {
      const view = await open(look);
      await view.page.goto(link);
      await view.page.getByTestId("verify-confirm").waitFor();
      await view.page.waitForLoadState("networkidle");
      await screenshot(view.page, `account-verify-${look.locale}-${look.device}`);
      if (look.device === "phone") expect(await smallTargets(view.page)).toEqual([]);
      await view.context.close();
    }
    // Four visits, like a mail scanner's: still not confirmed.
    expect((await api(page, "GET", "/api/user")).body.emailVerified).toBe(false);
    await page.goto(link);
    await page.getByTestId("verify-confirm").click();
    await page.getByTestId("verify-done").waitFor();
    await screenshot(page, "account-verify-done-ar-phone");
    expect((await api(page, "GET", "/api/user")).body.emailVerified).toBe(true);
    await context.close();
    expect(problems).toEqual([]);
  });

  it("a new address needs the current password; the old address's notice cancels it and signs out everywhere", async () => {
    const n = Date.now() % 1e6;
    const person = { name: "Sam Lee", username: `sam_${n}`, email: `sam${n}@mail.test`, password: "sam-password-1" };
    const { context, page } = await open(LOOKS[3]);
    await page.goto("/");
    expect((await api(page, "POST", "/api/register", { ...person, confirmPassword: person.password })).status).toBe(201);

    for (const look of LOOKS) {
      const view = look === LOOKS[3] ? { context, page } : await open(look);
      if (view.page !== page) {
        await view.page.goto("/");
        expect((await api(view.page, "POST", "/api/login", { username: person.username, password: person.password })).status).toBe(200);
      }
      await view.page.goto("/user/profile");
      await view.page.locator("#profile-email").fill(`new${n}@mail.test`);
      await view.page.getByTestId("profile-email-password").waitFor();
      await view.page.locator("#profile-current-password").fill("not-my-password");
      await view.page.getByTestId("profile-submit").click();
      await view.page.locator("#profile-current-password-error").waitFor();
      await view.page.getByTestId("profile-email-password").scrollIntoViewIfNeeded();
      await screenshot(view.page, `account-profile-email-${look.locale}-${look.device}`);
      if (view.page !== page) await view.context.close();
    }
    await page.locator("#profile-current-password").fill(person.password);
    await page.getByTestId("profile-submit").click();
    await page.getByTestId("email-pending").waitFor();
    await screenshot(page, "account-profile-pending-en-desktop");

    const notice = await mailTo(person.email, /change of your account/);
    await shootMail(notice, "account-mail-notice-en");
    const cancelLink = pathIn(notice, "/cancel-email-change");
    for (const look of LOOKS) {
      const view = await open(look);
      await view.page.goto(cancelLink);
      await view.page.getByTestId("cancel-change-confirm").waitFor();
      await view.page.waitForLoadState("networkidle");
      await screenshot(view.page, `account-cancel-${look.locale}-${look.device}`);
      if (look.device === "phone") expect(await smallTargets(view.page)).toEqual([]);
      await view.context.close();
    }
    expect((await api(page, "GET", "/api/user")).body).not.toBeNull(); // visits alone changed nothing
    await page.goto(cancelLink);
    await page.getByTestId("cancel-change-confirm").click();
    await page.getByTestId("cancel-change-done").waitFor();
    await screenshot(page, "account-cancel-done-en-desktop");
    expect((await api(page, "GET", "/api/user")).body).toBeNull();
    // The confirmation link sent to the new address no longer works.
    const confirm = pathIn(await mailTo(`new${n}@mail.test`, /Confirm your new/), "/verify-email");
    await page.goto(confirm);
    await page.getByTestId("verify-confirm").click();
    await page.getByTestId("verify-error").waitFor();
    await context.close();
    // The wrong-password 400s are answers the form shows at its field, not console problems.
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
  });
});
