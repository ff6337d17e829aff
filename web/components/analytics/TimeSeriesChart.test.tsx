import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UI_DIGITS } from "../../lib/i18n.ts";
import { groupDays } from "../../lib/analytics/series.ts";
import { sampleDays } from "./analyticsTestData.ts";
import { makeFormat } from "./format.ts";
import { TimeSeriesChart, timeRange } from "./TimeSeriesChart.tsx";

const buckets = groupDays(sampleDays("2026-11-01", 5, (i) => ({ view: (i + 1) * 10 })), "day");

function draw(language: "ar" | "en") {
  const format = makeFormat(language, language === "ar");
  const { container } = render(<TimeSeriesChart buckets={buckets} events={["view"]} interval="day" width={400} format={format} label="chart" eventLabel={(e) => e} colorOf={() => "#000"} />);
  const dots = [...container.querySelectorAll('[data-event="view"] circle')].map((c) => Number(c.getAttribute("cx")));
  const yTicks = [...container.querySelectorAll(".y-tick")];
  const xTicks = [...container.querySelectorAll(".x-tick")].map((t) => t.textContent);
  const axisGroup = yTicks[0]?.closest(".visx-axis");
  return { container, dots, yTicks, xTicks, axisGroup };
}

/** x of a group's translate(x, y). */
const leftOf = (el: Element | null | undefined) => Number(/translate\(([-\d.]+)/.exec(el?.getAttribute("transform") ?? "")?.[1] ?? NaN);

describe("TimeSeriesChart direction", () => {
  it("runs time from left to right in English, the counts' axis on the left", () => {
    const { dots, axisGroup } = draw("en");
    expect(dots).toHaveLength(5);
    for (let i = 1; i < dots.length; i++) expect(dots[i]).toBeGreaterThan(dots[i - 1]);
    expect(axisGroup?.classList.contains("visx-axis-left")).toBe(true);
    expect(leftOf(axisGroup)).toBeLessThan(200);
  });

  it("runs time from right to left in Arabic, the counts' axis on the right", () => {
    const { dots, axisGroup, xTicks } = draw("ar");
    for (let i = 1; i < dots.length; i++) expect(dots[i]).toBeLessThan(dots[i - 1]);
    expect(dots[0]).toBeGreaterThan(300);
    expect(axisGroup?.classList.contains("visx-axis-right")).toBe(true);
    expect(leftOf(axisGroup)).toBeGreaterThan(300);
    expect(timeRange(400, true)[0]).toBeGreaterThan(timeRange(400, true)[1]);
    // The interface's digits (UI_DIGITS: Latin in every language today), never ICU's default for "ar".
    expect(xTicks.join(" ")).toMatch(/1/);
    expect(xTicks.join(" ")).not.toMatch(/[٠-٩]/);
  });

  it("writes counts and dates with the interface's digit setting (UI_DIGITS), whatever ICU's default", () => {
    expect(draw("ar").yTicks.map((t) => t.textContent)).toContain("50");
    const before = UI_DIGITS.ar;
    UI_DIGITS.ar = "arab";
    try {
      const { yTicks, xTicks } = draw("ar");
      expect(yTicks.map((t) => t.textContent)).toContain("٥٠");
      expect(xTicks.join(" ")).toMatch(/[٠-٩]/);
    } finally {
      UI_DIGITS.ar = before;
    }
  });
});
