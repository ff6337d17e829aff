import { describe, expect, it } from "vitest";
import { BULK_LIMITS } from "./limits.ts";
import { applyMapping, checkMapping, normalizeLabel, prepareRows, previewRows, suggestMapping, type BulkField } from "./mapping.ts";

const fields: BulkField[] = [
  { name: "recipientName", label: { ar: "اسم المستلم", en: "Recipient name", fr: "Nom du destinataire" }, required: true },
  { name: "courseTitle", label: { ar: "عنوان الدورة", en: "Course title", fr: "Intitulé de la formation" } },
  { name: "issueDate", label: { ar: "تاريخ الإصدار", en: "Issue date", fr: "Date d’émission" } },
  { name: "email", label: { ar: "البريد الإلكتروني", en: "Email", fr: "Courriel" } },
];

describe("normalizeLabel", () => {
  it("ignores case, spacing, punctuation, Arabic diacritics, tatweel and hamza/alef forms", () => {
    expect(normalizeLabel("  Recipient_Name ")).toBe("recipient name");
    expect(normalizeLabel("اسْمُ  المُسْتَلِم")).toBe(normalizeLabel("اسم المستلم"));
    expect(normalizeLabel("تـــاريخ الاصدار")).toBe(normalizeLabel("تاريخ الإصدار"));
    expect(normalizeLabel("عنوان الدوره")).toBe(normalizeLabel("عنوان الدورة"));
    expect(normalizeLabel("اسم المستلم")).not.toBe(normalizeLabel("اسم الدورة"));
  });
});

describe("suggestMapping", () => {
  it("matches Arabic labels with diacritics, English/French labels and field names", () => {
    const headers = ["اسْمُ المُسْتَلِم", "COURSE TITLE", "Date d’émission", "email", "ملاحظات"];
    expect(suggestMapping(headers, fields)).toEqual({
      recipientName: "اسْمُ المُسْتَلِم",
      courseTitle: "COURSE TITLE",
      issueDate: "Date d’émission",
      email: "email",
    });
  });

  it("leaves unmatched fields out and never maps one header to two fields", () => {
    const twins: BulkField[] = [
      { name: "a", label: { ar: "الاسم", en: "Name", fr: "Nom" } },
      { name: "b", label: { ar: "الاسم", en: "Name", fr: "Nom" } },
    ];
    expect(suggestMapping(["الإسم", "x"], twins)).toEqual({ a: "الإسم" });
    expect(suggestMapping(["foo"], fields)).toEqual({});
  });
});

describe("checkMapping", () => {
  const headers = ["الاسم", "الدورة"];
  it("accepts a correct mapping", () => {
    expect(checkMapping({ recipientName: "الاسم", courseTitle: "الدورة" }, headers, fields)).toEqual({});
  });
  it("reports unknown fields, missing headers, duplicates and unmapped required fields", () => {
    expect(checkMapping({ nope: "الاسم" }, headers, fields)).toEqual({
      nope: "validation:unknownField",
      recipientName: "validation:required",
    });
    expect(checkMapping({ recipientName: "غير موجود" }, headers, fields)).toEqual({ recipientName: "validation:invalid" });
    expect(checkMapping({ recipientName: "الاسم", courseTitle: "الاسم" }, headers, fields)).toEqual({
      courseTitle: "validation:duplicateField",
    });
  });
});

describe("applyMapping / prepareRows", () => {
  const sheet = {
    headers: ["الاسم", "الدورة", "البريد"],
    rows: [
      [" محمد ", "الإدارة", "m@example.com"],
      ["", "التسويق", "x@example.com"],
      ["سارة", "x".repeat(BULK_LIMITS.maxCellLength + 1), "s@example.com"],
      ["ليلى", "التصميم", "not-an-email"],
      ["عمر", "البرمجة", "o@example.com"],
    ],
    rowNumbers: [2, 3, 5, 6, 9],
  };
  const mapping = { recipientName: "الاسم", courseTitle: "الدورة", email: "البريد" };

  it("maps a row to trimmed field values", () => {
    expect(applyMapping(sheet.rows[0], sheet.headers, mapping)).toEqual({
      recipientName: "محمد",
      courseTitle: "الإدارة",
      email: "m@example.com",
    });
    expect(applyMapping(["a"], sheet.headers, { recipientName: "الاسم", courseTitle: "الدورة" })).toEqual({
      recipientName: "a",
      courseTitle: "",
    });
  });

  it("skips bad rows with per-field errors at their file row numbers and keeps good ones", async () => {
    const seen: number[] = [];
    const { valid, invalid } = await prepareRows(sheet, mapping, fields, async (values, { row }) => {
      seen.push(row);
      return /^[^@\s]+@[^@\s]+$/.test(values.email) ? null : { email: "validation:email" };
    });
    expect(valid.map((v) => v.row)).toEqual([2, 9]);
    expect(valid[1].values).toEqual({ recipientName: "عمر", courseTitle: "البرمجة", email: "o@example.com" });
    expect(invalid).toEqual([
      { row: 3, errors: { recipientName: "validation:required" } },
      { row: 5, errors: { courseTitle: `validation:max|${BULK_LIMITS.maxCellLength}` } },
      { row: 6, errors: { email: "validation:email" } },
    ]);
    expect(seen).toEqual([2, 6, 9]); // the template hook only sees rows that passed the built-in checks
  });

  it("numbers rows from 2 when the sheet has no rowNumbers", async () => {
    const { invalid } = await prepareRows({ headers: ["الاسم"], rows: [["a"], [""]] }, { recipientName: "الاسم" }, fields);
    expect(invalid).toEqual([{ row: 3, errors: { recipientName: "validation:required" } }]);
  });

  it("previews the first rows as field values", () => {
    expect(previewRows(sheet, mapping, 2).map((v) => v.recipientName)).toEqual(["محمد", ""]);
    expect(previewRows(sheet, mapping)).toHaveLength(Math.min(BULK_LIMITS.previewRows, sheet.rows.length));
  });
});
