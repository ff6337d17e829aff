// Column mapping for bulk issuance: suggest which uploaded column feeds which template field,
// turn each row into a field → value record, and split rows into issuable ones and per-row errors
// (a bad row is reported and skipped; good rows go on). Error strings are i18n keys in the
// shared "validation:key|param" form (see shared/api/validation.ts parseMessage).
import { BULK_LIMITS } from "./limits.ts";
import type { ParsedSheet } from "./sheet.ts";

export interface BulkField {
  name: string;
  label: { ar: string; en: string; fr: string };
  required?: boolean;
}

/** field name → header name (as in ParsedSheet.headers). Unmapped fields are absent. */
export type ColumnMapping = Record<string, string>;
export type RowValues = Record<string, string>;

/** Template-specific validation the lead plugs in: field → error key, or nothing when the row is fine. */
export type ValidateRow = (
  values: RowValues,
  context: { row: number },
) => Record<string, string> | null | undefined | Promise<Record<string, string> | null | undefined>;

export interface RowError {
  /** Row number as in the file: the header is row 1, so the first data row is 2. */
  row: number;
  errors: Record<string, string>;
}

export interface ValidRow {
  row: number;
  values: RowValues;
}

/**
 * Comparable form of a header or label: NFKC, lower case, Arabic diacritics/tatweel removed,
 * alef/yaa/taa-marbuta variants folded, `_ - . : *` and whitespace runs collapsed to one space.
 */
export function normalizeLabel(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g, "")
    .replace(/[\u0622\u0623\u0625\u0671]/g, "\u0627") // آ أ إ ٱ → ا
    .replace(/\u0649/g, "\u064a") // ى → ي
    .replace(/\u0629/g, "\u0647") // ة → ه
    .replace(/[\s_\-.:*()]+/g, " ")
    .trim();
}

/** Maps each field to the first still-unused header equal (after normalizeLabel) to its name or a label. */
export function suggestMapping(headers: readonly string[], fields: readonly BulkField[]): ColumnMapping {
  const byKey = new Map<string, string>();
  for (const header of headers) {
    const key = normalizeLabel(header);
    if (key && !byKey.has(key)) byKey.set(key, header);
  }
  const used = new Set<string>();
  const mapping: ColumnMapping = {};
  for (const field of fields) {
    const candidates = [field.name, field.label.ar, field.label.en, field.label.fr].map(normalizeLabel);
    for (const key of candidates) {
      const header = byKey.get(key);
      if (header !== undefined && !used.has(header)) {
        mapping[field.name] = header;
        used.add(header);
        break;
      }
    }
  }
  return mapping;
}

/**
 * Problems with the mapping itself (not the rows), keyed by field name, for the route's 400 `fields`:
 * unknown field, header not in the file, one header used twice, required field left unmapped.
 */
export function checkMapping(
  mapping: ColumnMapping,
  headers: readonly string[],
  fields: readonly BulkField[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const known = new Set(fields.map((f) => f.name));
  const headerSet = new Set(headers);
  const usedBy = new Map<string, string>();
  for (const [field, header] of Object.entries(mapping)) {
    if (!known.has(field)) errors[field] = "validation:unknownField";
    else if (!headerSet.has(header)) errors[field] = "validation:invalid";
    else if (usedBy.has(header)) errors[field] = "validation:duplicateField";
    else usedBy.set(header, field);
  }
  for (const field of fields) {
    if (field.required && !(field.name in mapping) && !errors[field.name]) errors[field.name] = "validation:required";
  }
  return errors;
}

/** One row → field values (trimmed; "" for a missing cell). */
export function applyMapping(row: readonly string[], headers: readonly string[], mapping: ColumnMapping): RowValues {
  const values: RowValues = {};
  for (const [field, header] of Object.entries(mapping)) {
    const index = headers.indexOf(header);
    values[field] = index >= 0 ? (row[index] ?? "").trim() : "";
  }
  return values;
}

/**
 * Splits all rows into valid ones and per-row errors. Built-in checks: required fields present,
 * values at most BULK_LIMITS.maxCellLength characters; then the template's `validateRow`.
 */
export async function prepareRows(
  sheet: Pick<ParsedSheet, "headers" | "rows"> & { rowNumbers?: readonly number[] },
  mapping: ColumnMapping,
  fields: readonly BulkField[],
  validateRow?: ValidateRow,
): Promise<{ valid: ValidRow[]; invalid: RowError[] }> {
  const valid: ValidRow[] = [];
  const invalid: RowError[] = [];
  for (let i = 0; i < sheet.rows.length; i++) {
    const row = sheet.rowNumbers?.[i] ?? i + 2;
    const values = applyMapping(sheet.rows[i], sheet.headers, mapping);
    const errors: Record<string, string> = {};
    for (const field of fields) {
      const value = values[field.name] ?? "";
      if (field.required && value === "") errors[field.name] = "validation:required";
      else if (value.length > BULK_LIMITS.maxCellLength) errors[field.name] = `validation:max|${BULK_LIMITS.maxCellLength}`;
    }
    if (Object.keys(errors).length === 0 && validateRow) Object.assign(errors, (await validateRow(values, { row })) ?? {});
    if (Object.keys(errors).length > 0) invalid.push({ row, errors });
    else valid.push({ row, values });
  }
  return { valid, invalid };
}

/** The first rows as field values, for the rendered preview step. */
export function previewRows(
  sheet: Pick<ParsedSheet, "headers" | "rows">,
  mapping: ColumnMapping,
  count: number = BULK_LIMITS.previewRows,
): RowValues[] {
  return sheet.rows.slice(0, count).map((row) => applyMapping(row, sheet.headers, mapping));
}
