// Templates and their fields (API.md "Public content"): one schema for the admin field editor, the
// generated card/certificate forms and the server's check of submitted values.
import { z } from "zod";
import { V } from "./validation.ts";

export const localizedText = z.object({
  ar: z.string().trim().min(1, { error: V.required }).max(300, { error: `${V.max}|300` }),
  en: z.string().trim().max(300, { error: `${V.max}|300` }).default(""),
  fr: z.string().trim().max(300, { error: `${V.max}|300` }).default(""),
});
export type LocalizedText = z.infer<typeof localizedText>;
/** Optional localized text (placeholders): every language may be empty. */
export const optionalLocalizedText = z.object({ ar: z.string().max(300).default(""), en: z.string().max(300).default(""), fr: z.string().max(300).default("") });

export const FIELD_TYPES = ["text", "textarea", "date", "number", "email", "select", "image", "color"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Default and hard maximum lengths of a value, per type. */
export const FIELD_MAX_LENGTH: Record<FieldType, number> = {
  text: 200, textarea: 2000, date: 10, number: 32, email: 254, select: 200, image: 500, color: 7,
};

export const templateField = z.object({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, { error: V.invalid }),
  label: localizedText,
  type: z.enum(FIELD_TYPES),
  required: z.boolean().default(false),
  defaultValue: z.string().max(2000).default(""),
  /**
   * Per-language defaults of a text field (the form starts with the page language's one; the
   * language-neutral defaultValue stays the fallback and what the server fills in). Optional.
   */
  defaultText: z.object({ ar: z.string().max(2000).default(""), en: z.string().max(2000).default(""), fr: z.string().max(2000).default("") }).optional(),
  placeholder: optionalLocalizedText.default({ ar: "", en: "", fr: "" }),
  options: z.array(z.object({ value: z.string().min(1).max(200), label: localizedText })).max(100).default([]),
  position: z.number().int().min(0).default(0),
  maxLength: z.number().int().min(1).max(2000).optional(),
  style: z.record(z.string(), z.unknown()).default({}),
});
export type TemplateField = z.infer<typeof templateField>;
export type TemplateFieldInput = z.input<typeof templateField>;

export const templateFields = z
  .array(templateField)
  .max(50)
  .refine((fields) => new Set(fields.map((f) => f.name)).size === fields.length, { error: V.duplicateField });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;
/** Image values are URLs of blobs we stored, or data: never (uploads go through the upload call). */
export const IMAGE_URL = /^\/api\/uploads\/[A-Za-z0-9_-]{16,128}(\.(png|jpe?g|webp))?$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** One field's value schema: empty strings mean "not given". */
function valueSchema(field: TemplateField) {
  const max = Math.min(field.maxLength ?? FIELD_MAX_LENGTH[field.type], FIELD_MAX_LENGTH[field.type]);
  const base = z.string({ error: V.invalid }).max(max, { error: `${V.max}|${max}` });
  return base.superRefine((raw, ctx) => {
    const value = raw.trim();
    if (value === "") {
      if (field.required) ctx.addIssue({ code: "custom", message: V.required });
      return;
    }
    const fail = (message: string) => ctx.addIssue({ code: "custom", message });
    switch (field.type) {
      case "email":
        if (!z.email().safeParse(value).success) fail(V.email);
        break;
      case "number":
        if (!/^-?\d+(\.\d+)?$/.test(value)) fail(V.invalid);
        break;
      case "date":
        if (!isRealDate(value)) fail(V.invalid);
        break;
      case "color":
        if (!COLOR.test(value)) fail(V.invalid);
        break;
      case "select":
        if (!field.options.some((o) => o.value === value)) fail(V.invalid);
        break;
      case "image":
        if (!IMAGE_URL.test(value)) fail(V.invalid);
        break;
    }
  });
}

/**
 * The schema of the `values` a card or certificate is made with: every key must be a field of the
 * template (unknown fields are refused), each value a string checked by its field's type and limits.
 * Missing optional values fall back to the field's default.
 */
export function buildValuesSchema(fields: readonly TemplateField[]) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const f of fields) shape[f.name] = z.preprocess((v) => v ?? "", valueSchema(f)).transform((v) => v.trim() || f.defaultValue) as never;
  return z.strictObject(shape, { error: (issue) => (issue.code === "unrecognized_keys" ? V.unknownField : V.invalid) });
}

export type FieldValues = Record<string, string>;

export { localizedDefault, orderedFields } from "./field-values.ts";

export const TEMPLATE_KINDS = ["card", "certificate"] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const templatesQuery = z.object({
  kind: z.enum(TEMPLATE_KINDS).optional(),
  category: z.string().max(64).optional(),
});

/** GET /api/templates list item. */
export interface TemplateSummary {
  id: string;
  kind: TemplateKind;
  category: string; // category slug
  title: LocalizedText;
  description: LocalizedText;
  thumbnailUrl: string;
  width: number;
  height: number;
}

/** GET /api/templates/{id}: the current revision's design document and fields. */
export interface TemplateDetail extends TemplateSummary {
  revisionId: string;
  design: unknown;
  fields: TemplateField[];
}
