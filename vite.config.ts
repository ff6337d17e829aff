import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// The web app lives in web/; the built files go to dist/web, which the server serves.
export default defineConfig({
  root: "web",
  publicDir: false,
  plugins: [react(), tailwindcss()],
  build: { outDir: "../dist/web", emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: {
      "/api": "http://localhost:3000",
      "/healthz": "http://localhost:3000",
      "/fonts": "http://localhost:3000",
    },
  },
});
