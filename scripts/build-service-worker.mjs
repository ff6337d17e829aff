// The offline verify app's service worker (web/verify-app/service-worker.ts → dist/web/verify-sw.js).
// Built apart from the Vite build: a worker is found by its URL (a fixed name at the root, served with
// max-age=0 so a new one is picked up), and a classic worker script cannot import the chunks Vite
// shares between entries, so it is bundled alone into one file.
import { rolldown } from "rolldown";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const bundle = await rolldown({ input: join(root, "web/verify-app/service-worker.ts"), logLevel: "warn" });
await bundle.write({ file: join(root, "dist/web/verify-sw.js"), format: "iife", minify: true, sourcemap: true });
await bundle.close();
