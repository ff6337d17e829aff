// Small steps shared by the journeys.
import type { Page } from "playwright-core";
import { expect } from "vitest";

export async function registerUser(page: Page, prefix: string) {
  const n = `${Date.now() % 1e7}${Math.floor(Math.random() * 1000)}`;
  const user = { name: "مستخدم تجريبي", username: `${prefix}_${n}`, email: `${prefix}${n}@example.test`, password: "correct-horse-1" };
  await page.goto("/auth?tab=register");
  for (const [name, value] of Object.entries({ ...user, confirmPassword: user.password })) await page.locator(`form input[name="${name}"]`).fill(value);
  await page.locator("form button[type=submit]").click();
  await expect.poll(() => page.getByTestId("account-menu").count(), { timeout: 15_000 }).toBe(1);
  return user;
}

/** Fetches a URL with the page's cookies and returns status, type and bytes. */
export async function fetchBytes(page: Page, url: string) {
  const res = await page.request.get(url);
  return { status: res.status(), type: res.headers()["content-type"] ?? "", body: await res.body() };
}

export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

export function pdfPageSize(bytes: Buffer): number[] {
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const m = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(bytes.toString("latin1"));
  expect(m).not.toBeNull();
  return m!.slice(1).map(Number);
}

/** axe-core's serious and critical violations on the current page (injected through the DevTools protocol, so the CSP does not apply). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const { readFileSync } = await import("node:fs");
  const { createRequire } = await import("node:module");
  const source = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  await page.evaluate(source);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[]; html: string }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ["violations"] });
  });
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`).join(", ")}`);
}

/** Signs in with the given credentials (the seeded admin: inject("admin")) through the login form. */
export async function signInAs(page: Page, who: { username: string; password: string }) {
  await page.goto("/login");
  // Generous wait: the two cores are shared, and the first load of a fresh context can be slow.
  await page.locator('form input[name="username"]').waitFor({ timeout: 60_000 });
  await page.locator('form input[name="username"]').fill(who.username);
  await page.locator('form input[name="password"]').fill(who.password);
  await page.locator("form button[type=submit]").click();
  await expect.poll(() => page.getByTestId("account-menu").count(), { timeout: 15_000 }).toBe(1);
}

/** A checksum of the editor canvas's pixels inside a box (screen coordinates): has that part of the drawing changed? */
export function canvasChecksum(page: Page, box: { x: number; y: number; width: number; height: number }) {
  return page.getByTestId("editor-canvas").evaluate((c, b) => {
    const canvas = c as HTMLCanvasElement;
    const r = canvas.getBoundingClientRect();
    const k = canvas.width / r.width;
    const data = canvas.getContext("2d")!.getImageData(Math.round((b.x - r.left) * k), Math.round((b.y - r.top) * k), Math.round(b.width * k), Math.round(b.height * k)).data;
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum = (sum * 31 + data[i] + data[i + 1] * 7 + data[i + 2] * 13) % 1_000_000_007;
    return sum;
  }, box);
}
