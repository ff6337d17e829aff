import { describe, expect, it } from "vitest";
import path from "node:path";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe("0.0.0.0");
    expect(c.dataDir).toBe(path.resolve("./data"));
    expect(c.sqlitePath).toBe(path.join(path.resolve("./data"), "bitaqa.db"));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.admin.password).toBeUndefined();
    expect(c.sessionSecret).toBeUndefined();
    expect(c.trustProxy).toBe(false);
    expect(c.poolMax).toBe(10);
    expect(c.jobLeaseMs).toBe(15_000);
  });

  it("reads the sign-ins allowed per address (50 in 15 minutes by default), and refuses 0", () => {
    expect(loadConfig({}).rateLimits.loginPerIp).toEqual({ max: 50, windowMs: 15 * 60_000 });
    expect(loadConfig({ RATE_LIMIT_LOGIN_PER_IP: "5000" }).rateLimits.loginPerIp.max).toBe(5000);
    expect(() => loadConfig({ RATE_LIMIT_LOGIN_PER_IP: "0" })).toThrow(/RATE_LIMIT_LOGIN_PER_IP/);
  });

  it("reads the pool size and the job lease, and refuses values that cannot work", () => {
    const c = loadConfig({ DATABASE_POOL_MAX: "4", JOB_LEASE_MS: "5000" });
    expect(c.poolMax).toBe(4);
    expect(c.jobLeaseMs).toBe(5000);
    expect(() => loadConfig({ DATABASE_POOL_MAX: "1" })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ JOB_LEASE_MS: "10" })).toThrow(/JOB_LEASE_MS/);
  });

  it("reads the environment", () => {
    const c = loadConfig({ PORT: "8080", DATA_DIR: "/tmp/x", DATABASE_URL: "postgres://h/db", PUBLIC_URL: "https://bitaqa.example/", ADMIN_PASSWORD: "pw", TRUST_PROXY: "1", LOG_LEVEL: "warn" });
    expect(c.port).toBe(8080);
    expect(c.sqlitePath).toBe("/tmp/x/bitaqa.db");
    expect(c.databaseUrl).toBe("postgres://h/db");
    expect(c.publicUrl).toBe("https://bitaqa.example");
    expect(c.admin.password).toBe("pw");
    expect(loadConfig({ ADMIN_NAME: "Site admin" } as NodeJS.ProcessEnv).admin.name).toBe("Site admin");
    expect(c.trustProxy).toBe(1);
    expect(c.logLevel).toBe("warn");
    expect(loadConfig({ PORT: "5000" }).publicUrl).toBe("http://localhost:5000");
  });

  it("rejects bad values", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow();
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow();
    expect(() => loadConfig({ PUBLIC_URL: "not a url" })).toThrow();
  });
});
