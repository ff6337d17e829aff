// Security round 4, L10 in Chromium: a visitor's certificate whose recipient name and typed issuer carry
// U+202E (RIGHT-TO-LEFT OVERRIDE). On the server-drawn certificate and verify pages, in ar (rtl) and en
// (ltr), on a phone (touch, 390×844) and a desktop: the name is the text of a <bdi> (the subtitle
// "مُنحت إلى {name}" too), the words of the sentence stay on their side of it, the tab title, og tags
// and image alt hold no bidi control, and the console stays clean (errors and CSP).
import { describe, expect, inject, it } from "vitest";
import { errorOrCsp, newContext, reportCspViolations, screenshot, useBrowser, watchProblems } from "./browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const NAME = "Sara \u202Efdp.exe";
const CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

async function visitorCertificate(): Promise<{ id: string; code: string }> {
  const templateId = ((await (await fetch(`${baseUrl}/api/templates?kind=certificate`)).json()) as { id: string }[])[0].id;
  const fields = ((await (await fetch(`${baseUrl}/api/templates/${templateId}`)).json()) as { fields: { name: string }[] }).fields.map((f) => f.name);
  const subject = fields.includes("course") ? "course" : "reason";
  const values = { recipientName: NAME, [subject]: "UX", ...(fields.includes("issuerName") && { issuerName: "Harvard \u202Eytisrevinu" }) };
  const res = await fetch(`${baseUrl}/api/certificates`, { method: "POST", headers: { "content-type": "application/json", origin: baseUrl }, body: JSON.stringify({ templateId, values }) });
  if (!res.ok) throw new Error(`issue: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; code: string };
}

describe("names with bidi controls in Chromium", () => {
  it("are isolated in page text and absent from title, og tags and alt (ar/en, phone/desktop)", async () => {
    const cert = await visitorCertificate();
    const problems: string[] = [];
    for (const locale of ["ar", "en"] as const) {
      for (const look of [{ viewport: "mobile" as const, touch: true }, { viewport: "desktop" as const, touch: false }]) {
        const context = await newContext(browser(), baseUrl, { locale, ...look });
        const page = await context.newPage();
        await reportCspViolations(page);
        const label = `${locale}-${look.touch ? "phone" : "desktop"}`;
        watchProblems(page, { counts: errorOrCsp, label: () => `${label}: `, into: problems });
        for (const [name, path] of [["certificate", `/certificate/${cert.id}`], ["verify", `/certificates/verify/${cert.code}`]] as const) {
          await page.goto(path);
          await page.locator("h1").first().waitFor();
          const facts = await page.evaluate(() => ({
            title: document.title,
            meta: [...document.querySelectorAll("meta[content]")].map((m) => m.getAttribute("content") ?? ""),
            alts: [...document.images].map((i) => i.alt),
            bdis: [...document.querySelectorAll("bdi")].map((b) => b.textContent ?? ""),
          }));
          for (const text of [facts.title, ...facts.meta, ...facts.alts]) expect(CONTROLS.test(text), `${label} ${name}: ${JSON.stringify(text)}`).toBe(false);
          expect(facts.bdis, `${label} ${name}`).toContain(NAME);
          if (name === "certificate") {
            // The subtitle's own words sit before the name in reading order: right of it in Arabic, left in English.
            const subtitle = page.locator("p", { has: page.locator("bdi", { hasText: "Sara" }) }).first();
            const sides = await subtitle.evaluate((p) => {
              const bdi = p.querySelector("bdi")!.getBoundingClientRect();
              const range = document.createRange();
              range.setStart(p.firstChild!, 0);
              range.setEnd(p.firstChild!, (p.firstChild!.textContent ?? "").trim().length);
              const words = range.getBoundingClientRect();
              return { wordsLeft: words.left, wordsRight: words.right, bdiLeft: bdi.left, bdiRight: bdi.right, text: p.textContent };
            });
            if (locale === "ar") expect(sides.wordsLeft, JSON.stringify(sides)).toBeGreaterThanOrEqual(sides.bdiRight - 1);
            else expect(sides.wordsRight, JSON.stringify(sides)).toBeLessThanOrEqual(sides.bdiLeft + 1);
          }
          await screenshot(page, `bidi-${name}-${label}`);
        }
        await context.close();
      }
    }
    expect(problems).toEqual([]);
  });
});
