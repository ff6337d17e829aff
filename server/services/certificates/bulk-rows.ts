// Bulk issuance rows: the template's fields as bulk fields (recipientName always among them), and
// the per-row check (required, lengths, then the template's own value rules). Shared by the
// preview, the upload route and the job, so all three agree on which rows are bad.
import { buildValuesSchema, type TemplateField } from "../../../shared/api/templates.ts";
import { prepareRows, type BulkField, type ColumnMapping, type RowError, type RowValues, type ValidRow } from "../../bulk/mapping.ts";
import type { ParsedSheet } from "../../bulk/readSpreadsheet.ts";

const RECIPIENT: BulkField = { name: "recipientName", label: { ar: "اسم المستلم", en: "Recipient name", fr: "Nom du bénéficiaire" }, required: true };
/** Optional column: where each certificate is e-mailed (issue 15). Never a template value. */
export const RECIPIENT_EMAIL: BulkField = { name: "recipientEmail", label: { ar: "البريد الإلكتروني للمستلم", en: "Recipient e-mail", fr: "E-mail du bénéficiaire" } };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function bulkFields(fields: readonly TemplateField[]): BulkField[] {
  const list: BulkField[] = fields
    .filter((f) => f.type !== "image") // images come from uploads, not spreadsheet cells
    .map((f) => ({ name: f.name, label: f.label, required: f.required || f.name === "recipientName" }));
  return [...(list.some((f) => f.name === "recipientName") ? list : [RECIPIENT, ...list]), RECIPIENT_EMAIL];
}

/** Field values for the template (recipientName kept apart when the template has no such field). */
export function splitRowValues(fields: readonly TemplateField[], row: RowValues): { values: RowValues; recipientName: string; recipientEmail: string } {
  const { recipientEmail = "", ...values } = row;
  const hasField = fields.some((f) => f.name === "recipientName");
  const { recipientName = "", ...rest } = values;
  return { values: hasField ? values : rest, recipientName, recipientEmail: recipientEmail.trim() };
}

export async function checkRows(sheet: Pick<ParsedSheet, "headers" | "rows" | "rowNumbers">, mapping: ColumnMapping, fields: readonly TemplateField[]): Promise<{ valid: ValidRow[]; invalid: RowError[] }> {
  const schema = buildValuesSchema(fields);
  return prepareRows(sheet, mapping, bulkFields(fields), (row) => {
    const split = splitRowValues(fields, row);
    const result = schema.safeParse(split.values);
    const emailBad = split.recipientEmail !== "" && (split.recipientEmail.length > 254 || !EMAIL.test(split.recipientEmail));
    if (result.success && !emailBad) return null;
    const errors: Record<string, string> = emailBad ? { recipientEmail: "validation:email" } : {};
    if (result.success) return errors;
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? "row");
      if (!(name in errors)) errors[name] = issue.message;
    }
    return errors;
  });
}
