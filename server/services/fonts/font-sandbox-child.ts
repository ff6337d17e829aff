// The font sandbox's child process (started by font-sandbox.ts under a memory cap): reads one file
// sent over IPC and answers the result, or the refusal as { status, key, params }; then exits.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { HttpError } from "../../errors.ts";
import type { FontFormat, ParsedFont } from "./parse-font.ts";
import { readFont } from "./read-font.ts";

export interface SandboxRequest {
  bytes: Uint8Array;
  sfntBytesMax: number;
}
export type SandboxAnswer =
  | { ok: true; parsed: ParsedFont; sfnt: Uint8Array; sfntFormat: FontFormat; woff2: Uint8Array }
  | { ok: false; status: number; key: string; params: Record<string, string | number> };

function answer(message: SandboxAnswer): void {
  process.send!(message, () => process.exit(0));
}

// The server went away (or killed us): nobody waits for the answer.
process.on("disconnect", () => process.exit(1));

/**
 * Caps this process's data size (RLIMIT_DATA: the heap, ArrayBuffers, WebAssembly memory) at what it
 * holds now plus `allowanceMb`. Set here, not by `ulimit -d` before exec: Node 24 reserves over 1 GB of
 * data before running any script, so a 512 MB cap set beforehand kept it from starting at all. Linux
 * only (/proc and util-linux's prlimit); elsewhere the time limit and the declared-size check remain.
 */
function capMemory(allowanceMb: number): boolean {
  let status: string;
  try {
    status = readFileSync("/proc/self/status", "utf8");
  } catch {
    return true; // not Linux
  }
  const dataKb = Number(/^VmData:\s+(\d+) kB/m.exec(status)?.[1]);
  if (!Number.isFinite(dataKb) || !(allowanceMb > 0)) return false;
  const bytes = (dataKb + allowanceMb * 1024) * 1024;
  try {
    execFileSync("prlimit", ["--pid", String(process.pid), `--data=${bytes}:${bytes}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
const capped = capMemory(Number(process.argv[2]));

process.once("message", (request: SandboxRequest) => {
  // Never read a font uncapped on a machine that could cap it: refused as too heavy, like a capped failure.
  if (!capped) return answer({ ok: false, status: 422, key: "designs:fonts.tooHeavy", params: {} });
  const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
  readFont(bytes, request.sfntBytesMax).then(
    (read) => answer({ ok: true, ...read }),
    (err: unknown) => {
      // Anything but a refusal of ours (e.g. "Array buffer allocation failed" at the memory cap) is not a font we can read.
      if (err instanceof HttpError) answer({ ok: false, status: err.statusCode, key: err.messageKey, params: err.params });
      else answer({ ok: false, status: 415, key: "designs:fonts.notAFont", params: {} });
    },
  );
});
