// Starts headless Chromium with a page on a fake origin whose requests we answer ourselves
// (page.route): the renderer bundle (built with Vite's build API) and the fonts, through the real
// fontsPlugin, so the browser draws with the very TTF files the server registered.
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import { chromium, type Browser, type Page } from "playwright-core";
import { build } from "vite";
import { fontsPlugin } from "../../server/render/fonts-plugin.ts";

export const ORIGIN = "http://bitaqa.test";

export const CHROME_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** `entry`: the script bundled for the page, relative to this folder (tests may add their own fixtures). */
export async function bundleRenderer(entry = "./entry.ts"): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    root: fileURLToPath(new URL(".", import.meta.url)),
    build: {
      write: false,
      minify: false,
      lib: { entry: fileURLToPath(new URL(entry, import.meta.url)), formats: ["iife"], name: "BitaqaHarness", fileName: () => "harness.js" },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const out of outputs) {
    if ("output" in out) for (const chunk of out.output) if (chunk.type === "chunk") return chunk.code;
  }
  throw new Error("vite build produced no chunk");
}

export interface Harness {
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}

export async function startHarness(entry?: string): Promise<Harness> {
  const [code, fonts] = await Promise.all([bundleRenderer(entry), fontServer()]);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: CHROME_ARGS });
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/") {
      return route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/fonts/fonts.css"><style>body{margin:0}</style></head><body><script src="/harness.js"></script></body></html>`,
      });
    }
    if (url.pathname === "/harness.js") return route.fulfill({ contentType: "text/javascript", body: code });
    if (url.pathname.startsWith("/fonts/")) {
      const res = await fonts.inject(url.pathname);
      return route.fulfill({ status: res.statusCode, contentType: String(res.headers["content-type"] ?? ""), body: res.rawPayload });
    }
    return route.fulfill({ status: 404, body: "not found" });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => "renderFixture" in window);
  return {
    browser,
    page,
    close: async () => {
      await browser.close();
      await fonts.close();
    },
  };
}

async function fontServer(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fontsPlugin);
  await app.ready();
  return app;
}
