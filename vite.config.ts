import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// The web app lives in web/; the built files go to dist/web, which the server serves.
// `npm run dev`: Vite serves web/ and passes the server's own paths to it (PORT, 3000 by default).
const server = `http://localhost:${process.env.PORT || 3000}`;
export default defineConfig({
  root: "web",
  publicDir: false,
  plugins: [react(), tailwindcss()],
  build: { outDir: "../dist/web", emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(["/api", "/vc-api", "/healthz", "/fonts", "/.well-known", "/did.json"].map((path) => [path, server])),
  },
});
