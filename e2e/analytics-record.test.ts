// Engagement events from a real browser on the server-drawn pages (issue 26 §1): opening a certificate
// page and a card counts one view each (the page posts no /view of its own), LinkedIn's Add to profile
// and a share link reach the server through the enhancement script, the verify page counts a
// verification; headless Chromium's own user agent counts nothing. Clean console, no CSP violation.
// Its own server (a file of its own to read the counts from; ANALYTICS_FLUSH_MS short).
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser, newContext, screenshot } from "./browser.ts";
import { startServer, type RunningServer } from "./server.ts";

let server: RunningServer;
const browser = useBrowser();
let ids: { card: string; cert: { id: string; code: string } };

async function api(pathname: string, body: unknown): Promise<Record<string, string>> {
  const res = await fetch(server.url + pathname, { method: "POST", headers: { "content-type": "application/json", origin: server.url }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${pathname}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, string>;
}
async function sampleValues(templateId: string): Promise<Record<string, string>> {
  const t = (await (await fetch(`${server.url}/api/templates/${templateId}`)).json()) as { fields: { name: string; required: boolean; defaultValue?: string; placeholder?: Record<string, string> }[] };
  return Object.fromEntries(t.fields.filter((f) => f.required).map((f) => [f.name, f.defaultValue || f.placeholder?.ar || "نص"]));
}
const firstTemplate = async (kind: string) => ((await (await fetch(`${server.url}/api/templates?kind=${kind}`)).json()) as { id: string }[])[0].id;

/** { "view": 1, "share:whatsapp": 1, … } of one item, read from the server's SQLite file. */
function counts(itemId: string): Record<string, number> {
  const db = new Database(path.join(server.dataDir, "bitaqa.db"), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("select event, channel, count from analytics_item_days where item_id = ?").all(itemId) as { event: string; channel: string; count: number }[];
    return Object.fromEntries(rows.map((r) => [r.channel ? `${r.event}:${r.channel}` : r.event, r.count]));
  } finally {
    db.close();
  }
}

/** Console errors and CSP violations of a page. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  return problems;
}

beforeAll(async () => {
  server = await startServer({ ANALYTICS_FLUSH_MS: "200" });
  const cardTemplate = await firstTemplate("card");
  const certTemplate = await firstTemplate("certificate");
  const card = await api("/api/cards", { templateId: cardTemplate, values: await sampleValues(cardTemplate) });
  const cert = await api("/api/certificates", { templateId: certTemplate, recipientName: "سارة أحمد", values: await sampleValues(certTemplate) });
  ids = { card: card.id, cert: { id: cert.id, code: cert.code } };
});
afterAll(async () => {
  await server?.stop();
});

describe("analytics from the browser", () => {
  it("a person's visits, shares, LinkedIn click and verification are counted once each", async () => {
    const context = await newContext(browser(), server.url, { locale: "en" });
    const page = await context.newPage();
    const problems = watch(page);
    const posted: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posted.push(new URL(r.url()).pathname);
    });
    await page.goto(`/certificate/${ids.cert.id}`);
    await page.waitForLoadState("networkidle");
    // Links open in a new tab; the beacon goes from this page first.
    const popup = (selector: string) => Promise.all([context.waitForEvent("page").then((p) => p.close()), page.click(selector)]);
    await popup('[data-testid="linkedin-add"]');
    await popup('[data-testid="share-whatsapp"]');
    await screenshot(page, "analytics-certificate-en");
    await page.goto(`/view/${ids.card}`);
    await page.waitForLoadState("networkidle");
    await page.goto(`/certificates/verify/${ids.cert.code}`);
    await page.waitForLoadState("networkidle");
    expect(posted.filter((p) => p.endsWith("/view"))).toEqual([]);
    expect(posted.filter((p) => p.endsWith("/share"))).toHaveLength(2);
    await expect.poll(() => counts(ids.cert.id), { timeout: 10_000 }).toEqual({ issued: 1, view: 1, linkedin: 1, "share:whatsapp": 1, "verify:page": 1 });
    await expect.poll(() => counts(ids.card), { timeout: 10_000 }).toEqual({ issued: 1, view: 1 });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("headless Chromium's own user agent is a program: its visit counts nothing", async () => {
    const context = await browser().newContext({ baseURL: server.url });
    const page = await context.newPage();
    expect(await page.evaluate(() => navigator.userAgent)).toContain("HeadlessChrome");
    const before = counts(ids.card).view ?? 0;
    await page.goto(`/view/${ids.card}`);
    await page.waitForLoadState("networkidle");
    await new Promise((r) => setTimeout(r, 600)); // three flush intervals
    expect(counts(ids.card).view ?? 0).toBe(before);
    await context.close();
  });
});
