import { describe, expect, it } from "vitest";
import { relativeTime } from "./relativeTime.ts";

const NOW = Date.parse("2026-03-10T12:00:00Z");

describe("relativeTime", () => {
  it("uses the largest fitting unit in the given language", () => {
    expect(relativeTime("2026-03-10T11:58:00Z", "en", NOW)).toBe("2 minutes ago");
    expect(relativeTime("2026-03-09T12:00:00Z", "en", NOW)).toBe("yesterday");
    expect(relativeTime("2026-02-24T12:00:00Z", "fr", NOW)).toBe("il y a 2 semaines");
    expect(relativeTime("2026-03-10T09:00:00Z", "ar", NOW)).toBe(new Intl.RelativeTimeFormat("ar", { numeric: "auto" }).format(-3, "hour"));
    expect(relativeTime("2026-03-10T11:59:58Z", "en", NOW)).toBe("2 seconds ago");
  });
  it("gives nothing for an unreadable date", () => {
    expect(relativeTime("not a date", "en", NOW)).toBe("");
  });
});
