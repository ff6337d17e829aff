// Several built server instances (`node dist/server/main.js`) on one PostgreSQL behind HAProxy
// configured by deploy/haproxy.cfg, all on loopback. Used by e2e/instances.test.ts and
// bench/instances.ts.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { freePort } from "./server.ts";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const root = new URL("..", import.meta.url).pathname;
export const HAPROXY_CONFIG = join(root, "deploy/haproxy.cfg");
const HAPROXY_CANDIDATES = ["/usr/sbin/haproxy", "/usr/bin/haproxy", "/usr/local/sbin/haproxy"];

export function findHaproxy(): string | undefined {
  return HAPROXY_CANDIDATES.find((p) => existsSync(p));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fresh, empty database in the PostgreSQL of `adminUrl`, dropped by drop(). */
export async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bitaqa_scale_${randomBytes(5).toString("hex")}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** The runner's lease holder id starts with the pid (see server/jobs/runner.ts). */
  pid: number;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** Spawns one instance without waiting for it (several start at the same moment). */
export function spawnInstance(name: string, port: number, env: Record<string, string>): Instance {
  const dataDir = mkdtempSync(join(tmpdir(), `bitaqa-${name}-`));
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  return { name, port, url: `http://127.0.0.1:${port}`, child, pid: child.pid!, output: () => output, exited };
}

export async function waitHealthy(instance: Instance, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null) {
      throw new Error(`${instance.name} exited (${instance.child.exitCode ?? instance.child.signalCode}):\n${instance.output()}`);
    }
    try {
      if ((await fetch(`${instance.url}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${instance.name} did not become healthy:\n${instance.output()}`);
    await sleep(200);
  }
}

/** SIGTERM, then the exit code (SIGKILL and null after `graceMs`). */
export async function stopInstance(instance: Instance, graceMs = 15_000): Promise<number | null> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return instance.child.exitCode;
  instance.child.kill("SIGTERM");
  const timer = setTimeout(() => instance.child.kill("SIGKILL"), graceMs);
  const code = await instance.exited;
  clearTimeout(timer);
  return code;
}

export interface Balancer {
  url: string;
  port: number;
  stop(): Promise<void>;
  output(): string;
}

/** HAProxy with deploy/haproxy.cfg on `port` in front of the three instance ports. */
export async function startHaproxy(haproxy: string, appPorts: [number, number, number], port: number): Promise<Balancer> {
  const env = {
    ...process.env,
    BITAQA_LB_BIND: `127.0.0.1:${port}`,
    BITAQA_APP1: `127.0.0.1:${appPorts[0]}`,
    BITAQA_APP2: `127.0.0.1:${appPorts[1]}`,
    BITAQA_APP3: `127.0.0.1:${appPorts[2]}`,
  };
  const check = spawnSync(haproxy, ["-c", "-q", "-f", HAPROXY_CONFIG], { env, encoding: "utf8" });
  if (check.status !== 0) throw new Error(`haproxy refused ${HAPROXY_CONFIG}:\n${check.stdout}${check.stderr}`);
  const child = spawn(haproxy, ["-db", "-f", HAPROXY_CONFIG], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${output}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`haproxy did not listen:\n${output}`);
      await sleep(100);
    }
  }
  return {
    url,
    port,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await Promise.race([exited, sleep(5000)]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
    },
  };
}

/** Asks the balancer until every named instance has answered (health checks mark them up). */
export async function waitBalanced(lb: Balancer, names: string[], timeoutMs = 30_000): Promise<void> {
  const seen = new Set<string>();
  const deadline = Date.now() + timeoutMs;
  while (!names.every((n) => seen.has(n))) {
    if (Date.now() > deadline) throw new Error(`balancer reached only ${[...seen].join(", ")} of ${names.join(", ")}:\n${lb.output()}`);
    try {
      const r = await fetch(`${lb.url}/healthz`);
      const by = r.headers.get("x-served-by");
      if (r.ok && by) seen.add(by);
    } catch {
      /* retry */
    }
    await sleep(100);
  }
}

export { freePort };
