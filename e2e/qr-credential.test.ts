// Issue 34 in Chromium: a seeded certificate template's PNG, at the size it is served, carries a QR
// whose link opens our page, which shows the signed name from the link itself — with JavaScript off
// too — and refuses the same link with one character changed. ar RTL / en LTR, phone 390×844 with
// touch and desktop 1440×900; no console error or CSP violation.
import { beforeAll, describe, expect, inject, it } from "vitest";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { errorOrCsp, useBrowser, newContext, screenshot, watchProblems } from "./browser.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();
const NAME = "عبدُ الرَّحمنِ بنُ محمّدِ بنِ عبدِ اللهِ آلِ الشَّيخِ";
let link = "";

function decodeQr(bytes: Buffer): string | null {
  const png = PNG.sync.read(bytes);
  return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength), png.width, png.height)?.data ?? null;
}

beforeAll(async () => {
  const login = await fetch(`${baseUrl}/api/login`, { method: "POST", headers: { "content-type": "application/json", origin: baseUrl }, body: JSON.stringify(admin) });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const templates = (await (await fetch(`${baseUrl}/api/templates?kind=certificate`)).json()) as { id: string }[];
  const template = (await (await fetch(`${baseUrl}/api/templates/${templates[0].id}`)).json()) as { fields: { name: string; required: boolean; defaultValue?: string; placeholder?: Record<string, string> }[] };
  const values = Object.fromEntries(template.fields.filter((f) => f.required).map((f) => [f.name, f.defaultValue || f.placeholder?.ar || "نص"]));
  const res = await fetch(`${baseUrl}/api/certificates`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, cookie },
    body: JSON.stringify({ templateId: templates[0].id, recipientName: NAME, values: { ...values, recipientName: NAME } }),
  });
  expect(res.status).toBe(201);
  const cert = (await res.json()) as { imageUrl: string };
  // The PNG as the certificate page links it (the template's own size).
  const png = Buffer.from(await (await fetch(`${baseUrl}${cert.imageUrl}`)).arrayBuffer());
  if (process.env.QR_PROBE) (await import("node:fs")).writeFileSync(process.env.QR_PROBE, png);
  link = decodeQr(png) ?? "";
  expect(link).toMatch(/\/V\/VC1-B[A-Z2-7]+$/);
});

describe("the printed QR opens a page that proves the certificate", () => {
  for (const locale of ["ar", "en"] as const) {
    for (const viewport of ["mobile", "desktop"] as const) {
      it(`${locale} ${viewport}: the name from the link, verified; one character changed is refused`, async () => {
        const context = await newContext(browser(), baseUrl, { locale, viewport, touch: viewport === "mobile" });
        const page = await context.newPage();
        const problems = watchProblems(page, { counts: errorOrCsp });
        // The camera opens the link as printed (scheme and host upper case).
        await page.goto(link.replace(/^HTTP:\/\/[^/]+/i, baseUrl));
        expect(await page.getAttribute("html", "dir")).toBe(locale === "ar" ? "rtl" : "ltr");
        const result = page.getByTestId("qr-verify-result");
        await expect.poll(() => result.getAttribute("data-result")).toBe("verified");
        expect(await page.getByTestId("qr-fact-recipient").innerText()).toBe(NAME);
        await screenshot(page, `qr-credential-${locale}-${viewport}-verified`);

        const payload = link.slice(link.lastIndexOf("/") + 1);
        const i = Math.floor(payload.length / 2);
        await page.goto(`/V/${payload.slice(0, i)}${payload[i] === "A" ? "B" : "A"}${payload.slice(i + 1)}`);
        await expect.poll(() => result.getAttribute("data-result")).not.toBe("verified");
        expect(await page.getByTestId("qr-fact-recipient").count()).toBe(0);
        await screenshot(page, `qr-credential-${locale}-${viewport}-tampered`);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  it("verifies with JavaScript off (the server draws the answer)", async () => {
    const context = await browser().newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(link.replace(/^HTTP:\/\/[^/]+/i, baseUrl));
    expect(await page.getByTestId("qr-verify-result").getAttribute("data-result")).toBe("verified");
    expect(await page.getByTestId("qr-fact-recipient").innerText()).toBe(NAME);
    await context.close();
  });
});
