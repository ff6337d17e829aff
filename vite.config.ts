import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";

// The web app lives in web/; the built files go to dist/web, which the server serves.
// `npm run dev`: Vite serves web/ and passes the server's own paths to it (PORT, 3000 by default).
const server = `http://localhost:${process.env.PORT || 3000}`;
export default defineConfig({
  root: "web",
  publicDir: false,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    sourcemap: true,
    // dist/web/.vite/manifest.json: the chunk graph the server reads to preload a route's modules
    // (server/web/route-modules.ts: the card form's, prefetched from the home page — issue 31).
    manifest: true,
    rolldownOptions: {
      // The app, and the small script of the server-drawn public pages (issue 23: no app bundle there);
      // the offline verify app's page script (issue 34 §3; its service worker is built apart, by
      // scripts/build-service-worker.mjs: it must be one file with no imports, at a fixed name).
      input: {
        index: fileURLToPath(new URL("web/index.html", import.meta.url)),
        enhance: fileURLToPath(new URL("web/enhance/enhance.ts", import.meta.url)),
        "verify-app": fileURLToPath(new URL("web/verify-app/verify-app.ts", import.meta.url)),
      },
      output: {
        // One chunk per language and namespace, named so (bench/pages.ts counts the home page's).
        chunkFileNames: (chunk) => {
          const catalogue = chunk.facadeModuleId?.match(/shared\/i18n\/(\w+)\/(\w+)\.json$/);
          return catalogue ? `assets/i18n-${catalogue[1]}-${catalogue[2]}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(["/api", "/vc-api", "/healthz", "/fonts", "/.well-known", "/did.json"].map((path) => [path, server])),
  },
});
