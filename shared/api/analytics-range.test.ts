// The analytics date range: defaults, order and length rules, and day arithmetic across months and years.
import { describe, expect, it } from "vitest";
import { MAX_RANGE_DAYS } from "./analytics.ts";
import { addDays, eachDay, rangeLength, resolveAnalyticsRange } from "./analytics-range.ts";

describe("resolveAnalyticsRange", () => {
  it("defaults to the last 30 days ending today", () => {
    expect(resolveAnalyticsRange({}, "2026-03-01")).toEqual({ ok: true, from: "2026-01-31", to: "2026-03-01" });
    expect(resolveAnalyticsRange({ to: "2024-03-01" }, "2026-01-01")).toEqual({ ok: true, from: "2024-02-01", to: "2024-03-01" });
    expect(resolveAnalyticsRange({ from: "2025-12-25" }, "2026-01-02")).toEqual({ ok: true, from: "2025-12-25", to: "2026-01-02" });
  });

  it("refuses a start after the end, and more than MAX_RANGE_DAYS days, at the start", () => {
    expect(resolveAnalyticsRange({ from: "2026-01-02", to: "2026-01-01" })).toEqual({ ok: false, fields: { from: "validation:analytics.rangeOrder" } });
    expect(resolveAnalyticsRange({ from: "2026-01-03" }, "2026-01-02").ok).toBe(false);
    const last = addDays("2026-06-30", -(MAX_RANGE_DAYS - 1));
    expect(resolveAnalyticsRange({ from: last, to: "2026-06-30" })).toEqual({ ok: true, from: last, to: "2026-06-30" });
    expect(resolveAnalyticsRange({ from: addDays(last, -1), to: "2026-06-30" })).toEqual({ ok: false, fields: { from: `validation:analytics.rangeTooLong|${MAX_RANGE_DAYS}` } });
    expect(resolveAnalyticsRange({ from: "2026-01-01", to: "2026-01-01" })).toEqual({ ok: true, from: "2026-01-01", to: "2026-01-01" });
  });
});

describe("day arithmetic", () => {
  it("walks over month ends, leap days and years in UTC", () => {
    expect(eachDay("2024-02-27", "2024-03-02")).toEqual(["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01", "2024-03-02"]);
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(rangeLength("2025-01-01", "2025-12-31")).toBe(365);
    expect(eachDay("2026-01-02", "2026-01-01")).toEqual([]);
  });
});
