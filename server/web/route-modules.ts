// The scripts a route of the app needs before it can draw, read from the web build's chunk graph
// (dist/web/.vite/manifest.json, vite.config.ts `build.manifest`). Issue 31, the five-tap journey on
// slow 4G: the card form is a lazy chunk the app asked for only once its entry had run (one more
// round of ~25 small files after the entry's), so
//   - the app's page for /cards/{category}/{template} (and /preview/…) preloads its route's chunks
//     beside the entry (<link rel="modulepreload">), and
//   - the server-drawn home page, where the visitor picks a template, lists the entry's and the card
//     form's files for web/enhance to prefetch into the HTTP cache once the page has loaded.
import fs from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The build's manifest, or undefined without one (no build, or a build before the manifest existed). */
export function readManifest(webDir: string): ViteManifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDir, ".vite", "manifest.json"), "utf8")) as ViteManifest;
  } catch {
    return undefined;
  }
}

/** A chunk's file and those of its static imports, transitively (as /assets/… paths, each once, the chunk first). */
export function chunkFiles(manifest: ViteManifest, key: string, skip: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  const seen = new Set<string>(skip);
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) return;
    out.push(`/${chunk.file}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(key);
  return out;
}

/** The app's entry in the manifest (web/index.html). */
const ENTRY = "index.html";

/** The card journey's lazy routes (web/routes.tsx) by path, as manifest keys (sources relative to web/). */
const ROUTE_CHUNKS: { path: RegExp; src: string }[] = [
  { path: /^\/cards\/[^/]+\/[^/]+\/?$/, src: "pages/cards/CardFormPage.tsx" },
  { path: /^\/preview\/[^/]+\/[^/]+\/[^/]+\/?$/, src: "pages/cards/CardPreviewPage.tsx" },
];

export interface RouteModules {
  /** Extra modules for the app's page at this path (beyond the entry's own modulepreloads). */
  forPath(pathname: string): string[];
  /** What the home page prefetches for the card form: the entry, its imports and the form's chunks. */
  cardFormPrefetch: string[];
}

export function routeModules(manifest: ViteManifest | undefined): RouteModules {
  if (!manifest?.[ENTRY]) return { forPath: () => [], cardFormPrefetch: [] };
  const entryKeys = new Set<string>();
  // The entry's own graph is in index.html already (script + modulepreloads): keys to leave out.
  const collect = (k: string) => {
    if (entryKeys.has(k) || !manifest[k]) return;
    entryKeys.add(k);
    for (const dep of manifest[k].imports ?? []) collect(dep);
  };
  collect(ENTRY);
  const byRoute = ROUTE_CHUNKS.map((r) => ({ path: r.path, files: chunkFiles(manifest, r.src, entryKeys) }));
  const cardForm = byRoute[0].files;
  return {
    forPath: (pathname) => byRoute.find((r) => r.path.test(pathname))?.files ?? [],
    cardFormPrefetch: [...chunkFiles(manifest, ENTRY), ...cardForm],
  };
}
