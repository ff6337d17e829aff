// Issue 7 journey: an admin creates a category and a template with two fields and sees it on the
// home page as a visitor, deactivates a user who is then signed out, changes the footer contact
// e-mail and sees it in the footer, configures an OpenID Connect provider (a real mock IdP on
// loopback) and a visitor signs in through it.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { OAuth2Server } from "oauth2-mock-server";
import { useBrowser, newContext, screenshot } from "./browser.ts";
import { registerUser, signInAs } from "./helpers.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();
let idp: OAuth2Server;

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate("RS256");
  await idp.start(0, "127.0.0.1");
  idp.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) =>
    Object.assign(token.payload, { sub: "mock-user-42", email: "noura@idp.example", email_verified: true, name: "نورة السالم" }),
  );
});
afterAll(async () => {
  await idp?.stop();
});

const signInAdmin = (page: Page) => signInAs(page, admin);

describe("admin console journey", () => {
  it("runs the site: category, template with fields, users, footer settings, social sign-in", async () => {
    const adminContext = await newContext(browser(), baseUrl, { locale: "ar" });
    const page = await adminContext.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await signInAdmin(page);

    // A new card category.
    const slug = `graduation-${Date.now() % 1e6}`;
    await page.goto("/admin/categories");
    await page.getByTestId("category-create").click();
    await page.getByTestId("category-slug").fill(slug);
    await page.getByTestId("category-name-ar").fill("تخرج");
    await page.getByTestId("category-name-en").fill("Graduation");
    await page.getByTestId("category-save").click();
    await page.getByTestId(`category-${slug}`).waitFor();
    await screenshot(page, "admin-categories-ar");

    // A template in it, published, with two fields.
    await page.goto("/admin/templates/new");
    await page.getByTestId("template-kind").selectOption("card");
    await expect.poll(() => page.getByTestId("template-category").locator("option").allInnerTexts()).toContain("تخرج");
    await page.getByTestId("template-category").selectOption({ label: "تخرج" });
    await page.getByTestId("template-title-ar").fill("تهنئة تخرج أنيقة");
    await page.getByTestId("template-title-en").fill("Elegant graduation");
    await page.getByTestId("template-published").click();
    await page.getByTestId("template-save").click();
    await page.waitForURL((u) => /\/admin\/templates\/[^/]+$/.test(u.pathname) && !u.pathname.endsWith("/new"));
    const templateId = page.url().split("/").pop()!;
    await page.getByTestId("template-fields-link").click();
    await page.waitForURL(/\/fields$/);
    for (const [i, [name, ar]] of [["name", "الاسم"], ["message", "الرسالة"]].entries()) {
      await page.getByTestId("field-add").click();
      await page.getByTestId(`field-name-${i}`).fill(name);
      await page.getByTestId(`field-label-${i}-ar`).fill(ar);
    }
    await page.getByTestId("field-save").click();
    await expect.poll(async () => (await (await page.request.get(`/api/admin/templates/${templateId}/fields`)).json()).fields?.map((f: { name: string }) => f.name)).toEqual(["name", "message"]);
    expect((await (await page.request.get(`/api/admin/templates/${templateId}`)).json()).published).toBe(true);
    await screenshot(page, "admin-fields-ar");

    // A visitor sees it on the home page under the new category.
    const visitorContext = await newContext(browser(), baseUrl, { locale: "en" });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/?category=${slug}`);
    await visitor.getByTestId(`template-${templateId}`).waitFor({ timeout: 15_000 });

    // A user signed in elsewhere is deactivated and loses the session at once.
    const userContext = await newContext(browser(), baseUrl, { locale: "en" });
    const userPage = await userContext.newPage();
    const user = await registerUser(userPage, "deact");
    const me = await (await userPage.request.get("/api/user")).json();
    await page.goto(`/admin/users?q=${encodeURIComponent(user.username)}`);
    await page.getByTestId(`user-active-${me.id}`).click();
    await expect.poll(async () => (await userPage.request.get("/api/user")).text()).toBe("null");
    await userPage.reload();
    await expect.poll(() => userPage.getByTestId("sign-in-link").count()).toBeGreaterThan(0);
    await screenshot(page, "admin-users-ar");

    // The footer contact e-mail follows the general settings at once.
    const email = `hello${Date.now() % 1e6}@bitaqa.example`;
    await page.goto("/admin/settings");
    await page.locator("#settings-contact-email").fill(email);
    await page.getByTestId("settings-save").click();
    await expect.poll(async () => (await (await visitor.request.get("/api/settings/public")).json()).contact.email).toBe(email);
    await visitor.goto("/");
    await expect.poll(() => visitor.locator("footer").innerText()).toContain(email);

    // An OpenID Connect provider, configured in the console, signs a visitor in.
    await page.goto("/admin/settings/auth");
    await page.getByTestId("provider-new-id").fill("mockid");
    await page.getByTestId("provider-add").click();
    await page.getByTestId("provider-issuer-mockid").fill(idp.issuer.url!);
    await page.getByTestId("provider-client-id-mockid").fill("bitaqa-e2e");
    await page.getByTestId("provider-secret-mockid").fill("e2e-secret");
    await page.getByTestId("provider-enabled-mockid").click();
    await page.getByTestId("provider-mockid").getByTestId("settings-save").click();
    await expect.poll(async () => (await (await visitor.request.get("/api/auth/providers")).json()).map((p: { id: string }) => p.id)).toContain("mockid");
    await screenshot(page, "admin-providers-ar");
    await visitor.goto("/auth?redirect=/user/dashboard");
    await visitor.getByTestId("social-mockid").click();
    await visitor.waitForURL(`${baseUrl}/user/dashboard`, { timeout: 20_000 });
    const signedIn = await (await visitor.request.get("/api/user")).json();
    expect(signedIn).toMatchObject({ email: "noura@idp.example", name: "نورة السالم", role: "user" });

    // The dashboard shows what happened.
    await page.goto("/admin/dashboard");
    // … by name, linked to the person (issue 16: no raw ids or usernames).
    const deactivated = page.getByTestId("activity-list").locator(`a[href="/admin/users?q=${encodeURIComponent(user.username)}"]`).first();
    await expect.poll(() => deactivated.count()).toBeGreaterThan(0);
    expect(await deactivated.innerText()).toBe(user.name);
    await screenshot(page, "admin-dashboard-ar");
    expect(errors).toEqual([]);
    await Promise.all([adminContext.close(), visitorContext.close(), userContext.close()]);
  });
});
