// Runs the real server (server/main.ts through tsx) as a child process on a given data directory or
// PostgreSQL database, so a test can kill -9 it and start it again on the same data.
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../../e2e/server.ts";

const root = new URL("../..", import.meta.url).pathname;
export const DURABILITY_ADMIN = { username: "admin", password: "durability-admin-pw-1" };

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGKILL: no shutdown hook runs, in-flight requests and jobs are cut off. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

export async function startServerProcess(opts: { port: number; dataDir: string; databaseUrl?: string; env?: Record<string, string> }): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${opts.port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(opts.port), HOST: "127.0.0.1", DATA_DIR: opts.dataDir, PUBLIC_URL: url,
      ADMIN_USERNAME: DURABILITY_ADMIN.username, ADMIN_PASSWORD: DURABILITY_ADMIN.password, ADMIN_EMAIL: "admin@example.test",
      DATABASE_URL: opts.databaseUrl ?? "", LOG_LEVEL: "warn", RENDER_WORKERS: "1", WEB_DIR: "/nonexistent-web",
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    child,
    output: () => out,
    async kill9() {
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Signs in as the admin; answers the cookie header value. */
export async function adminSession(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json", origin: url }, body: JSON.stringify(DURABILITY_ADMIN) });
  if (res.status !== 200) throw new Error(`login ${res.status}: ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

export { freePort };
