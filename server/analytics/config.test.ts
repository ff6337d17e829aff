// The analytics settings read from the environment (server/config.ts).
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";

describe("ANALYTICS_* configuration", () => {
  it("defaults: on, flushed every 2 s, 400 days kept", () => {
    expect(loadConfig({}).analytics).toEqual({ enabled: true, flushMs: 2000, retentionDays: 400 });
  });

  it("reads the variables", () => {
    expect(loadConfig({ ANALYTICS_ENABLED: "false", ANALYTICS_FLUSH_MS: "250", ANALYTICS_RETENTION_DAYS: "30" }).analytics).toEqual({ enabled: false, flushMs: 250, retentionDays: 30 });
    expect(loadConfig({ ANALYTICS_ENABLED: "0" }).analytics.enabled).toBe(false);
    expect(loadConfig({ ANALYTICS_ENABLED: "true" }).analytics.enabled).toBe(true);
  });

  it("refuses values that cannot work", () => {
    expect(() => loadConfig({ ANALYTICS_FLUSH_MS: "0" })).toThrow(/ANALYTICS_FLUSH_MS/);
    expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: "0" })).toThrow(/ANALYTICS_RETENTION_DAYS/);
    expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: "a year" })).toThrow();
  });
});
