// Submitted values against a revision's fields → clean values, or a 400 naming each bad field.
import { buildValuesSchema, type FieldValues, type TemplateField } from "../../../shared/api/templates.ts";
import { HttpError } from "../../errors.ts";

export function checkValues(fields: readonly TemplateField[], raw: Record<string, unknown>): FieldValues {
  const parsed = buildValuesSchema(fields).safeParse(raw);
  if (parsed.success) return parsed.data as FieldValues;
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    // Unknown keys are reported on the object itself with their names in `keys`.
    const names = issue.code === "unrecognized_keys" ? issue.keys : [issue.path.map(String).join(".")];
    for (const name of names) if (name && !(name in out)) out[name] = issue.message;
  }
  throw new HttpError(400, "invalidInput", out);
}
