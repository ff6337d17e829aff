import { describe, expect, it } from "vitest";
import type { DesignDocument } from "../design/schema.ts";
import { cardDisplayValues, dateFieldStyle } from "./field-dates.ts";

const date = (style: Record<string, unknown> = {}) => ({ name: "day", type: "date" as const, style });
const text = { name: "msg", type: "text" as const, style: {} };

describe("cardDisplayValues", () => {
  it("formats ISO dates in the field's language and calendar, digits from the design", () => {
    expect(cardDisplayValues([date()], { day: "2026-11-24" }, { digits: "arabic" }).day).toBe("٢٤ نوفمبر ٢٠٢٦");
    expect(cardDisplayValues([date()], { day: "2026-11-24" }, { digits: "latin" }).day).toBe("24 نوفمبر 2026");
    expect(cardDisplayValues([date({ locale: "en" })], { day: "2026-11-24" }, { digits: "latin" }).day).toBe("November 24, 2026");
    expect(cardDisplayValues([date({ calendar: "islamic-umalqura" })], { day: "2026-03-20" }, { digits: "arabic" }).day).toBe("١ شوال ١٤٤٧\u00A0هـ");
  });

  it("leaves other fields, empty values and non-ISO text alone", () => {
    const out = cardDisplayValues([date(), text], { day: "٢٠ مارس ٢٠٢٦", msg: "2026-11-24" }, { digits: "latin" });
    expect(out).toEqual({ day: "٢٠ مارس ٢٠٢٦", msg: "2026-11-24" });
    expect(cardDisplayValues([date()], { day: "" }, null)).toEqual({ day: "" });
  });

  it("reads unknown style values as the defaults", () => {
    expect(dateFieldStyle(date({ calendar: "julian", locale: "de" }))).toEqual({ calendar: "gregory", locale: "ar" });
  });
});

describe("a date field without a language of its own speaks the design's", () => {
  const design = (text: string) => ({ digits: "latin" as const, layers: [{ id: "t", type: "text", props: { text } }] as unknown as DesignDocument["layers"] });
  const english = design("Happy birthday, {{name}}");
  const arabic = design("إلى {{name}}");
  it("English on an English card, Arabic on an Arabic one; the field's own choice wins", () => {
    expect(cardDisplayValues([date()], { day: "2026-11-24" }, english).day).toBe("November 24, 2026");
    expect(cardDisplayValues([date()], { day: "2026-11-24" }, arabic).day).toBe("24 نوفمبر 2026");
    expect(cardDisplayValues([date({ locale: "fr" })], { day: "2026-11-24" }, english).day).toBe("24 novembre 2026");
  });
});
