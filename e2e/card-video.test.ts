// Issue 35 on a phone (390×844, touch, ar and en): the seeded animated Eid card with the person's name
// and message, opened on its preview page; "Share the video" tapped hands the MP4 FILE itself to the
// share sheet (navigator.share observed); "Download video" tapped downloads it; the file plays in
// Chromium (<video> reaches its end, videoWidth 1080) and its frames at 0 %, 50 % and 100 % are
// looked at (screenshots). Also the preview page at 1440×900. Clean console (errors, CSP).
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { errorOrCsp, newContext, screenshot, useBrowser, watchProblems } from "./browser.ts";
import { boxOrder } from "../server/render/video/mp4-inspect.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
/** e2e/screenshots/ (made by screenshot(), which runs first). */
const SHOTS = new URL("./screenshots", import.meta.url).pathname;

interface SharedFile {
  name: string;
  type: string;
  size: number;
}

/** The Eid card (the seeded template whose title layer reads "عيد مبارك"), made through the API. */
async function eidCard(page: Page, name: string, message: string): Promise<{ id: string; previewUrl: string; viewUrl: string; videoUrl: string }> {
  const list: { id: string }[] = await (await page.request.get("/api/templates?kind=card")).json();
  const templates = await Promise.all(list.map(async (t) => (await page.request.get(`/api/templates/${t.id}`)).json()));
  const eid = templates.find((t) => t.design.layers.some((l: { props?: { text?: string }; animation?: unknown }) => l.props?.text === "عيد مبارك" && l.animation));
  expect(eid, "the seeded animated Eid card").toBeTruthy();
  const res = await page.request.post("/api/cards", { data: { templateId: eid.id, values: { name, message } }, headers: { origin: baseUrl } });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** Plays the MP4 bytes in a <video> on a blank page: its size, whether it reached its end, and screenshots of 3 frames. */
async function playInChromium(page: Page, bytes: Buffer, shotPrefix: string) {
  await page.goto("about:blank");
  const info = await page.evaluate(async (b64) => {
    const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const video = document.createElement("video");
    video.muted = true;
    video.playsInline = true;
    video.style.cssText = "width:360px;height:360px;display:block";
    video.src = URL.createObjectURL(new Blob([data], { type: "video/mp4" }));
    document.body.style.margin = "0";
    document.body.append(video);
    const ended = new Promise<boolean>((resolve) => {
      video.onended = () => resolve(true);
      setTimeout(() => resolve(false), 30_000);
    });
    await video.play();
    const reachedEnd = await ended;
    return { reachedEnd, videoWidth: video.videoWidth, videoHeight: video.videoHeight, duration: video.duration, error: video.error?.message ?? null };
  }, bytes.toString("base64"));
  for (const [label, share] of [["0", 0], ["50", 0.5], ["100", 1]] as const) {
    await page.evaluate(async (s) => {
      const video = document.querySelector("video")!;
      video.currentTime = Math.min(video.duration * s, video.duration);
      await new Promise((resolve) => (video.onseeked = resolve));
    }, share);
    await page.locator("video").screenshot({ path: `${SHOTS}/${shotPrefix}-frame-${label}.png` });
  }
  return info;
}


for (const locale of ["ar", "en"] as const) {
  describe(`card video on a phone (${locale})`, () => {
    it("shares the MP4 file, downloads it by a tap, and the file plays to its end in Chromium", async () => {
      const context = await newContext(browser(), baseUrl, { locale, viewport: "mobile", touch: true });
      // The share sheet as the page sees it: what navigator.share receives.
      await context.addInitScript(() => {
        const shared: unknown[] = [];
        (window as unknown as { __shared: unknown[] }).__shared = shared;
        Object.defineProperty(navigator, "canShare", { value: (d: ShareData) => !!d.files?.length, configurable: true });
        Object.defineProperty(navigator, "share", {
          value: async (d: ShareData) => {
            shared.push({ files: (d.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size })), url: d.url });
          },
          configurable: true,
        });
      });
      const page = await context.newPage();
      const problems = watchProblems(page, { counts: errorOrCsp });
      const card = await eidCard(page, locale === "ar" ? "سارة" : "Sara", locale === "ar" ? "تقبّل الله منا ومنكم" : "Eid Mubarak to you and yours");
      await page.goto(card.previewUrl);
      const shareVideo = page.getByTestId("share-video");
      await shareVideo.waitFor();
      await screenshot(page, `card-video-${locale}-phone`);
      // The MP4 is fetched before the tap (after the PNG): wait until the server has made it.
      await page.waitForResponse((r) => r.url().includes("/video.mp4") && r.status() === 200, { timeout: 120_000 }).catch(() => undefined);
      await shareVideo.tap();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: { files: SharedFile[] }[] }).__shared), { timeout: 60_000 }).toHaveLength(1);
      const [shared] = await page.evaluate(() => (window as unknown as { __shared: { files: SharedFile[] }[] }).__shared);
      expect(shared.files).toHaveLength(1);
      expect(shared.files[0].type).toBe("video/mp4");
      expect(shared.files[0].name).toMatch(/\.mp4$/);

      const link = page.getByTestId("download-video");
      await link.scrollIntoViewIfNeeded();
      const [download] = await Promise.all([page.waitForEvent("download", { timeout: 120_000 }), link.tap()]);
      expect(download.suggestedFilename()).toMatch(/\.mp4$/);
      const bytes = readFileSync((await download.path())!);
      expect(bytes.byteLength).toBe(shared.files[0].size);
      expect(bytes.byteLength).toBeLessThan(8 * 1024 * 1024);
      const boxes = boxOrder(bytes);
      expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
      expect(problems).toEqual([]);

      const played = await playInChromium(page, bytes, `card-video-${locale}`);
      expect(played.error).toBeNull();
      expect(played.reachedEnd).toBe(true);
      expect([played.videoWidth, played.videoHeight]).toEqual([1080, 1080]);
      expect(played.duration).toBeGreaterThan(5.9);
      await context.close();
    }, 240_000);

    it("offers the video beside PNG and PDF on a desktop, and on the recipient's server-drawn card view", async () => {
      const context = await newContext(browser(), baseUrl, { locale, viewport: "desktop" });
      const page = await context.newPage();
      const problems = watchProblems(page, { counts: errorOrCsp });
      const card = await eidCard(page, "Sara", "Eid Mubarak");
      await page.goto(card.previewUrl);
      await expect.poll(() => page.getByTestId("download-video").getAttribute("href")).toContain("/video.mp4");
      await expect.poll(() => page.getByTestId("download-video").textContent()).toBe(locale === "ar" ? "تنزيل فيديو" : "Download video");
      await screenshot(page, `card-video-${locale}-desktop`);
      await page.goto(card.viewUrl);
      await expect.poll(() => page.getByTestId("download-video").getAttribute("href")).toContain("/video.mp4");
      await screenshot(page, `card-video-${locale}-view-desktop`);
      expect(problems).toEqual([]);
      await context.close();
    }, 120_000);
  });
}
