// The entry URL of a worker thread that sits beside the calling module. Compiled dist/ runs the .js
// directly. Under vitest/tsx the sources are .ts: the worker starts from a tiny ESM bootstrap that
// registers tsx's loader inside the thread first (`--import tsx` in execArgv does not apply inside
// worker threads on Node 20).
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

/** `callerUrl` is the caller's import.meta.url; `name` the worker module's file name without extension. */
export function workerEntry(callerUrl: string, name: string): URL {
  const isTs = callerUrl.endsWith(".ts");
  const own = new URL(`./${name}${isTs ? ".ts" : ".js"}`, callerUrl);
  if (!isTs) return own;
  const tsxApi = pathToFileURL(join(dirname(createRequire(callerUrl).resolve("tsx/package.json")), "dist/esm/api/index.mjs")).href;
  const code = `const { register } = await import(${JSON.stringify(tsxApi)}); register(); await import(${JSON.stringify(own.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}
