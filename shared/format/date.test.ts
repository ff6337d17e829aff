import { describe, expect, it } from "vitest";
import { formatDisplayDate } from "./date.ts";

describe("formatDisplayDate", () => {
  it("shows Hijri (Umm al-Qura) dates with Arabic-Indic or Latin digits", () => {
    expect(formatDisplayDate("2026-03-20", { locale: "ar", calendar: "islamic-umalqura", digits: "arab" })).toBe("١ شوال ١٤٤٧\u00A0هـ");
    expect(formatDisplayDate("2026-03-20", { locale: "ar", calendar: "islamic-umalqura", digits: "latn" })).toBe("1 شوال 1447\u00A0هـ");
  });
  it("shows Gregorian dates in each language, Arabic digits by default in Arabic", () => {
    expect(formatDisplayDate("2026-03-20", { locale: "ar" })).toBe("٢٠ مارس ٢٠٢٦");
    expect(formatDisplayDate("2026-03-20", { locale: "en" })).toBe("March 20, 2026");
    expect(formatDisplayDate("2026-03-20", { locale: "fr" })).toBe("20 mars 2026");
  });
  it("keeps the civil day whatever the time zone, and gives empty text for invalid input", () => {
    expect(formatDisplayDate("2026-01-01", { locale: "en", style: "short" })).toBe("1/1/26");
    expect(formatDisplayDate("not a date", { locale: "en" })).toBe("");
  });
});
