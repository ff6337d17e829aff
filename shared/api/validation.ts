// zod issue messages are i18n keys of the "validation" namespace (shared/i18n/*/validation.json);
// the server translates them for the `fields` of a 400 answer, the web forms translate them in place.
import { z } from "zod";

export const V = {
  required: "validation:required",
  email: "validation:email",
  min: "validation:min",
  max: "validation:max",
  passwordsMismatch: "validation:passwordsMismatch",
  usernameFormat: "validation:usernameFormat",
  invalid: "validation:invalid",
  unknownField: "validation:unknownField",
  duplicateField: "validation:duplicateField",
} as const;

/** A required trimmed string with min/max length whose messages carry their params. */
export function text(min: number, max: number) {
  let s = z.string({ error: V.required }).trim();
  s = s.min(Math.max(min, 1), { error: min <= 1 ? V.required : `${V.min}|${min}` });
  return s.max(max, { error: `${V.max}|${max}` });
}

/** Splits "validation:min|8" into the i18n key and its interpolation params. */
export function parseMessage(message: string): { key: string; params: Record<string, number | string> } {
  const [key, arg] = message.split("|");
  if (arg === undefined) return { key, params: {} };
  const n = Number(arg);
  return { key, params: key.endsWith("min") ? { min: n } : key.endsWith("max") ? { max: n } : { value: arg } };
}
