// The field editor's form model: the shared field schema (shared/api/templates.ts) plus the checks a
// person needs while editing (unique names marked on the duplicate, options for select fields), and
// the conversions between the API's fields and the form's values.
import { z } from "zod";
import { templateField, type TemplateField } from "../../../../shared/api/templates.ts";
import { V } from "../../../../shared/api/validation.ts";
import { ApiRequestError } from "../../../lib/request.ts";

const editableField = templateField.extend({
  // Kept as text in the form (an empty input means "the type's default maximum").
  maxLength: z.string().refine((v) => v.trim() === "" || (/^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 2000), { error: V.invalid }),
});

export const fieldsFormSchema = z.object({
  fields: z
    .array(editableField)
    .max(50, { error: `${V.max}|50` })
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((f, i) => {
        if (seen.has(f.name)) ctx.addIssue({ code: "custom", path: [i, "name"], message: V.duplicateField });
        seen.add(f.name);
        if (f.type === "select" && f.options.length === 0) ctx.addIssue({ code: "custom", path: [i, "options"], message: V.required });
      });
    }),
});
export type FieldsFormValues = z.input<typeof fieldsFormSchema>;
export type FieldsFormOutput = z.output<typeof fieldsFormSchema>;
export type EditableField = FieldsFormValues["fields"][number];

const blank = () => ({ ar: "", en: "", fr: "" });

export function toFormField(f: TemplateField): EditableField {
  return {
    name: f.name,
    label: { ...blank(), ...f.label },
    type: f.type,
    required: !!f.required,
    defaultValue: f.defaultValue ?? "",
    defaultText: { ...blank(), ...f.defaultText },
    placeholder: { ...blank(), ...f.placeholder },
    options: (f.options ?? []).map((o) => ({ value: o.value, label: { ...blank(), ...o.label } })),
    position: f.position ?? 0,
    maxLength: f.maxLength ? String(f.maxLength) : "",
    // Date fields always carry their calendar and language, so the editor's selects show a choice.
    style: f.type === "date" ? { calendar: "gregory", locale: "ar", ...f.style } : (f.style ?? {}),
  };
}

export function toFormValues(fields: readonly TemplateField[]): FieldsFormValues {
  return { fields: [...fields].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).map(toFormField) };
}

/** PUT body: positions follow the list order; an empty max length is left out. */
export function toPayload(values: FieldsFormOutput) {
  return {
    fields: values.fields.map(({ maxLength, ...f }, i) => ({ ...f, position: i, ...(maxLength.trim() ? { maxLength: Number(maxLength) } : {}) })),
  };
}

/** A new text field with a name not used yet (field1, field2 …). */
export function newField(existing: readonly { name: string }[]): EditableField {
  const names = new Set(existing.map((f) => f.name));
  let n = existing.length + 1;
  while (names.has(`field${n}`)) n++;
  return {
    name: `field${n}`,
    label: blank(),
    type: "text",
    required: false,
    defaultValue: "",
    defaultText: blank(),
    placeholder: blank(),
    options: [],
    position: existing.length,
    maxLength: "",
    style: {},
  };
}

/** The server's `fields` ("fields.2.label.ar": message) as form paths; "fields" itself is the list's root error. */
export function serverFieldErrors(err: unknown): [string, string][] {
  if (!(err instanceof ApiRequestError) || !err.fields) return [];
  return Object.entries(err.fields)
    .filter(([k]) => k === "fields" || k.startsWith("fields."))
    .map(([k, message]) => [k === "fields" ? "fields.root" : k, message]);
}
