// Runs `node dist/server/main.js` as a child process, like `npm run serve`, and waits for /healthz.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestSmtp } from "../server/test/smtp.ts";

export interface RunningServer {
  url: string;
  dataDir: string;
  admin: { username: string; password: string };
  stop(): Promise<void>;
}

const root = new URL("..", import.meta.url).pathname;

/** A port free on 127.0.0.1 right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === "object" && addr ? resolve(addr.port) : reject(new Error("no port"))));
    });
  });
}

export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "bitaqa-e2e-"));
  const admin = { username: "admin", password: "e2e-admin-password-1" };
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ADMIN_EMAIL: "admin@example.test",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // A loaded CI machine draws slowly: pages with many images must not meet the 1.5 s queue refusal
      // meant for one visitor hogging the renderer (that refusal has its own server and security tests).
      RENDER_QUEUE_WAIT_MS: "30000",
      // Every journey signs in from 127.0.0.1: the default 50 sign-ins per address in 15 minutes is
      // reached by the suite itself on a fast machine (the limit has its own server and security tests).
      RATE_LIMIT_LOGIN_PER_IP: "5000",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    admin,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type RunningServerWithSmtp = RunningServer & { smtp: TestSmtp };

/** A built server whose mail goes to a test SMTP server on loopback (from no-reply@bitaqa.test); stop() ends both. */
export async function startServerWithSmtp(): Promise<RunningServerWithSmtp> {
  // Loaded here only: the global setup and the benches start servers without mail.
  const { startTestSmtp } = await import("../server/test/smtp.ts");
  const smtp = await startTestSmtp();
  const server = await startServer({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), MAIL_FROM: "no-reply@bitaqa.test" }).catch(async (err: unknown) => {
    await smtp.close();
    throw err;
  });
  return {
    ...server,
    smtp,
    async stop() {
      await server.stop();
      await smtp.close();
    },
  };
}
