import { describe, expect, it } from "vitest";
import { BULK_ERROR_MESSAGES, BulkFileError, bulkErrorMessage } from "./errors.ts";

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("BULK_ERROR_MESSAGES", () => {
  it("has every code in ar, en and fr with the same placeholders", () => {
    const codes = Object.keys(BULK_ERROR_MESSAGES.en).sort();
    for (const locale of ["ar", "fr"] as const) {
      expect(Object.keys(BULK_ERROR_MESSAGES[locale]).sort()).toEqual(codes);
      for (const code of codes) {
        const key = code as keyof typeof BULK_ERROR_MESSAGES.en;
        expect(placeholders(BULK_ERROR_MESSAGES[locale][key]), `${locale}.${code}`).toEqual(placeholders(BULK_ERROR_MESSAGES.en[key]));
      }
    }
  });

  it("fills params into the translated message", () => {
    const error = new BulkFileError("too_many_rows", { max: 5000 });
    expect(bulkErrorMessage("en", error)).toBe("The file has more than 5000 rows. Split it into smaller files.");
    expect(bulkErrorMessage("fr", error)).toContain("plus de 5000 lignes");
    expect(bulkErrorMessage("ar", error)).toContain("أكثر من 5000 صف");
    expect(error.status).toBe(400);
    expect(error).toBeInstanceOf(Error);
  });
});
