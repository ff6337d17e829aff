// Stand-in renderer processes for the render pool's bookkeeping tests (pool-logic, pool-failures and
// pool-waits.test.ts): replaces renderer-process.ts with children whose readiness, answers, exits,
// CPU time and resident set the test decides, and records what the pool asks of the operating
// system — kills, and whether each child holds the event loop (`keptAlive`: a busy or needed one
// must, an idle one must not, or a server could not shut down). Used as
// `vi.mock("./renderer-process.ts", () => import("./test/fake-renderers.ts").then((m) => m.fakeRendererProcess))`.
import { EventEmitter } from "node:events";
import { afterEach, onTestFinished } from "vitest";
import { fixtureByName } from "../../../shared/design/fixtures/index.ts";

export type FakeChild = EventEmitter & {
  pid: number | undefined;
  exitCode: number | null;
  signalCode: string | null;
  sent: { id: number; job: Record<string, unknown> }[];
  failSend?: boolean;
  send(msg: unknown, cb: (err: Error | null) => void): void;
};

export const fake = {
  children: [] as FakeChild[],
  /** pids the pool SIGKILLed, in order */
  killed: [] as number[],
  cpu: new Map<number, number>(),
  rss: new Map<number, number>(),
  /** the last `ownGroup` a renderer was started with */
  group: false,
  /** whether each child holds the event loop, as the pool last set it */
  keptAlive: new Map<FakeChild, boolean>(),
};

export const fakeRendererProcess = {
  startRenderer: (options: { ownGroup?: boolean }) => {
    fake.group = options.ownGroup === true;
    const sent: FakeChild["sent"] = [];
    const child: FakeChild = Object.assign(new EventEmitter(), {
      pid: 1000 + fake.children.length,
      exitCode: null,
      signalCode: null,
      sent,
      send(msg: unknown, cb: (err: Error | null) => void) {
        sent.push(msg as FakeChild["sent"][number]);
        cb(child.failSend ? new Error("channel closed") : null);
      },
    });
    fake.children.push(child);
    return child;
  },
  killRenderer: (child: FakeChild) => {
    fake.killed.push(child.pid!);
    setTimeout(() => exit(child, null, "SIGKILL"), 5);
  },
  setKeepsAlive: (child: FakeChild, keep: boolean) => void fake.keptAlive.set(child, keep),
  processCpuMs: (pid: number) => fake.cpu.get(pid),
  groupCpuMs: (pid: number) => fake.cpu.get(pid) ?? 0,
  processRssMb: (pid: number) => fake.rss.get(pid),
};

export function resetFakeRenderers(): void {
  fake.children.length = 0;
  fake.killed.length = 0;
  fake.cpu.clear();
  fake.rss.clear();
  fake.keptAlive.clear();
}

/** The child's process ends, as Node reports it: the code or signal set, then "exit". */
export function exit(child: FakeChild, code: number | null, signal: string | null = null): void {
  child.exitCode = code;
  child.signalCode = signal;
  child.emit("exit", code, signal);
}

export const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
export const ready = (c: FakeChild) => c.emit("message", { ready: true });
/** The child answers the last job it was sent. */
export const answer = (c: FakeChild, extra: Record<string, unknown> = {}) =>
  c.emit("message", { id: c.sent.at(-1)!.id, ok: true, bytes: new Uint8Array([1]), contentType: "image/png", ...extra });
export const live = () => fake.children.filter((c) => c.exitCode === null && c.signalCode === null).length;

const qr = fixtureByName("qr");
/** A small job; what it draws does not matter to a stand-in renderer. */
export const testJob = { design: qr.doc, values: qr.values, format: "png" as const, width: 64 };

/** Makes the test file's pools (one renderer and a long wait unless told), closes them after each
 * test and resets the fakes. Takes the class so this module never imports pool.ts (which imports
 * the module this one stands in for). */
export function poolsOf<C extends new (options: never) => { close(): Promise<void> }>(Pool: C): (options?: NonNullable<ConstructorParameters<C>[0]>) => InstanceType<C> {
  const pools: InstanceType<C>[] = [];
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.close()));
    resetFakeRenderers();
  });
  return (options) => {
    const p = new Pool({ size: 1, queueWaitMs: 60_000, ...(options as object) } as never) as InstanceType<C>;
    pools.push(p);
    return p;
  };
}

/** Counts the timers set from now on that have neither fired nor been cleared: a wait or time limit
 * the pool forgot holds the process's event loop (a server that should exit waits for it) and the
 * job it refers to. Counted by wrapping the global setTimeout/clearTimeout, which the pool calls;
 * `stop()` puts them back (also after the test, whatever happens). */
export function trackTimers(): { pending: () => number; stop: () => void } {
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  const pending = new Set<unknown>();
  globalThis.setTimeout = ((fn: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const handle = realSet(() => {
      pending.delete(handle);
      fn(...args);
    }, ms);
    pending.add(handle);
    return handle;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((handle?: Parameters<typeof clearTimeout>[0]) => {
    pending.delete(handle);
    realClear(handle);
  }) as typeof clearTimeout;
  const stop = () => {
    globalThis.setTimeout = realSet;
    globalThis.clearTimeout = realClear;
  };
  onTestFinished(stop);
  return { pending: () => pending.size, stop };
}
