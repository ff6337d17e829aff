// One renderer: a child process running worker.ts, which the pool can SIGKILL at the time limit.
// A worker thread cannot be stopped while @napi-rs/canvas draws natively (terminate() waits for the
// native call to return), so a hostile design kept a core busy long after its answer (issue 32).
// `serialization: "advanced"` lets Uint8Array travel both ways (images, fonts, the output bytes).
import { fork, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { processEntry } from "../worker-entry.ts";

/** Renderer processes not yet seen to exit, of every pool: killed when this process exits. */
const alive = new Set<ChildProcess>();
let exitHookInstalled = false;

export function startRenderer(): ChildProcess {
  const { modulePath, execArgv } = processEntry(import.meta.url, "worker");
  const child = fork(modulePath, [], { execArgv, serialization: "advanced", stdio: ["ignore", "inherit", "inherit", "ipc"] });
  alive.add(child);
  child.once("exit", () => alive.delete(child));
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // A renderer busy in native drawing would not notice its parent is gone until the drawing ends.
    process.once("exit", () => {
      for (const c of alive) c.kill("SIGKILL");
    });
  }
  return child;
}

/** The child no longer keeps this process alive (idle renderers: tests and shutdown must not hang). */
export function setKeepsAlive(child: ChildProcess, keep: boolean): void {
  if (keep) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

/** Linux's USER_HZ: /proc reports CPU time in ticks of 10 ms. */
const TICK_MS = 10;

/**
 * CPU time (user + system, all its threads) the process has used so far, in ms; undefined when it
 * cannot be read (not Linux, or the process is gone).
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // After "pid (comm) ": state is field 3, utime field 14, stime field 15 (comm may hold spaces).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * TICK_MS : undefined;
  } catch {
    return undefined;
  }
}

/** The process's resident set in MB (VmRSS), or undefined when it cannot be read. */
export function processRssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}
