// `npm run dev`: the server with reload on change (tsx watch, http://localhost:$PORT, 3000 by default)
// and Vite with hot reload for the web app (http://localhost:5173, proxying the server's paths, see
// vite.config.ts). Extra arguments go to Vite (e.g. `npm run dev -- --port 5174`). Ctrl-C stops both.
import "./check-node.mjs";
import { spawn } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts"], { cwd: root, stdio: "inherit" }),
  spawn("npx", ["vite", ...process.argv.slice(2)], { cwd: root, stdio: "inherit" }),
];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
