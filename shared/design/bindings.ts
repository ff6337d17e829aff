// `{{fieldName}}` substitution. Values are inserted as plain text: nothing is ever interpreted as markup.
import type { DesignValues } from "./schema.ts";

const PLACEHOLDER = /\\\{\{|\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

export function valueToString(v: DesignValues[string]): string {
  return v === null || v === undefined ? "" : String(v);
}

/**
 * Replaces `{{name}}` with values[name] ("" when missing). `\{{` yields literal `{{`;
 * braces that do not form a placeholder (`{{ 1 }}`, `{x}`, unclosed `{{a`) stay as typed.
 */
export function substitute(template: string, values: DesignValues): string {
  return template.replace(PLACEHOLDER, (match, name: string | undefined) => {
    if (name === undefined) return "{{"; // escaped
    return valueToString(values[name]);
  });
}

export type TextSegment = { text: string; field?: undefined } | { field: string; text?: undefined };

/** A template cut into its static words and its placeholders, in order (`\{{` is the static "{{"). */
export function textSegments(template: string): TextSegment[] {
  const out: TextSegment[] = [];
  let at = 0;
  const words = (text: string) => {
    if (!text) return;
    const prev = out[out.length - 1];
    if (prev && prev.text !== undefined) out[out.length - 1] = { text: prev.text + text };
    else out.push({ text });
  };
  for (const m of template.matchAll(PLACEHOLDER)) {
    words(template.slice(at, m.index));
    if (m[1]) out.push({ field: m[1] });
    else words("{{");
    at = m.index + m[0].length;
  }
  words(template.slice(at));
  return out;
}

/** Field names referenced by a template, in order of first use. */
export function referencedFields(template: string): string[] {
  const names: string[] = [];
  for (const m of template.matchAll(PLACEHOLDER)) if (m[1] && !names.includes(m[1])) names.push(m[1]);
  return names;
}

/** The text a text layer shows: the bound field's value when present, else its template with placeholders filled. */
export function resolveText(props: { text: string; field?: string }, values: DesignValues): string {
  if (props.field) {
    const v = valueToString(values[props.field]);
    if (v !== "") return v;
  }
  return substitute(props.text, values);
}
