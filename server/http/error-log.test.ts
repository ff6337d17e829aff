// What the error handler writes to the log (issue 32, Low 11): a 503 "render busy" is an expected
// refusal any visitor can cause, so it must not be an error line with a stack (a flood of them would
// bury real failures); a real failure still is.
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { seed } from "../seeds/seed.ts";
import { BUSY_RETRY_SECONDS } from "../render/service.ts";
import { createTestDb, testConfig } from "../test/app.ts";
import { HttpError } from "../errors.ts";

interface Line {
  level: string;
  obj: unknown;
  msg?: string;
}
const lines: Line[] = [];

function capturingLogger(): FastifyBaseLogger {
  const logger: Record<string, unknown> = { level: "trace", child: () => logger, silent: () => undefined };
  for (const level of ["fatal", "error", "warn", "info", "debug", "trace"]) {
    logger[level] = (obj: unknown, msg?: string) => lines.push({ level, obj, msg });
  }
  return logger as unknown as FastifyBaseLogger;
}

let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  const config = testConfig();
  const handle = await createTestDb();
  await seed(handle.db, config, { templates: false });
  app = await buildApp({ config, db: handle, logger: capturingLogger(), prepareDb: false });
  // The same error the render service throws when the queue is full or a job waited too long.
  app.get("/api/test-render-busy", async () => {
    throw new HttpError(503, "render:busy", undefined, { seconds: BUSY_RETRY_SECONDS }, { "retry-after": String(BUSY_RETRY_SECONDS) });
  });
  app.get("/api/test-boom", async () => {
    throw new Error("a real failure");
  });
  await app.ready();
  close = async () => {
    await app.close();
    await handle.destroy();
  };
});
afterAll(() => close());

const hasStack = (obj: unknown) => JSON.stringify(obj, (_k, v: unknown) => (v instanceof Error ? { stack: v.stack } : v)).includes('"stack"');

describe("error log", () => {
  it("logs a 503 render busy at warn, without a stack, and answers it translated with Retry-After", async () => {
    lines.length = 0;
    for (let i = 0; i < 20; i++) {
      const res = await app.inject({ method: "GET", url: "/api/test-render-busy", headers: { "accept-language": "en" } });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe(String(BUSY_RETRY_SECONDS));
      expect(res.json().code).toBe("render:busy");
    }
    expect(lines.filter((l) => l.level === "error" || l.level === "fatal")).toEqual([]);
    const refused = lines.filter((l) => l.msg === "request refused");
    expect(refused).toHaveLength(20);
    expect(refused.every((l) => l.level === "warn" && !hasStack(l.obj))).toBe(true);
  });

  it("still logs a real failure at error level with its stack", async () => {
    lines.length = 0;
    const res = await app.inject({ method: "GET", url: "/api/test-boom" });
    expect(res.statusCode).toBe(500);
    const errors = lines.filter((l) => l.level === "error");
    expect(errors).toHaveLength(1);
    expect(hasStack(errors[0].obj)).toBe(true);
  });
});
