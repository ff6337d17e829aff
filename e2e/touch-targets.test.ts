// Tap targets on a phone (390×844, touch) in the signed-in lists: My cards, My certificates, the
// profile, and the admin lists an admin may open on a phone (templates, certificates, users,
// categories). Every visible interactive element of the page (header and content: buttons, links,
// menu triggers, pagination, checkboxes through their label, selects, inputs) must offer a hit box
// of at least 44×44 CSS px (the project's rule; Apple HIG, WCAG 2.5.5) — in Arabic and in English,
// with a clean console, and nothing may cover a control's centre (elementFromPoint, e2e/reach.ts; the
// taps themselves: admin-row-taps.test.ts). The failures are listed by accessible name.
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { errorOrCsp, newContext, reportCspViolations, screenshot, useBrowser, watchProblems } from "./browser.ts";
import { registerUser, signInAs } from "./helpers.ts";
import { coveredControls } from "./reach.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const MIN = 44;
const browser = useBrowser();

/**
 * The interactive elements a finger can reach, each with its hit box: a checkbox or radio counts by
 * the label that wraps it (tapping the label toggles it), an element hidden from everyone (display,
 * visibility, sr-only clip, aria-hidden, inert) not at all. Outside `main`, `header` and an open
 * dialog or menu (the footer's text links) the rule is not asserted.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = "a[href], button, select, input:not([type=hidden]), textarea, summary, [role=button], [role=checkbox], [role=switch], [role=tab], [role=combobox], [role=menuitem]";
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return false; // sr-only (1×1, clipped)
      if (el.closest("[aria-hidden=true], [inert]")) return false;
      return el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    };
    const nameOf = (el: Element) =>
      (el.getAttribute("aria-label") || (el as HTMLElement).innerText || el.getAttribute("title") || el.getAttribute("placeholder") || el.getAttribute("name") || el.tagName).trim().replace(/\s+/g, " ").slice(0, 60);
    const out: string[] = [];
    for (const scope of document.querySelectorAll("header, main, [role=dialog], [role=alertdialog], [role=menu]")) {
      for (const el of scope.querySelectorAll(selector)) {
        const toggle = el.matches("input[type=checkbox], input[type=radio], [role=checkbox]");
        const label = toggle ? (el.closest("label") ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null)) : null;
        const target = label ?? el;
        if (!shown(target)) continue;
        const r = target.getBoundingClientRect();
        if (r.width < min - 0.5 || r.height < min - 0.5) out.push(`${el.tagName.toLowerCase()} "${nameOf(label ?? el)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return [...new Set(out)];
  }, MIN);
}

type Locale = "ar" | "en";
/** An overlay the page opens (a menu, a dialog): measured too, then closed with Escape. */
interface Overlay { name: string; open: (page: Page) => Promise<void> }
interface Visit { path: string; ready: string; shot: string; overlays?: Overlay[] }

const accountMenu: Overlay = {
  name: "account menu",
  open: async (page) => {
    await page.getByTestId("account-menu").click();
    await page.getByRole("menu").waitFor();
  },
};

const USER_PAGES: Visit[] = [
  {
    path: "/user/cards", ready: '[data-testid="user-cards"]', shot: "user-cards",
    overlays: [accountMenu, { name: "delete dialog", open: (page) => page.getByTestId("delete-card").first().click().then(() => page.getByTestId("confirm-delete").waitFor()) }],
  },
  {
    path: "/user/certificates", ready: '[data-testid="user-certificates"]', shot: "user-certificates",
    overlays: [{ name: "share dialog", open: (page) => page.getByTestId("share-certificate").first().click().then(() => page.getByTestId("share-panel").waitFor()) }],
  },
  { path: "/user/profile", ready: '[data-testid="profile-form"]', shot: "user-profile" },
];
const ADMIN_PAGES: Visit[] = [
  { path: "/admin/templates", ready: '[data-testid="template-list"]', shot: "admin-templates" },
  { path: "/admin/certificates", ready: '[data-testid="certificate-list"]', shot: "admin-certificates" },
  { path: "/admin/users", ready: '[data-testid="user-list"]', shot: "admin-users" },
  { path: "/admin/categories", ready: '[data-testid^="category-list-"]', shot: "admin-categories" },
];

/** A new user with one card and one certificate of their own (the API, with the page's session). */
async function userWithCardAndCertificate(page: Page) {
  await registerUser(page, "touch");
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data, headers: { origin: baseUrl } });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  };
  const first = async (kind: string) => ((await (await page.request.get(`/api/templates?kind=${kind}`)).json()) as { id: string }[])[0].id;
  const required = async (id: string) => {
    const tpl = (await (await page.request.get(`/api/templates/${id}`)).json()) as { fields: { name: string; type: string; required: boolean; defaultValue?: string }[] };
    return Object.fromEntries(tpl.fields.filter((f) => f.required || f.name === "recipientName").map((f) => [f.name, f.type === "date" ? "2026-03-20" : f.defaultValue || "سارة أحمد"]));
  };
  const card = await first("card");
  await post("/api/cards", { templateId: card, values: await required(card) });
  const cert = await first("certificate");
  await post("/api/certificates", { templateId: cert, values: await required(cert) });
}

/** Visits each page on a phone in one language; answers the undersized targets per page and the console problems. */
async function visitAll(locale: Locale, pages: Visit[], signIn: (page: Page) => Promise<void>) {
  const context = await newContext(browser(), baseUrl, { locale, viewport: "mobile", touch: true });
  const page = await context.newPage();
  await reportCspViolations(page);
  let at = "";
  const problems = watchProblems(page, { counts: errorOrCsp, label: () => `${at}: ` });
  await signIn(page);
  expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches), "the context is a touch phone").toBe(true);
  const small: Record<string, string[]> = {};
  const covered: Record<string, string[]> = {};
  for (const visit of pages) {
    at = `${locale} ${visit.path}`;
    await page.goto(visit.path);
    await page.locator(visit.ready).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    const found = await smallTargets(page);
    if (found.length) small[at] = found;
    // Big enough is not enough: nothing may lie over a control's centre (a full-row link once did).
    const under = await coveredControls(page);
    if (under.length) covered[at] = under;
    await screenshot(page, `touch-${visit.shot}-${locale}-phone`);
    for (const overlay of visit.overlays ?? []) {
      at = `${locale} ${visit.path} ${overlay.name}`;
      await overlay.open(page);
      await page.waitForTimeout(300); // the opening animation: measure the settled boxes
      const inOverlay = (await smallTargets(page)).filter((f) => !found.includes(f));
      if (inOverlay.length) small[at] = inOverlay;
      const underOverlay = await coveredControls(page, "[role=dialog], [role=alertdialog], [role=menu]");
      if (underOverlay.length) covered[at] = underOverlay;
      // The overlay as the phone shows it (a full-page capture would tear the fixed layers apart).
      await page.screenshot({ path: new URL(`./screenshots/touch-${visit.shot}-${locale}-phone-${overlay.name.replace(/ /g, "-")}.png`, import.meta.url).pathname });
      await page.keyboard.press("Escape");
      await page.locator("[role=dialog], [role=alertdialog], [role=menu]").first().waitFor({ state: "detached" });
    }
  }
  await context.close();
  return { small, covered, problems };
}

describe("touch targets ≥ 44 px on a phone", () => {
  for (const locale of ["ar", "en"] as const) {
    it(`the user's lists and profile (${locale})`, async () => {
      const { small, covered, problems } = await visitAll(locale, USER_PAGES, userWithCardAndCertificate);
      expect(small).toEqual({});
      expect(covered).toEqual({});
      expect(problems).toEqual([]);
    });

    it(`the admin lists (${locale})`, async () => {
      const { small, covered, problems } = await visitAll(locale, ADMIN_PAGES, (page) => signInAs(page, admin));
      expect(small).toEqual({});
      expect(covered).toEqual({});
      expect(problems).toEqual([]);
    });
  }

  it("keeps the compact look on a desktop (1440×900, a mouse)", async () => {
    const context = await newContext(browser(), baseUrl, { locale: "en" });
    const page = await context.newPage();
    const problems = watchProblems(page, { counts: errorOrCsp });
    await userWithCardAndCertificate(page);
    await page.goto("/user/cards");
    const edit = page.getByTestId("edit-card").first();
    await edit.waitFor();
    // The row's buttons stay small where a mouse points: the touch size is for coarse pointers only.
    expect((await edit.boundingBox())!.height).toBeLessThan(MIN);
    await screenshot(page, "touch-user-cards-en-desktop");
    expect(problems).toEqual([]);
    await context.close();
  });
});
