// The card journey's route chunks from the build manifest (issue 31): the app's page for the card form
// (and the preview) preloads that route's chunks beside the entry, without repeating the entry's own;
// other pages get none; a build without a manifest changes nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { chunkFiles, routeModules, type ViteManifest } from "./route-modules.ts";
import { isCardCategoryView } from "./plugin.ts";

const manifest: ViteManifest = {
  "index.html": { file: "assets/index-E1.js", imports: ["_runtime-R1.js", "_i18n-I1.js"] },
  "_runtime-R1.js": { file: "assets/runtime-R1.js" },
  "_i18n-I1.js": { file: "assets/i18n-I1.js", imports: ["_runtime-R1.js"] },
  "pages/cards/CardFormPage.tsx": { file: "assets/CardFormPage-F1.js", imports: ["_runtime-R1.js", "index.html", "_LivePreview-L1.js", "_cards-C1.js"] },
  "_LivePreview-L1.js": { file: "assets/LivePreview-L1.js", imports: ["_cards-C1.js", "_zod-Z1.js"] },
  "_cards-C1.js": { file: "assets/cards-C1.js", imports: ["_i18n-I1.js"] },
  "_zod-Z1.js": { file: "assets/zod-Z1.js" },
  "pages/cards/CardPreviewPage.tsx": { file: "assets/CardPreviewPage-P1.js", imports: ["index.html", "_cards-C1.js", "_SharePanel-S1.js"] },
  "_SharePanel-S1.js": { file: "assets/SharePanel-S1.js" },
};

describe("route chunks from the manifest", () => {
  it("lists a chunk and its static imports once each, the chunk first", () => {
    expect(chunkFiles(manifest, "_LivePreview-L1.js")).toEqual(["/assets/LivePreview-L1.js", "/assets/cards-C1.js", "/assets/i18n-I1.js", "/assets/runtime-R1.js", "/assets/zod-Z1.js"]);
    expect(chunkFiles(manifest, "missing.tsx")).toEqual([]);
  });

  it("gives the card form's and the preview's chunks without the entry's, and the home page's prefetch list", () => {
    const routes = routeModules(manifest);
    expect(routes.forPath("/cards/eid/tpl-1")).toEqual(["/assets/CardFormPage-F1.js", "/assets/LivePreview-L1.js", "/assets/cards-C1.js", "/assets/zod-Z1.js"]);
    expect(routes.forPath("/preview/eid/tpl-1/card-1")).toEqual(["/assets/CardPreviewPage-P1.js", "/assets/cards-C1.js", "/assets/SharePanel-S1.js"]);
    expect(routes.forPath("/user/cards")).toEqual([]);
    expect(routes.forPath("/cards/eid")).toEqual([]);
    expect(routes.cardFormPrefetch).toEqual(["/assets/index-E1.js", "/assets/runtime-R1.js", "/assets/i18n-I1.js", "/assets/CardFormPage-F1.js", "/assets/LivePreview-L1.js", "/assets/cards-C1.js", "/assets/zod-Z1.js"]);
    expect(routeModules(undefined).forPath("/cards/eid/tpl-1")).toEqual([]);
    expect(routeModules({}).cardFormPrefetch).toEqual([]);
  });
});

describe("which home page prefetches the card form", () => {
  it("the one showing a card category's templates, not the plain home page or the certificates' tab", () => {
    expect(isCardCategoryView("/?category=eid")).toBe(true);
    expect(isCardCategoryView("/?category=eid#cards")).toBe(true);
    expect(isCardCategoryView("/")).toBe(false);
    expect(isCardCategoryView("/?category=")).toBe(false);
    expect(isCardCategoryView("/?tab=certificates&category=eid")).toBe(false);
    expect(isCardCategoryView("/?type=course&category=eid")).toBe(false);
  });
});

describe("the app's pages preload their route's chunks", () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bitaqa-route-modules-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.mkdirSync(path.join(dir, ".vite"));
    fs.writeFileSync(path.join(dir, "index.html"), `<!doctype html><html lang="en"><head><title>x</title><script type="module" crossorigin src="/assets/index-E1.js"></script></head><body><div id="root"></div></body></html>`);
    fs.writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
    t = await buildTestApp({ webDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("the card form's page: its chunks as modulepreloads; another app page: none", async () => {
    const form = await t.app.inject({ url: "/cards/eid/some-template" });
    expect(form.statusCode).toBe(200);
    expect(preloads(form.body)).toEqual(["/assets/CardFormPage-F1.js", "/assets/LivePreview-L1.js", "/assets/cards-C1.js", "/assets/zod-Z1.js"]);
    const preview = await t.app.inject({ url: "/preview/eid/some-template/some-card" });
    expect(preloads(preview.body)).toContain("/assets/CardPreviewPage-P1.js");
    const other = await t.app.inject({ url: "/auth" });
    expect(preloads(other.body)).toEqual([]);
  });
});
