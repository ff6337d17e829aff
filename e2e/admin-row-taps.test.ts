// Every admin list's row controls reached by a finger (issue 37 item 6), on a phone (390×844, touch):
// the box size alone (touch-targets.test.ts) let a full-row link laid over the rows leave 72 controls
// unreachable with the test green. For each list: nothing lies over any control's centre
// (elementFromPoint), and a real touch tap at the centre of each control of a row has the control's
// own effect — a link goes to its own address (in a new tab where it says so), a select takes the focus (its picker opens), a
// button opens its dialog, flips its state or changes the list, and the page stays where it is.
// What a tap changed is put back (a second tap, the opposite move, the copy deleted).
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { errorOrCsp, newContext, reportCspViolations, useBrowser, watchProblems } from "./browser.ts";
import { registerUser, signInAs } from "./helpers.ts";
import { coveredControls, tapCentre } from "./reach.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();

/** One row control: its test id, and what puts back a change its tap made. */
interface RowControl { testId: string; undo?: (page: Page) => Promise<void> }
interface AdminList { path: string; ready: string; controls: (page: Page) => Promise<RowControl[]> }

const tapAgain = (testId: string) => async (page: Page) => tapCentre(page, page.getByTestId(testId));
const idOf = async (page: Page, rowSelector: string, prefix: string, nth = 0) =>
  ((await page.locator(rowSelector).nth(nth).getAttribute("data-testid")) ?? "").slice(prefix.length);

/** What a person's admin lists hold: a user, a card, a certificate, an endpoint, a token and a font (the API, as the admin). */
async function fixtures(page: Page) {
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data, headers: { origin: baseUrl } });
    expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
    return res.json();
  };
  const suffix = Date.now().toString(36);
  // A second user, registered in a context of their own (the admin stays signed in here).
  const other = await newContext(browser(), baseUrl, { locale: "ar" });
  await registerUser(await other.newPage(), "rowtap");
  await other.close();
  const first = async (kind: string) => ((await (await page.request.get(`/api/templates?kind=${kind}`)).json()) as { id: string }[])[0].id;
  const values = async (id: string) => {
    const tpl = (await (await page.request.get(`/api/templates/${id}`)).json()) as { fields: { name: string; type: string; required: boolean; defaultValue?: string }[] };
    return Object.fromEntries(tpl.fields.filter((f) => f.required || f.name === "recipientName").map((f) => [f.name, f.type === "date" ? "2026-03-20" : f.defaultValue || "سارة أحمد"]));
  };
  const card = await first("card");
  await post("/api/cards", { templateId: card, values: await values(card) });
  const cert = await first("certificate");
  await post("/api/certificates", { templateId: cert, values: await values(cert) });
  await post("/api/admin/webhooks", { url: "https://hooks.example.com/row-taps", events: ["certificate.issued"] });
  await post("/api/admin/api-tokens", { name: `row taps ${suffix}`, scopes: ["credentials:issue"] });
}

const LISTS: AdminList[] = [
  {
    path: "/admin/templates", ready: '[data-testid="template-list"]',
    controls: async (page) => {
      const id = await idOf(page, '[data-testid^="template-edit-"]', "template-edit-");
      const before = await templateIds(page);
      return [
        { testId: `template-edit-${id}` }, { testId: `template-fields-${id}` }, { testId: `template-design-${id}` },
        { testId: `template-publish-${id}`, undo: tapAgain(`template-publish-${id}`) },
        { testId: `template-duplicate-${id}`, undo: (p) => deleteTemplateCopy(p, before) },
        { testId: `template-delete-${id}` },
      ];
    },
  },
  {
    path: "/admin/certificates", ready: '[data-testid="certificate-list"] [data-testid^="admin-certificate-"]',
    controls: async (page) => {
      const id = await idOf(page, '[data-testid^="admin-certificate-"]', "admin-certificate-");
      return [{ testId: `certificate-view-${id}` }, { testId: `revoke-${id}` }, { testId: `certificate-delete-${id}` }];
    },
  },
  {
    path: "/admin/users", ready: '[data-testid="user-list"]',
    controls: async (page) => {
      // A user, not an admin (an admin cannot turn their own access off: the tap would only be refused).
      const select = page.locator('select[data-testid^="user-role-"]').filter({ has: page.locator('option[value="user"]:checked') }).first();
      const id = ((await select.getAttribute("data-testid")) ?? "").slice("user-role-".length);
      return [{ testId: `user-role-${id}` }, { testId: `user-active-${id}`, undo: tapAgain(`user-active-${id}`) }];
    },
  },
  {
    path: "/admin/categories", ready: '[data-testid^="category-list-"]',
    controls: async (page) => {
      // The second row: it can move both ways.
      const id = await idOf(page, '[data-testid^="category-edit-"]', "category-edit-", 1);
      return [
        { testId: `category-up-${id}`, undo: tapAgain(`category-down-${id}`) },
        { testId: `category-down-${id}`, undo: tapAgain(`category-up-${id}`) },
        { testId: `category-hidden-${id}`, undo: tapAgain(`category-hidden-${id}`) },
        { testId: `category-edit-${id}` }, { testId: `category-delete-${id}` },
      ];
    },
  },
  {
    path: "/admin/cards", ready: '[data-testid="card-list"] [data-testid^="admin-card-"]',
    controls: async (page) => {
      const id = await idOf(page, '[data-testid^="admin-card-"]', "admin-card-");
      return [{ testId: `card-view-${id}` }, { testId: `card-delete-${id}` }];
    },
  },
  {
    path: "/admin/webhooks", ready: '[data-testid="webhook-list"] [data-testid^="webhook-log-"]',
    controls: async (page) => {
      const id = await idOf(page, '[data-testid^="webhook-log-"]', "webhook-log-");
      return [
        { testId: `webhook-toggle-${id}`, undo: tapAgain(`webhook-toggle-${id}`) },
        { testId: `webhook-log-${id}` }, { testId: `webhook-delete-${id}` },
      ];
    },
  },
  {
    path: "/admin/api-tokens", ready: '[data-testid="api-token-list"] [data-testid^="api-token-revoke-"]',
    controls: async (page) => [{ testId: (await page.locator('[data-testid^="api-token-revoke-"]').first().getAttribute("data-testid"))! }],
  },
];

const templateIds = async (page: Page) =>
  ((await (await page.request.get("/api/admin/templates?pageSize=100")).json()) as { items: { id: string }[] }).items.map((t) => t.id);

/** Deletes the one template the duplicate tap made (not among `before`), through the API. */
async function deleteTemplateCopy(page: Page, before: string[]) {
  const made = (await templateIds(page)).filter((id) => !before.includes(id));
  expect(made).toHaveLength(1);
  // Away from the list first: it shows the copy, and a thumbnail it still asks for (a refetch after
  // the copy was made, a lazy image) would answer 404 once the copy is gone — a console error.
  await page.goto("/certificates/verify"); // a page of ours without thumbnails (same origin: the init script reads localStorage)
  const res = await page.request.delete(`/api/admin/templates/${made[0]}`, { headers: { origin: baseUrl } });
  expect(res.status()).toBeLessThan(300);
  await page.goto("/admin/templates");
  await page.getByTestId("template-list").waitFor();
}

/** What a tap can change on the page without leaving it: the list's text, open dialogs and menus, states. */
const pageState = (page: Page) =>
  page.evaluate(() => {
    const states = [...document.querySelectorAll("main [aria-expanded], main [aria-pressed], main [aria-checked], main input, main select")]
      .map((el) => `${el.getAttribute("aria-expanded")}${el.getAttribute("aria-pressed")}${el.getAttribute("aria-checked")}${(el as HTMLInputElement).checked ?? ""}`);
    // The list itself, not the toasts (a toast of the previous tap fading out is not this tap's effect).
    return `${document.querySelector("main")?.innerText}|${document.querySelectorAll("[role=dialog], [role=alertdialog], [role=menu]").length}|${states.join(",")}`;
  });

/** Taps one control at its centre and checks its own effect; answers what went wrong, or nothing. */
async function tapAndCheck(page: Page, list: AdminList, control: RowControl): Promise<string | undefined> {
  const locator = page.getByTestId(control.testId);
  await locator.waitFor();
  const kind = await locator.evaluate((el) => (el.matches("a[href][target=_blank]") ? "new tab" : el.matches("a[href]") ? "link" : el.matches("select") ? "select" : "button"));
  const href = kind === "link" || kind === "new tab" ? await locator.evaluate((el) => new URL((el as HTMLAnchorElement).href).pathname + new URL((el as HTMLAnchorElement).href).search) : "";
  const before = await pageState(page);
  const at = new URL(page.url()).pathname;
  const opened = kind === "new tab" ? page.context().waitForEvent("page", { timeout: 10_000 }) : undefined;
  await tapCentre(page, locator);
  try {
    if (opened) {
      // A link that opens its page in a new tab: that tab shows the link's address; this one stays.
      const tab = await opened;
      await expect.poll(() => { const u = new URL(tab.url()); return u.pathname + u.search; }, { timeout: 10_000 }).toBe(href);
      await tab.close();
      expect(new URL(page.url()).pathname).toBe(at);
      return;
    }
    if (kind === "link") {
      await expect.poll(() => { const u = new URL(page.url()); return u.pathname + u.search; }, { timeout: 10_000 }).toBe(href);
      await page.goto(list.path);
      await page.locator(list.ready).first().waitFor({ timeout: 30_000 });
      return;
    }
    if (kind === "select") {
      await expect.poll(() => locator.evaluate((el) => document.activeElement === el)).toBe(true);
      await page.keyboard.press("Escape");
      return;
    }
    await expect.poll(() => pageState(page), { timeout: 10_000 }).not.toBe(before);
    expect(new URL(page.url()).pathname, "a row button must not leave the list").toBe(at);
  } catch (e) {
    // Back to the list if the tap went somewhere else (a link laid over the row), for the next control.
    if (new URL(page.url()).pathname !== list.path) {
      await page.goto(list.path);
      await page.locator(list.ready).first().waitFor({ timeout: 30_000 });
    }
    return `${control.testId} (${kind}): ${(e as Error).message.split("\n")[0]}`;
  }
  const overlays = page.locator("[role=dialog]:visible, [role=alertdialog]:visible, [role=menu]:visible");
  if (await overlays.count()) {
    await page.keyboard.press("Escape");
    await expect.poll(() => overlays.count(), { timeout: 10_000 }).toBe(0);
  }
  await page.waitForLoadState("networkidle");
  if (control.undo) {
    await control.undo(page);
    await page.waitForLoadState("networkidle");
  }
  return undefined;
}

describe("admin row controls reached by a finger", () => {
  for (const locale of ["ar", "en"] as const) {
    it(`nothing covers them and a tap at their centre does what they do (${locale})`, async () => {
      const context = await newContext(browser(), baseUrl, { locale, viewport: "mobile", touch: true });
      const page = await context.newPage();
      await reportCspViolations(page);
      let at = "";
      const problems = watchProblems(page, { counts: errorOrCsp, label: () => `${at}: ` });
      await signInAs(page, admin);
      if (locale === "ar") await fixtures(page);
      const covered: Record<string, string[]> = {};
      const missed: string[] = [];
      for (const list of LISTS) {
        await page.goto(list.path);
        await page.locator(list.ready).first().waitFor({ timeout: 30_000 });
        await page.waitForLoadState("networkidle");
        const found = await coveredControls(page);
        if (found.length) covered[list.path] = found;
        for (const control of await list.controls(page)) {
          at = `${list.path} ${control.testId}`;
          const failure = await tapAndCheck(page, list, control);
          if (failure) missed.push(`${list.path} ${failure}`);
        }
      }
      expect(covered).toEqual({});
      expect(missed).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
