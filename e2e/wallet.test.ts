// Issue 25 §3 "Add to wallet" on the server-drawn certificate page, as its owner sees it (ar RTL and
// en LTR, phone 390×844 with touch and desktop 1440×900): the button, then the QR code (decoded from
// the screenshot: it is the offer link), the PIN and the open-in-wallet link; touch targets ≥ 44 px;
// no console error or CSP violation. A visitor sees no such block.
import { beforeAll, describe, expect, inject, it } from "vitest";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { errorOrCsp, useBrowser, newContext, screenshot, watchProblems } from "./browser.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();
let cert: { id: string };
let sessionCookie: { name: string; value: string };

beforeAll(async () => {
  const login = await fetch(`${baseUrl}/api/login`, { method: "POST", headers: { "content-type": "application/json", origin: baseUrl }, body: JSON.stringify(admin) });
  const [name, value] = (login.headers.get("set-cookie") ?? "").split(";")[0].split("=");
  sessionCookie = { name, value };
  const templates = (await (await fetch(`${baseUrl}/api/templates?kind=certificate`)).json()) as { id: string }[];
  const template = (await (await fetch(`${baseUrl}/api/templates/${templates[0].id}`)).json()) as { fields: { name: string; required: boolean; defaultValue?: string; placeholder?: Record<string, string> }[] };
  const values = Object.fromEntries(template.fields.filter((f) => f.required).map((f) => [f.name, f.defaultValue || f.placeholder?.ar || "نص"]));
  const res = await fetch(`${baseUrl}/api/certificates`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, cookie: `${name}=${value}` },
    body: JSON.stringify({ templateId: templates[0].id, recipientName: "سارة أحمد العتيبي", values }),
  });
  expect(res.status).toBe(201);
  cert = (await res.json()) as { id: string };
});

describe("Add to wallet on the certificate page", () => {
  for (const locale of ["ar", "en"] as const) {
    for (const viewport of ["mobile", "desktop"] as const) {
      it(`${locale} ${viewport}: the owner gets a QR code (the offer link) and a PIN`, async () => {
        const context = await newContext(browser(), baseUrl, { locale, viewport, touch: viewport === "mobile" });
        await context.addCookies([{ ...sessionCookie, url: baseUrl }]);
        const page = await context.newPage();
        const errors = watchProblems(page, { counts: errorOrCsp });

        await page.goto(`/certificate/${cert.id}`);
        expect(await page.getAttribute("html", "dir")).toBe(locale === "ar" ? "rtl" : "ltr");
        const start = page.getByTestId("wallet-start");
        await start.scrollIntoViewIfNeeded();
        await start.click();
        await page.getByTestId("wallet-pin").waitFor({ timeout: 30_000 });
        expect(await page.getByTestId("wallet-pin").textContent()).toMatch(/^\d{6}$/);

        // The QR code as a person's camera sees it.
        const qr = page.getByTestId("wallet-qr");
        const offer = (await qr.getAttribute("data-offer"))!;
        expect(offer).toMatch(/^openid-credential-offer:\/\/\?credential_offer_uri=/);
        const png = PNG.sync.read(await qr.screenshot());
        expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(offer);
        expect(await page.getByTestId("wallet-open").getAttribute("href")).toBe(offer);

        // Touch targets of the block.
        for (const target of await page.locator('[data-testid="add-to-wallet"] :is(a, button)').all()) {
          const box = (await target.boundingBox())!;
          expect(box.height, await target.textContent() ?? "").toBeGreaterThanOrEqual(44);
          expect(box.width).toBeGreaterThanOrEqual(44);
        }
        await page.getByTestId("add-to-wallet").screenshot({ path: new URL(`./screenshots/wallet-block-${locale}-${viewport}.png`, import.meta.url).pathname });
        await screenshot(page, `wallet-page-${locale}-${viewport}`);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it("a visitor sees no Add to wallet block", async () => {
    const context = await browser().newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await page.goto(`/certificate/${cert.id}?wallet=1`);
    await page.getByTestId("certificate-code").waitFor();
    expect(await page.getByTestId("add-to-wallet").count()).toBe(0);
    await context.close();
  });
});
