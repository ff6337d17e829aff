// Issue 6 journey in a real browser: certificate form → preview → the signed link read from the
// QR code printed on the PNG (decoded with jsQR, issue 34) → verify by code → an admin revokes it → verify shows revoked.
// Also: a mistyped code is caught by the check character, and an uploaded credential is checked.
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { useBrowser, newContext, screenshot } from "./browser.ts";
import { fetchBytes, pdfPageSize, seriousA11yViolations, signInAs } from "./helpers.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();

const signInAdmin = (page: Page) => signInAs(page, admin);

function decodeQr(pngBytes: Buffer): string | null {
  const png = PNG.sync.read(pngBytes);
  return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength), png.width, png.height)?.data ?? null;
}

describe("certificate journey", () => {
  it("issues, verifies through the printed QR, catches typos, checks the credential, and shows a revocation", async () => {
    const context = await newContext(browser(), baseUrl, { locale: "ar" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));

    await page.goto("/?tab=certificates&type=training");
    const first = page.locator('[data-testid^="template-"]').first();
    await first.waitFor();
    await first.click();
    await page.waitForURL(/\/certificates\/[^/]+$/);
    const recipient = "عبدالرحمن بن محمد القحطاني";
    await page.locator('form [name="recipientName"]').fill(recipient);
    const course = page.locator('form [name="course"], form [name="reason"]').first();
    if (await course.count()) await course.fill("أساسيات تصميم تجربة المستخدم");
    await page.getByTestId("live-preview").waitFor();
    await screenshot(page, "certificate-form-ar");
    await page.getByTestId("certificate-submit").click();
    await page.waitForURL(/\/certificates\/preview\/[^/]+$/);
    const id = page.url().split("/").pop()!;
    const code = (await page.getByTestId("certificate-code").first().innerText()).trim();
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    await screenshot(page, "certificate-preview-ar");

    // The PNG carries a QR code with the signed-credential link (issue 34); the PDF is A4.
    const png = await fetchBytes(page, `/api/certificates/${id}/image.png?width=2000`);
    const url = decodeQr(png.body);
    expect(url).toMatch(/^HTTP:\/\/[^/]+\/V\/VC1-B[A-Z2-7]+$/);
    const pdf = await fetchBytes(page, `/api/certificates/${id}/document.pdf`);
    const [, , w, h] = pdfPageSize(pdf.body);
    expect([Math.round(Math.max(w, h)), Math.round(Math.min(w, h))]).toEqual([842, 595]);

    // Scanning the QR opens the verify page: valid, with the recipient.
    const stranger = await newContext(browser(), baseUrl, { locale: "en", viewport: "mobile" });
    const phone = await stranger.newPage();
    await phone.goto(url!.replace(/^HTTP:\/\/[^/]+/, baseUrl));
    const qrResult = phone.getByTestId("qr-verify-result");
    await expect.poll(() => qrResult.getAttribute("data-result"), { timeout: 15_000 }).toBe("verified");
    expect(await qrResult.innerText()).toContain(recipient);
    // The code printed beside it opens the verify page: valid, with the recipient.
    await phone.goto(`/certificates/verify/${code}`);
    const status = phone.getByTestId("verify-status");
    await expect.poll(() => status.getAttribute("data-status"), { timeout: 15_000 }).toBe("valid");
    expect(await status.innerText()).toContain(recipient);
    await screenshot(phone, "certificate-verify-valid-en-mobile");
    // Issue 13: a valid <dl> (Lighthouse accessibility 97 before), the certificate sized before it loads.
    expect(await seriousA11yViolations(phone)).toEqual([]);
    const verifyImg = phone.getByTestId("verify-image");
    const certId = (await (await phone.request.get(`/api/certificates/verify/${code}`)).json()).certificate.id;
    const canvas = await (await phone.request.get(`/api/certificates/${certId}`)).json();
    expect(Number(await verifyImg.getAttribute("width")) / Number(await verifyImg.getAttribute("height"))).toBeCloseTo(canvas.width / canvas.height, 2);

    // A typo is caught by the check character before any lookup.
    const typo = code.slice(0, 2) + (code[2] === "7" ? "8" : "7") + code.slice(3);
    await phone.goto("/certificates/verify");
    await phone.getByTestId("verify-input").fill(typo);
    await phone.getByTestId("verify-submit").click();
    await expect.poll(() => phone.getByTestId("verify-status").getAttribute("data-status").catch(() => null)).toBe("mistyped");

    // The downloaded credential verifies; one changed character does not.
    const credential = await (await phone.request.get(`/api/certificates/${id}/credential.json`)).json();
    const good = await phone.request.post("/api/certificates/verify-credential", { data: { credential }, headers: { origin: baseUrl } });
    expect(await good.json()).toMatchObject({ valid: true });
    const tampered = JSON.parse(JSON.stringify(credential).replace(recipient, recipient.replace("محمد", "محمود")));
    const bad = await phone.request.post("/api/certificates/verify-credential", { data: { credential: tampered }, headers: { origin: baseUrl } });
    expect(await bad.json()).toMatchObject({ valid: false, reason: "signature" });

    // The verify page (drawn by the server, issue 23) links to the app's upload, which checks the file through the VC-API.
    await phone.goto("/certificates/verify");
    await phone.getByTestId("check-credential-link").click();
    await phone.waitForURL(/\/certificates\/check-credential$/);
    const upload = (json: unknown) => phone.getByTestId("credential-file").setInputFiles({ name: "credential.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(json)) });
    await upload(credential);
    await expect.poll(() => phone.getByTestId("credential-result").getAttribute("data-valid").catch(() => null), { timeout: 15_000 }).toBe("true");
    await upload(tampered);
    await expect.poll(() => phone.getByTestId("credential-result").getAttribute("data-valid").catch(() => null), { timeout: 15_000 }).toBe("false");
    await screenshot(phone, "certificate-credential-tampered-en-mobile");

    // An admin revokes it with a reason; the verify page says so at once.
    const adminContext = await newContext(browser(), baseUrl, { locale: "ar" });
    const adminPage = await adminContext.newPage();
    await signInAdmin(adminPage);
    await adminPage.goto("/admin/certificates");
    await adminPage.getByTestId(`revoke-${id}`).click();
    await adminPage.getByTestId("revoke-reason").fill("صدرت بالخطأ");
    await adminPage.getByTestId("revoke-confirm").click();
    await expect.poll(async () => (await (await adminPage.request.get(`/api/certificates/verify/${code}`)).json()).status).toBe("revoked");
    // The printed QR's page now says revoked (its signature is still genuine), and so does the code's page.
    await phone.goto(url!.replace(/^HTTP:\/\/[^/]+/, baseUrl));
    await expect.poll(() => phone.getByTestId("qr-verify-result").getAttribute("data-result"), { timeout: 15_000 }).toBe("revoked");
    await phone.goto(`/certificates/verify/${code}`);
    await expect.poll(() => phone.getByTestId("verify-status").getAttribute("data-status"), { timeout: 15_000 }).toBe("revoked");
    expect(await phone.getByTestId("verify-status").innerText()).toContain("صدرت بالخطأ");
    await screenshot(phone, "certificate-verify-revoked-en-mobile");
    const afterRevoke = await phone.request.post("/api/certificates/verify-credential", { data: { credential }, headers: { origin: baseUrl } });
    expect(await afterRevoke.json()).toMatchObject({ valid: false, reason: "revoked" });
    expect(errors).toEqual([]);
    await Promise.all([context.close(), stranger.close(), adminContext.close()]);
  });
});
