// The allocator setting must be in the environment before @napi-rs/canvas loads: main.ts imports
// process-env.ts before anything else, which sets a default and keeps an operator's value.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const here = new URL(".", import.meta.url).pathname;
const read = (env: Record<string, string>) =>
  execFileSync(process.execPath, ["--import", "tsx", "-e", `await import(${JSON.stringify(`${here}process-env.ts`)}); process.stdout.write(String(process.env.MIMALLOC_PURGE_DELAY))`], {
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
  });

describe("process environment for native addons", () => {
  it("keeps freed allocator pages for a second unless the operator set a value", () => {
    expect(read({})).toBe("1000");
    expect(read({ MIMALLOC_PURGE_DELAY: "-1" })).toBe("-1");
  });

  it("is the server entry's first import", () => {
    const firstImport = readFileSync(`${here}main.ts`, "utf8").split("\n").find((l) => l.startsWith("import "));
    expect(firstImport).toBe('import "./process-env.ts";');
  });
});
