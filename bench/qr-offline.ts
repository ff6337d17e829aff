// Offline QR verification bench (npm run bench -- --only qr-offline; issue 34 §3, goal ≤ 1 s): the built
// server on a temp DATA_DIR (e2e/qr-links.ts), Debian's Chromium as a phone (390×844, touch), one QR
// link opened online (the service worker keeps the page and the issuer's keys), then offline
// (context.setOffline) other certificates' QR links opened one after another, at CPU ×1 (baseline, same
// run) and ×4 (CDP Emulation.setCPUThrottlingRate). For each: the time from the navigation's start to
// the verdict on the page (the page's performance.now() when it drew it), and the verification alone
// (decode + signature + expiry + kept status list). Median and max of BENCH_QR_RUNS (default 5) links.
// Prints the load average: the machine is shared. Needs `npm run build`.
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { chromium, type Page } from "playwright-core";
import { CHROME_ARGS } from "../e2e/browser.ts";
import { startQrServer } from "../e2e/qr-links.ts";
import { VERIFY_APP_CACHE, VERIFY_APP_LAST_SYNC } from "../shared/verify-app.ts";

const GOAL_MS = 1000;
const load = () => loadavg().map((x) => x.toFixed(1)).join(" / ");
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function waitForSync(page: Page): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const kept = await page.evaluate(async ([name, key]) => Boolean((await (await caches.open(name)).match(key)) && navigator.serviceWorker.controller), [VERIFY_APP_CACHE, VERIFY_APP_LAST_SYNC] as const);
    if (kept) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the service worker did not sync");
}

export async function qrOfflineBench(): Promise<{ pass: boolean } | undefined> {
  console.log("\nOffline QR verification on a phone (390×844 touch; CPU ×1 baseline and ×4)");
  if (!existsSync("dist/server/main.js")) {
    console.log("  no build found: run `npm run build` first (skipped)");
    return undefined;
  }
  const runs = Number(process.env.BENCH_QR_RUNS ?? 5);
  const qr = await startQrServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: CHROME_ARGS });
  try {
    const first = await qr.issue("ليلى خالد", "السلامة المهنية");
    const others: string[] = [];
    for (let i = 0; i < runs; i++) others.push(await qr.link(await qr.issue(`عبد الرحمن بن محمد القحطاني ${i + 1}`, "برنامج القيادة التنفيذية المتقدمة")));
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${qr.server.url}${new URL(await qr.link(first)).pathname}`);
    await waitForSync(page);
    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    console.log(`  load average before: ${load()}`);
    let pass = true;
    for (const rate of [1, 4]) {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      const shown: number[] = [];
      const verify: number[] = [];
      for (const link of others) {
        await page.goto(`${qr.server.url}${new URL(link).pathname}`);
        await page.waitForSelector("[data-verify-app][data-shown-at-ms]");
        const { verdict, shownAt, verifyMs } = await page.evaluate(() => {
          const root = document.querySelector<HTMLElement>("[data-verify-app]")!;
          return { verdict: root.dataset.verdict, shownAt: Number(root.dataset.shownAtMs), verifyMs: Number(root.dataset.verifyMs) };
        });
        if (verdict !== "verified") throw new Error(`offline link not verified: ${verdict}`);
        shown.push(shownAt);
        verify.push(verifyMs);
      }
      const ok = median(shown) <= GOAL_MS;
      if (rate === 4) pass = ok;
      console.log(`  CPU ×${rate}: navigation → verdict median ${median(shown)} ms (max ${Math.max(...shown)}), verification alone median ${median(verify)} ms (max ${Math.max(...verify)}), ${runs} links${rate === 4 ? ` — goal ≤ ${GOAL_MS} ms: ${ok ? "pass" : "FAIL"}` : ""}`);
    }
    console.log(`  load average after: ${load()}`);
    await context.close();
    return { pass };
  } finally {
    await browser.close();
    await qr.stop();
  }
}
