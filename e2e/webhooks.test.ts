// Issue 26 §2/§3 journey: an admin (ar, 1440×900) registers a webhook endpoint — a real receiver on
// loopback that verifies signatures with the Standard Webhooks library — copies its secret, issues a
// certificate with an expiry date, and sees the delivery in the endpoint's log, sends a test event,
// then finds the certificate under "expiring within 30 days" on the dashboard; the same pages on a
// phone (en, 390×844, touch). Clean console throughout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser, newContext, reportCspViolations, screenshot, watchProblems } from "./browser.ts";
import { signInAs } from "./helpers.ts";
import { startServer, type RunningServer } from "./server.ts";
import { startReceiver, type Receiver } from "../server/webhooks/test/receiver.ts";

let server: RunningServer;
const browser = useBrowser();
let receiver: Receiver;

beforeAll(async () => {
  server = await startServer({ WEBHOOK_ALLOW_PRIVATE: "true" });
  receiver = await startReceiver();
});
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

function watch(page: Page): () => string[] {
  void reportCspViolations(page);
  const problems = watchProblems(page);
  return () => problems;
}

describe("webhooks and expiry reminders in the admin console", () => {
  it("registers an endpoint, receives signed deliveries, shows the log and expiring certificates", async () => {
    const context = await newContext(browser(), server.url, { locale: "ar" });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    const page = await context.newPage();
    const problems = watch(page);
    await signInAs(page, server.admin);

    await page.goto("/admin/webhooks");
    await page.getByTestId("webhook-create").click();
    await page.getByTestId("webhook-submit").click();
    await expect.poll(() => page.locator("#webhook-url-error").textContent()).toBeTruthy(); // empty URL: a translated error, nothing stored
    await page.getByTestId("webhook-url").fill(receiver.url);
    await page.getByTestId("webhook-description").fill("نظام إدارة التعلم");
    await page.getByTestId("webhook-event-bulk.completed").check();
    await screenshot(page, "webhooks-create-ar");
    await page.getByTestId("webhook-submit").click();
    const secret = (await page.getByTestId("webhook-secret").textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    receiver.secret = secret;
    await screenshot(page, "webhooks-secret-ar");
    await page.getByTestId("webhook-done").click();
    await page.getByTestId("webhook-list").waitFor();

    // A certificate issued by the admin, expiring in ten days.
    const issued = await page.evaluate(async () => {
      const templates = (await (await fetch("/api/templates?kind=certificate")).json()) as { id: string }[];
      for (const tpl of templates) {
        const detail = (await (await fetch(`/api/templates/${tpl.id}`)).json()) as { fields: { name: string; type: string; required?: boolean }[] };
        const values: Record<string, string> = {};
        for (const f of detail.fields) if (f.required || f.name === "recipientName") values[f.name] = f.type === "date" ? "2026-03-20" : "سارة أحمد";
        const res = await fetch("/api/certificates", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ templateId: tpl.id, values, expiresAt: new Date(Date.now() + 10 * 86_400_000).toISOString() }) });
        if (res.status === 201) return (await res.json()) as { id: string };
      }
      throw new Error("no certificate template accepted the values");
    });
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
    expect(receiver.received[0]).toMatchObject({ type: "certificate.issued", signatureValid: true, data: { certificate: { id: issued.id } } });

    const endpointId = await page.locator("[data-testid^=webhook-log-]").first().getAttribute("data-testid");
    await page.locator("[data-testid^=webhook-test-]").first().click();
    await expect.poll(() => receiver.received.some((r) => r.type === "webhook.test"), { timeout: 20_000 }).toBe(true);
    await page.getByTestId(endpointId!).click();
    await page.getByTestId("webhook-deliveries").waitFor();
    await expect.poll(async () => page.locator("[data-testid^=webhook-delivery-state-]").allInnerTexts(), { timeout: 20_000 }).toEqual(["سُلّم", "سُلّم"]);
    await screenshot(page, "webhooks-log-ar");
    // Issue 36 §3: each delivery keeps its attempts; opening the history lists them.
    const history = page.locator("[data-testid^=webhook-delivery-history-]").first();
    await history.locator("summary").click();
    await expect.poll(() => history.locator("li").allInnerTexts()).toEqual([expect.stringMatching(/^المحاولة 1 · .+ · HTTP 20\d/)]);
    await screenshot(page, "webhooks-history-ar");

    await page.goto("/admin/dashboard");
    await page.getByTestId(`expiring-${issued.id}`).waitFor();
    await screenshot(page, "dashboard-expiring-ar");
    await page.goto("/admin/settings");
    expect(problems()).toEqual([]);
    await context.close();

    // The same pages on a phone, in English, by touch.
    const phoneContext = await browser().newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await phoneContext.addCookies([{ name: "locale", value: "en", url: server.url }]);
    await phoneContext.addInitScript(() => localStorage.setItem("locale", "en"));
    const phone = await phoneContext.newPage();
    const phoneProblems = watch(phone);
    await signInAs(phone, server.admin);
    await phone.goto("/admin/webhooks");
    await phone.getByTestId("webhook-list").waitFor();
    // The switch is tapped through its 44 px target (the label around it).
    await phone.locator("[data-testid^=webhook-toggle-target-]").first().tap();
    await expect.poll(() => phone.locator("[data-testid^=webhook-status-]").first().textContent()).toBe("Off");
    for (const button of await phone.locator("[data-testid^=webhook-] a, [data-testid^=webhook-] button:not([role=switch]), [data-testid^=webhook-toggle-target-]").all()) {
      const box = await button.boundingBox();
      if (box && box.width > 0) expect(box.height, await button.textContent() ?? "").toBeGreaterThanOrEqual(44);
    }
    await screenshot(phone, "webhooks-list-en-phone");
    await phone.goto("/admin/dashboard");
    await phone.getByTestId("upcoming-expiries").waitFor();
    await screenshot(phone, "dashboard-expiring-en-phone");
    expect(phoneProblems()).toEqual([]);
    await phoneContext.close();
  });
});
