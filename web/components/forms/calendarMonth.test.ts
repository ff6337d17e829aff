import { describe, expect, it } from "vitest";
import { monthGrid, monthLength, nextMonth, parseIsoDate, previousMonth, startOfMonth, toIsoDate } from "./calendarMonth.ts";

const d = (iso: string) => parseIsoDate(iso)!;

describe("calendar months from Intl", () => {
  it("finds Gregorian months", () => {
    const first = startOfMonth(d("2026-02-17"), "gregory");
    expect(toIsoDate(first)).toBe("2026-02-01");
    expect(monthLength(first, "gregory")).toBe(28);
    expect(toIsoDate(nextMonth(first, "gregory"))).toBe("2026-03-01");
    expect(toIsoDate(previousMonth(first, "gregory"))).toBe("2026-01-01");
  });

  it("finds Hijri (Umm al-Qura) months of 29 or 30 days", () => {
    // 1 Shawwal 1447 = 20 March 2026 (the Eid al-Fitr of shared/format/date.test.ts).
    const shawwal = startOfMonth(d("2026-03-25"), "islamic-umalqura");
    expect(toIsoDate(shawwal)).toBe("2026-03-20");
    const ramadan = previousMonth(shawwal, "islamic-umalqura");
    expect([29, 30]).toContain(monthLength(ramadan, "islamic-umalqura"));
    expect(toIsoDate(nextMonth(ramadan, "islamic-umalqura"))).toBe("2026-03-20");
  });

  it("lays weeks out from the language's first weekday", () => {
    const first = d("2026-11-01"); // a Sunday
    expect(monthGrid(first, "gregory", "en")[0][0]).toEqual(first);
    expect(monthGrid(first, "gregory", "ar")[0].slice(0, 2)).toEqual([null, first]); // Saturday first
    expect(monthGrid(first, "gregory", "fr")[0].findIndex((c) => c !== null)).toBe(6); // Monday first
    expect(monthGrid(first, "gregory", "en").flat().filter(Boolean)).toHaveLength(30);
  });

  it("accepts only real ISO dates", () => {
    expect(parseIsoDate("2026-02-30")).toBeNull();
    expect(parseIsoDate("24/11/2026")).toBeNull();
  });
});
