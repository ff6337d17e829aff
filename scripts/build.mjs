// Builds the web app (Vite → dist/web) and the server (tsc → dist/server, dist/shared).
// `--if-needed` skips the build when dist is newer than every source file (npm start).
import "./check-node.mjs";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const outputs = ["dist/server/main.js", "dist/web/index.html", "dist/ssr/render-public-page.js"].map((p) => join(root, p));
const sources = ["server", "shared", "web", "package.json", "package-lock.json", "vite.config.ts", "tsconfig.server.json"];

function newestMtime(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    max = Math.max(max, newestMtime(join(path, entry)));
  }
  return max;
}

function isUpToDate() {
  if (!outputs.every(existsSync)) return false;
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  const newest = Math.max(...sources.map((s) => join(root, s)).filter(existsSync).map(newestMtime));
  return built >= newest;
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit" });
  if (r.status !== 0) {
    console.error(`build failed: ${cmd} ${args.join(" ")}`);
    process.exit(r.status ?? 1);
  }
}

if (process.argv.includes("--if-needed") && isUpToDate()) {
  console.log("build: up to date");
} else {
  run("npx", ["vite", "build", "--logLevel", "warn"]);
  // The public pages' server-side renderer (issue 23): the same components, built for Node.
  run("npx", ["vite", "build", "--ssr", join(root, "web/ssr/render-public-page.tsx"), "--outDir", join(root, "dist/ssr"), "--emptyOutDir", "--logLevel", "warn"]);
  run("node", ["scripts/build-service-worker.mjs"]);
  run("node", ["scripts/precompress.mjs"]);
  run("npx", ["tsc", "-p", "tsconfig.server.json"]);
  console.log("build: done");
}
