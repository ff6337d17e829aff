// One renderer: a child process running worker.ts, which the pool can SIGKILL at the time limit.
// A worker thread cannot be stopped while @napi-rs/canvas draws natively (terminate() waits for the
// native call to return), so a hostile design kept a core busy long after its answer (issue 32).
// `serialization: "advanced"` lets Uint8Array travel both ways (images, fonts, the output bytes).
import { fork, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { processEntry } from "../worker-entry.ts";

/** Renderer processes not yet seen to exit, of every pool: killed when this process exits. */
const alive = new Set<ChildProcess>();
/** Renderers started with their own process group. */
const groupLeaders = new WeakSet<ChildProcess>();
let exitHookInstalled = false;

/**
 * `ownGroup`: the renderer leads a process group of its own, so that killRenderer() ends what it
 * started too (the video renderer's ffmpeg, which would otherwise finish the frames it was sent).
 */
export function startRenderer(options: { ownGroup?: boolean } = {}): ChildProcess {
  const { modulePath, execArgv } = processEntry(import.meta.url, "worker");
  const child = fork(modulePath, [], { execArgv, serialization: "advanced", stdio: ["ignore", "inherit", "inherit", "ipc"], detached: options.ownGroup === true });
  if (options.ownGroup) groupLeaders.add(child);
  alive.add(child);
  child.once("exit", () => alive.delete(child));
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // A renderer busy in native drawing would not notice its parent is gone until the drawing ends.
    process.once("exit", () => {
      for (const c of alive) killRenderer(c);
    });
  }
  return child;
}

/** SIGKILLs the renderer, and its whole process group when it leads one. */
export function killRenderer(child: ChildProcess): void {
  if (groupLeaders.has(child) && child.pid !== undefined) {
    try {
      process.kill(-child.pid, "SIGKILL");
      return;
    } catch {
      // The group is gone already (or never formed): the renderer alone, below.
    }
  }
  child.kill("SIGKILL");
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
  const fields = statFields(pid);
  if (!fields) return undefined;
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks * TICK_MS : undefined;
}

/** The fields of /proc/<pid>/stat after "pid (comm) " (state first), or undefined when it is gone. */
function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // After "pid (comm) ": state is field 3, utime field 14, stime field 15 (comm may hold spaces).
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
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

/**
 * CPU time (ms) of a renderer that leads a process group: its own, its waited-for children's
 * (cutime/cstime: encoders that finished) and the live members' of its group (an encoder at work).
 */
export function groupCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  const leader = statFields(pid);
  if (!leader) return undefined;
  let ticks = Number(leader[11]) + Number(leader[12]) + Number(leader[13]) + Number(leader[14]);
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || entry === String(pid)) continue;
    const fields = statFields(entry);
    // Field 5 (pgrp) is the 3rd after the state.
    if (fields && Number(fields[2]) === pid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return Number.isFinite(ticks) ? ticks * TICK_MS : undefined;
}
