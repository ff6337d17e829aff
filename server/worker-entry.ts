// Entry points of workers that sit beside the calling module. Compiled dist/ runs the .js directly.
// Under vitest/tsx the sources are .ts:
// - a worker thread starts from a tiny ESM bootstrap that registers tsx's loader inside the thread
//   first (`--import tsx` in execArgv does not apply inside worker threads on Node 20);
// - a child process (the render pool's renderers) gets `--import <tsx loader>` on its own command line.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

function tsxDir(callerUrl: string): string {
  return dirname(createRequire(callerUrl).resolve("tsx/package.json"));
}

/** `callerUrl` is the caller's import.meta.url; `name` the worker module's file name without extension. */
export function workerEntry(callerUrl: string, name: string): URL {
  const isTs = callerUrl.endsWith(".ts");
  const own = new URL(`./${name}${isTs ? ".ts" : ".js"}`, callerUrl);
  if (!isTs) return own;
  const tsxApi = pathToFileURL(join(tsxDir(callerUrl), "dist/esm/api/index.mjs")).href;
  const code = `const { register } = await import(${JSON.stringify(tsxApi)}); register(); await import(${JSON.stringify(own.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

/** The module path and node options for `child_process.fork` of the module `name` beside the caller. */
export function processEntry(callerUrl: string, name: string): { modulePath: string; execArgv: string[] } {
  const isTs = callerUrl.endsWith(".ts");
  const modulePath = fileURLToPath(new URL(`./${name}${isTs ? ".ts" : ".js"}`, callerUrl));
  // Not the parent's execArgv (vitest's or an inspector's flags): only what the module needs to load.
  const execArgv = isTs ? ["--import", pathToFileURL(join(tsxDir(callerUrl), "dist/loader.mjs")).href] : [];
  return { modulePath, execArgv };
}
