// Test and bench only: the processes below this one and the CPU they use, read from /proc (Linux).
// A render's cost is measured where it is spent, whatever runs it (thread or child process).
import { readdirSync, readFileSync } from "node:fs";

interface Stat {
  pid: number;
  ppid: number;
  state: string;
  /** utime + stime of all its threads, in ms (USER_HZ = 100). */
  cpuMs: number;
  rssMb: number;
}

function statOf(pid: number): Stat | undefined {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = raw.slice(raw.lastIndexOf(")") + 2).split(" ");
    // f[0] = field 3 (state), f[1] = ppid, f[11..12] = utime, stime, f[21] = rss in pages.
    return { pid, state: f[0], ppid: Number(f[1]), cpuMs: (Number(f[11]) + Number(f[12])) * 10, rssMb: (Number(f[21]) * 4096) / 1024 / 1024 };
  } catch {
    return undefined;
  }
}

function allStats(): Stat[] {
  return readdirSync("/proc").flatMap((name) => (/^\d+$/.test(name) ? (statOf(Number(name)) ?? []) : []));
}

/** Whether the process's command line matches (e.g. the render pool's worker module). */
export function commandMatches(pid: number, pattern: RegExp): boolean {
  try {
    return pattern.test(readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " "));
  } catch {
    return false;
  }
}

/** The live processes descending from `root` (not zombies), without `root` itself. */
export function descendants(root = process.pid): Stat[] {
  const all = allStats();
  const found: Stat[] = [];
  let frontier = [root];
  while (frontier.length > 0) {
    const next = all.filter((s) => frontier.includes(s.ppid) && s.state !== "Z");
    found.push(...next);
    frontier = next.map((s) => s.pid);
  }
  return found;
}

/** CPU time (ms) used so far by `root` and every live process below it. */
export function treeCpuMs(root = process.pid): number {
  return (statOf(root)?.cpuMs ?? 0) + descendants(root).reduce((sum, s) => sum + s.cpuMs, 0);
}

/** The process's proportional set size in MB (its private pages plus its share of pages it maps with
 * others, e.g. node's code in every renderer), or its RSS when smaps_rollup cannot be read. */
function pssMb(stat: Stat): number {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${stat.pid}/smaps_rollup`, "utf8"));
    return m ? Number(m[1]) / 1024 : stat.rssMb;
  } catch {
    return stat.rssMb;
  }
}

/** Memory (MB) of `root` and every live process below it: the sum of their PSS, so pages they share
 * are counted once (summed RSS would count node's code once per renderer). */
export function treeMemoryMb(root = process.pid): number {
  const self = statOf(root);
  return (self ? pssMb(self) : 0) + descendants(root).reduce((sum, s) => sum + pssMb(s), 0);
}
