// Bulk issuance journey: an admin uploads an Arabic CSV (UTF-8 with BOM) of 25 rows, two without a
// recipient, maps a column by hand, checks the rendered preview, runs the job to the end, downloads
// the ZIP (23 PDFs + a CSV of codes) and one code from that CSV verifies publicly.
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import JSZip from "jszip";
import { signInAs } from "./helpers.ts";
import { useBrowser, newContext, screenshot } from "./browser.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();


const signInAdmin = (page: Page) => signInAs(page, admin);

/** 25 data rows; rows 7 and 19 of the sheet (data rows 6 and 18) have no recipient. */
function arabicCsv(): Buffer {
  const names = ["سارة أحمد", "محمد العتيبي", "نورة السالم", "خالد الحربي", "ليلى منصور"];
  // "الاسم الكامل" is no field label, so the admin maps it by hand; the other two are suggested.
  const lines = ["الاسم الكامل,اسم الدورة,التاريخ"];
  for (let i = 1; i <= 25; i++) {
    const name = i === 6 || i === 18 ? "" : `${names[i % names.length]} ${i}`;
    lines.push(`${name},"أساسيات التصميم، المستوى ${i}",2026-03-${String((i % 28) + 1).padStart(2, "0")}`);
  }
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join("\r\n") + "\r\n", "utf8")]);
}

describe("bulk certificate issuance", () => {
  it("maps, previews, issues 23 of 25 rows and hands back a ZIP whose codes verify", async () => {
    const context = await newContext(browser(), baseUrl, { locale: "ar" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await signInAdmin(page);

    await page.goto("/admin/certificates");
    await page.getByTestId("certificates-bulk").click();
    await page.waitForURL(/\/admin\/certificates\/bulk$/);

    const template = page.getByTestId("bulk-template");
    await expect.poll(() => template.locator("option").allInnerTexts()).toContain("شهادة إتمام دورة تدريبية");
    await template.selectOption({ label: "شهادة إتمام دورة تدريبية" });
    await page.getByTestId("bulk-file").setInputFiles({ name: "متدربون.csv", mimeType: "text/csv", buffer: arabicCsv() });

    // Suggested mapping: course and date found by their Arabic labels, the recipient is missing.
    const recipient = page.getByTestId("bulk-map-recipientName");
    await recipient.waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId("bulk-map-course").inputValue()).toBe("اسم الدورة");
    expect(await page.getByTestId("bulk-map-date").inputValue()).toBe("التاريخ");
    await page.getByTestId("bulk-map-recipientName-error").waitFor();
    expect(await page.getByTestId("bulk-start").isDisabled()).toBe(true);

    await recipient.selectOption("الاسم الكامل");
    // The re-preview with the new mapping shows the names (the first one left them empty).
    await expect.poll(() => page.getByTestId("bulk-preview-table").innerText(), { timeout: 60_000 }).toContain("سارة أحمد 5");
    await expect.poll(() => page.getByTestId("bulk-row-errors").count(), { timeout: 60_000 }).toBe(1);
    expect(await page.getByTestId("bulk-preview-image").count()).toBe(5);
    const rowErrors = await page.getByTestId("bulk-row-errors").innerText();
    expect(rowErrors).toContain("7");
    expect(rowErrors).toContain("19");
    const start = page.getByTestId("bulk-start");
    await expect.poll(() => start.isEnabled()).toBe(true);
    expect(await start.innerText()).toMatch(/23|٢٣/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "admin-bulk-preview-ar");

    await start.click();
    await page.waitForURL(/\?job=/);
    const jobId = new URL(page.url()).searchParams.get("job")!;
    const progress = page.getByTestId("bulk-progress");
    await expect.poll(() => progress.getAttribute("data-state"), { timeout: 120_000, interval: 1000 }).toBe("done");
    expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(await page.getByTestId("bulk-row-errors").locator("li").count()).toBe(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "admin-bulk-done-ar");

    const href = await page.getByTestId("bulk-download").getAttribute("href");
    expect(href).toBe(`/api/admin/jobs/${jobId}/result.zip`);
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    const zip = await JSZip.loadAsync(await res.body());
    const names = Object.keys(zip.files).filter((n) => !zip.files[n].dir);
    expect(names.filter((n) => n.endsWith(".pdf"))).toHaveLength(23);
    const csvName = names.find((n) => n.endsWith(".csv"));
    expect(csvName).toBeTruthy();
    const csv = await zip.file(csvName!)!.async("string");
    const codes = csv.match(/\b[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}\b/g) ?? [];
    expect(new Set(codes).size).toBe(23);
    expect(csv).toContain(`${baseUrl}/certificates/verify/${codes[0]}`);
    const pdf = await zip.file(names.find((n) => n.endsWith(".pdf"))!)!.async("nodebuffer");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const verify = await page.request.get(`/api/certificates/verify/${codes[0]}`);
    expect(verify.status()).toBe(200);
    const answer = await verify.json();
    expect(answer.status).toBe("valid");
    expect(answer.code).toBe(codes[0]);

    // A reload (here: a fresh phone session in English) resumes the finished job from ?job=.
    const phoneContext = await newContext(browser(), baseUrl, { locale: "en", viewport: "mobile" });
    const phone = await phoneContext.newPage();
    await signInAdmin(phone);
    await phone.goto(`/admin/certificates/bulk?job=${jobId}`);
    await expect.poll(() => phone.getByTestId("bulk-progress").getAttribute("data-state"), { timeout: 15_000 }).toBe("done");
    expect(await phone.getByTestId("bulk-issued").innerText()).toContain("23");
    await screenshot(phone, "admin-bulk-done-en-mobile");
    // The setup step on a phone too.
    await phone.getByTestId("bulk-restart").click();
    await phone.getByTestId("bulk-template").selectOption({ label: "Training Course Completion" });
    await phone.getByTestId("bulk-file").setInputFiles({ name: "trainees.csv", mimeType: "text/csv", buffer: arabicCsv() });
    await phone.getByTestId("bulk-map-recipientName").selectOption("الاسم الكامل", { timeout: 60_000 });
    await expect.poll(() => phone.getByTestId("bulk-row-errors").count(), { timeout: 60_000 }).toBe(1);
    expect(await phone.getByTestId("bulk-preview-image").count()).toBe(5);
    expect(await phone.getByTestId("bulk-counts").innerText()).toContain("23 valid");
    await phone.evaluate(() => window.scrollTo(0, 0));
    await screenshot(phone, "admin-bulk-preview-en-mobile");

    // A file that is no spreadsheet gets the server's translated refusal.
    await phone.getByTestId("bulk-file").setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7 nope") });
    await phone.getByTestId("bulk-file-error").waitFor({ timeout: 30_000 });
    expect((await phone.getByTestId("bulk-file-error").innerText()).length).toBeGreaterThan(5);

    expect(errors).toEqual([]);
    await phoneContext.close();
    await context.close();
  });
});
