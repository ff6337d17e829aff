// Issue 26 §1 journey: a certificate is issued, a person opens its page, shares it (copy link) and
// verifies it; then the admin dashboard's chart and its table show those events — in Arabic on a
// 1440×900 screen and in English on a 390×844 touch phone, light and dark, with a clean console
// (no error, no CSP violation) and ≥ 44 px targets. Its own server, so the counts are exactly ours.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser, newContext, reportCspViolations, screenshot, watchProblems } from "./browser.ts";
import { signInAs } from "./helpers.ts";
import { startServer, type RunningServer } from "./server.ts";

let server: RunningServer;
const browser = useBrowser();

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** The page's uncaught errors, console errors and CSP violations, as a live list. */
async function watch(page: Page): Promise<string[]> {
  await reportCspViolations(page);
  return watchProblems(page);
}

const phoneContext = (locale: "ar" | "en") => newContext(browser(), server.url, { locale, viewport: "mobile", touch: true });

/** Light or dark through the header's switch (the admin's saved preference may be either). */
async function showTheme(page: Page, theme: "light" | "dark") {
  const dark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
  if ((await dark()) !== (theme === "dark")) await page.locator('[data-testid="theme-toggle"]:visible').first().click();
  await expect.poll(dark).toBe(theme === "dark");
}

/** Today's row of the "events over time" table, as the page shows it (header cell → number). */
async function todaysRow(page: Page): Promise<Record<string, number>> {
  const table = page.getByTestId("chart-over-time-table");
  const headers = await table.locator("thead th").allInnerTexts();
  const cells = await table.locator("tbody tr").last().locator("th, td").allInnerTexts();
  return Object.fromEntries(headers.slice(1).map((h, i) => [h.trim(), Number(cells[i + 1].replace(/[^\d]/g, ""))]));
}

async function everyTargetAtLeast44(page: Page, scope: string) {
  for (const el of await page.locator(`${scope} button:visible, ${scope} a:visible, ${scope} select:visible, ${scope} label:has(input[type=checkbox]):visible`).all()) {
    const box = await el.boundingBox();
    if (box && box.width > 0) expect(box.height, (await el.textContent()) ?? "").toBeGreaterThanOrEqual(44);
  }
}

/** Opens the dashboard for the last 7 days and waits until the recorded events have reached it (recording is batched). */
async function openDashboard(page: Page, expected: { view: number; share: number; verify: number }) {
  await page.goto("/admin/analytics?range=7");
  await page.getByTestId("analytics-body").or(page.getByTestId("analytics-empty")).waitFor({ timeout: 30_000 });
  await expect
    .poll(
      async () => {
        const ok = await page.getByTestId("total-verify-value").innerText().catch(() => "0");
        if (Number(ok) >= expected.verify) return true;
        await page.getByTestId("analytics-refresh").click();
        await page.waitForTimeout(500);
        return false;
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toBe(true);
}

describe("engagement analytics journey", () => {
  it("issue, open, share, verify a certificate; the dashboard's chart and table show those events", async () => {
    // 1. A visitor issues a certificate (the form's own request).
    const visitor = await newContext(browser(), server.url, { locale: "ar" });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/");
    const issued = await visitorPage.evaluate(async () => {
      const templates = (await (await fetch("/api/templates?kind=certificate")).json()) as { id: string }[];
      for (const tpl of templates) {
        const detail = (await (await fetch(`/api/templates/${tpl.id}`)).json()) as { fields: { name: string; type: string; required?: boolean }[] };
        const values: Record<string, string> = {};
        for (const f of detail.fields) if (f.required || f.name === "recipientName") values[f.name] = f.type === "date" ? "2026-03-20" : "ليلى حسن";
        const res = await fetch("/api/certificates", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ templateId: tpl.id, values }) });
        if (res.status === 201) return (await res.json()) as { id: string; code: string };
      }
      throw new Error("no certificate template accepted the values");
    });
    await visitor.close();

    // 2–4. A person opens its page, copies its link, and verifies it.
    const person = await phoneContext("en");
    await person.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    const personPage = await person.newPage();
    const personProblems = await watch(personPage);
    await personPage.goto(`/certificate/${issued.id}`);
    await personPage.getByTestId("share-copy").first().click();
    await personPage.goto(`/certificates/verify/${issued.code}`);
    await expect.poll(() => personPage.getByTestId("verify-status").getAttribute("data-status").catch(() => null), { timeout: 15_000 }).toBe("valid");
    expect(personProblems).toEqual([]);
    await person.close();

    // 5. The admin, in Arabic on a wide screen: chart, then the same numbers as a table.
    const desk = await newContext(browser(), server.url, { locale: "ar" });
    const page = await desk.newPage();
    const problems = await watch(page);
    await signInAs(page, server.admin);
    await openDashboard(page, { view: 1, share: 1, verify: 1 });
    for (const theme of ["light", "dark"] as const) {
      await showTheme(page, theme);
      await page.getByTestId("time-series").locator("svg[role=img]").waitFor();
      // Right to left: the count axis stands on the right of the chart.
      const axis = await page.locator('[data-testid="time-series"] .visx-axis-right').count();
      expect(axis).toBe(1);
      await screenshot(page, `analytics-ar-desktop-${theme}`);
    }
    expect(await page.getByTestId("total-issued-value").innerText()).toBe("1");
    expect(await page.getByTestId("total-share-value").innerText()).toBe("1");
    await page.getByTestId("chart-over-time-toggle").click();
    const arRow = await todaysRow(page);
    expect(arRow["الإصدار"]).toBe(1);
    expect(arRow["المشاهدات"]).toBeGreaterThanOrEqual(1);
    expect(arRow["المشاركات"]).toBe(1);
    expect(arRow["عمليات التحقق"]).toBe(1);
    await screenshot(page, "analytics-ar-desktop-table-dark");
    expect(problems).toEqual([]);
    await desk.close();

    // 6. The same in English on a phone, by touch, light and dark.
    const phone = await phoneContext("en");
    const phonePage = await phone.newPage();
    const phoneProblems = await watch(phonePage);
    await signInAs(phonePage, server.admin);
    await openDashboard(phonePage, { view: 1, share: 1, verify: 1 });
    for (const theme of ["light", "dark"] as const) {
      await showTheme(phonePage, theme);
      await phonePage.locator('[data-testid="time-series"] .visx-axis-left').waitFor();
      const svg = await phonePage.getByTestId("time-series").locator("svg[role=img]").boundingBox();
      expect(svg!.width).toBeLessThanOrEqual(390);
      await everyTargetAtLeast44(phonePage, '[data-testid="admin-analytics"]');
      await screenshot(phonePage, `analytics-en-phone-${theme}`);
    }
    await phonePage.getByTestId("chart-over-time-toggle").tap();
    const enRow = await todaysRow(phonePage);
    expect(enRow).toMatchObject({ Issued: 1, Shares: 1, Verifications: 1 });
    expect(enRow.Views).toBeGreaterThanOrEqual(1);
    await screenshot(phonePage, "analytics-en-phone-table-dark");
    expect(phoneProblems).toEqual([]);
    await phone.close();
  });
});
