// The integration API reference at /api/docs in a real browser: Swagger UI loads from this origin
// under the app's CSP (no violation reported), lists the /api/v1 and /vc-api operations from
// /api/openapi.json, and "Try it out" sends the documented example to the server and shows 200.
import { describe, expect, inject, it } from "vitest";
import { errorOrCsp, useBrowser, newContext, screenshot, watchProblems } from "./browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();


describe("API reference page", () => {
  for (const viewport of ["desktop", "mobile"] as const) {
    it(`renders under the CSP and runs an example (${viewport})`, async () => {
      const context = await newContext(browser(), baseUrl, { viewport });
      const page = await context.newPage();
      const problems = watchProblems(page, { counts: (m) => errorOrCsp(m) || /Refused to/i.test(m.text()) });
      const outside: string[] = [];
      page.on("request", (r) => {
        if (!r.url().startsWith(baseUrl) && !r.url().startsWith("data:")) outside.push(r.url());
      });

      await page.goto("/api/docs");
      await page.locator(".opblock-summary-path", { hasText: "/vc-api/credentials/verify" }).waitFor();
      const paths = await page.locator(".opblock-summary-path").allInnerTexts();
      for (const path of ["/api/v1/certificates", "/vc-api/credentials/issue", "/vc-api/credentials/verify", "/vc-api/presentations/verify"]) {
        expect(paths.map((p) => p.replace(/\u200b/g, ""))).toContain(path);
      }
      if (viewport === "desktop") await screenshot(page, "api-docs-desktop");

      // Open "verify a credential", try the documented example against this server.
      const verify = page.locator(".opblock", { has: page.locator(".opblock-summary-path", { hasText: "/vc-api/credentials/verify" }) });
      await verify.locator(".opblock-summary").click();
      await verify.locator("button.try-out__btn").click();
      await verify.locator("button.execute").click();
      await verify.locator(".live-responses-table tbody .response-col_status").first().waitFor();
      expect(await verify.locator(".live-responses-table tbody .response-col_status").first().innerText()).toContain("200");
      expect(await verify.locator(".live-responses-table .microlight").first().innerText()).toContain('"verified": true');
      await screenshot(page, `api-docs-try-verify-${viewport}`);

      expect(problems).toEqual([]);
      expect(outside).toEqual([]);
      await context.close();
    });
  }
});
