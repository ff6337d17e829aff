import { describe, expect, it } from "vitest";
import { zeroCounts, type AnalyticsDay } from "../../../shared/api/analytics.ts";
import { intervalFromParams, rangeFromParams } from "./range.ts";
import { firstDayOfWeek, groupDays } from "./series.ts";

const day = (date: string, view = 1, share = 0): AnalyticsDay => ({ date, ...zeroCounts(), view, share });
/** 2026-11-01 is a Sunday; 11-07 a Saturday; 11-02 a Monday. */
const NOVEMBER = Array.from({ length: 14 }, (_, i) => day(`2026-11-${String(i + 1).padStart(2, "0")}`, i + 1));

describe("groupDays", () => {
  it("keeps days as they are, in date order", () => {
    const b = groupDays([day("2026-11-03", 3), day("2026-11-01", 1)], "day");
    expect(b.map((x) => [x.start, x.end, x.counts.view])).toEqual([["2026-11-01", "2026-11-01", 1], ["2026-11-03", "2026-11-03", 3]]);
  });

  it("starts weeks on Saturday in Arabic, Sunday in English and Monday in French", () => {
    expect(firstDayOfWeek("ar")).toBe(6);
    expect(firstDayOfWeek("en")).toBe(7);
    expect(firstDayOfWeek("fr")).toBe(1);
    // Arabic: Sun 1 – Fri 6 (clipped at the range start), Sat 7 – Fri 13, Sat 14.
    expect(groupDays(NOVEMBER, "week", firstDayOfWeek("ar")).map((b) => [b.start, b.end, b.counts.view])).toEqual([
      ["2026-11-01", "2026-11-06", 21],
      ["2026-11-07", "2026-11-13", 70],
      ["2026-11-14", "2026-11-14", 14],
    ]);
    // English: Sun 1 – Sat 7, Sun 8 – Sat 14.
    expect(groupDays(NOVEMBER, "week", firstDayOfWeek("en")).map((b) => [b.start, b.end, b.counts.view])).toEqual([
      ["2026-11-01", "2026-11-07", 28],
      ["2026-11-08", "2026-11-14", 77],
    ]);
    // French: Sun 1 alone, Mon 2 – Sun 8, Mon 9 – Sat 14.
    expect(groupDays(NOVEMBER, "week", firstDayOfWeek("fr")).map((b) => [b.start, b.end, b.counts.view])).toEqual([
      ["2026-11-01", "2026-11-01", 1],
      ["2026-11-02", "2026-11-08", 35],
      ["2026-11-09", "2026-11-14", 69],
    ]);
  });

  it("sums every event per calendar month, across a year's end", () => {
    const days = [day("2025-12-30", 2, 1), day("2025-12-31", 3, 0), day("2026-01-01", 5, 4), day("2026-02-28", 7, 0)];
    const months = groupDays(days, "month");
    expect(months.map((b) => [b.start, b.end, b.counts.view, b.counts.share])).toEqual([
      ["2025-12-30", "2025-12-31", 5, 1],
      ["2026-01-01", "2026-01-01", 5, 4],
      ["2026-02-28", "2026-02-28", 7, 0],
    ]);
    expect(months[0].counts.verify).toBe(0);
  });
});

describe("range from the URL", () => {
  const now = new Date("2026-11-26T17:00:00Z");
  it("defaults to the last 30 days, today included", () => {
    expect(rangeFromParams(new URLSearchParams(), now)).toEqual({ preset: 30, from: "2026-10-28", to: "2026-11-26", valid: true });
    expect(rangeFromParams(new URLSearchParams("range=7"), now)).toMatchObject({ preset: 7, from: "2026-11-20" });
    expect(rangeFromParams(new URLSearchParams("range=12"), now).preset).toBe(30);
  });

  it("takes from/to by hand and refuses a reversed, impossible or too long range", () => {
    expect(rangeFromParams(new URLSearchParams("from=2026-01-01&to=2026-01-31"), now)).toEqual({ preset: null, from: "2026-01-01", to: "2026-01-31", valid: true });
    expect(rangeFromParams(new URLSearchParams("from=2026-02-01&to=2026-01-31"), now).valid).toBe(false);
    expect(rangeFromParams(new URLSearchParams("from=2026-02-30&to=2026-03-01"), now).valid).toBe(false);
    expect(rangeFromParams(new URLSearchParams("from=2024-01-01&to=2026-01-31"), now).valid).toBe(false);
    expect(rangeFromParams(new URLSearchParams("from=2026-01-01"), now).valid).toBe(false);
  });

  it("reads the interval, day by default", () => {
    expect(intervalFromParams(new URLSearchParams("interval=week"))).toBe("week");
    expect(intervalFromParams(new URLSearchParams("interval=year"))).toBe("day");
  });
});
