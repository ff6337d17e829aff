// Reading an uploaded font off the server's process: fontkit (JavaScript) and wawoff2 (WebAssembly)
// run in a child process started for the one file, with
//  - a memory cap: RLIMIT_DATA, which counts ArrayBuffers and WebAssembly memory, set by the child
//    itself once started (font-sandbox-child.ts: Node 24 reserves over 1 GB before any script runs). A
//    worker thread's resourceLimits cap only the JavaScript heap: a Uint8Array or a wasm memory of
//    800 MB grew a worker with maxOldGenerationSizeMb 64 to 858 MB RSS (measured, docs/security.md);
//  - a time limit, after which the child is killed;
//  - at most CONCURRENT children at once (each may use up to its cap), the others waiting their turn.
// The server's event loop only ships bytes in and out.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { HttpError } from "../../errors.ts";
import type { ServerMessageKey } from "../../i18n.ts";
import { FONT_SFNT_BYTES_MAX } from "./declared-size.ts";
import type { SandboxAnswer, SandboxRequest } from "./font-sandbox-child.ts";
import type { ReadFont } from "./read-font.ts";

export interface FontSandboxOptions {
  /** Memory the child may take beyond what it holds once started (RLIMIT_DATA), MB. */
  memoryMb?: number;
  timeoutMs?: number;
  /** The largest declared or actual unpacked size accepted. */
  sfntBytesMax?: number;
}

export const FONT_SANDBOX_MEMORY_MB = 512;
export const FONT_SANDBOX_TIMEOUT_MS = 20_000;
const CONCURRENT = 2;

const tooHeavy = () => new HttpError(422, "designs:fonts.tooHeavy");

// Compiled dist/ runs the .js; under vitest/tsx the child needs tsx's loader for the .ts sources.
const isTs = import.meta.url.endsWith(".ts");
const childFile = fileURLToPath(new URL(`./font-sandbox-child.${isTs ? "ts" : "js"}`, import.meta.url));
const loaderArgs = isTs ? ["--import", pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href] : [];

const SCRIPT = 'if command -v nice >/dev/null 2>&1; then exec nice -n 10 "$@"; else exec "$@"; fi';

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

function runChild(bytes: Buffer, memoryMb: number, timeoutMs: number, sfntBytesMax: number): Promise<ReadFont> {
  return new Promise((resolve, reject) => {
    // The node command, exec'd under `nice` where there is one; the child caps its own memory at start
    // (font-sandbox-child.ts: the allowance in MB is its argument). The child gets no environment
    // beyond PATH: no secrets for a parser bug to read.
    const child = spawn("/bin/sh", ["-c", SCRIPT, "font-sandbox", process.execPath, ...loaderArgs, childFile, String(memoryMb)], {
      stdio: ["ignore", "ignore", "ignore", "ipc"],
      serialization: "advanced",
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      settle(() => reject(tooHeavy()));
    }, timeoutMs);
    child.on("message", (answer: SandboxAnswer) =>
      settle(() => {
        if (!answer.ok) return reject(new HttpError(answer.status, answer.key as ServerMessageKey, undefined, answer.params));
        const buf = (a: Uint8Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
        resolve({ parsed: answer.parsed, sfnt: buf(answer.sfnt), sfntFormat: answer.sfntFormat, woff2: buf(answer.woff2) });
      }),
    );
    // Killed by the cap (V8 aborts when its heap cannot grow) or failed to start: no answer came.
    child.on("close", () => settle(() => reject(tooHeavy())));
    child.on("error", () => settle(() => reject(tooHeavy())));
    const request: SandboxRequest = { bytes, sfntBytesMax };
    child.send(request);
  });
}

/** readFont (read-font.ts) in a child process with a memory cap and a time limit; throws the HttpError to answer. */
export async function readFontSandboxed(bytes: Buffer, options: FontSandboxOptions = {}): Promise<ReadFont> {
  const done = await turn();
  try {
    return await runChild(bytes, options.memoryMb ?? FONT_SANDBOX_MEMORY_MB, options.timeoutMs ?? FONT_SANDBOX_TIMEOUT_MS, options.sfntBytesMax ?? FONT_SFNT_BYTES_MAX);
  } finally {
    done();
  }
}
