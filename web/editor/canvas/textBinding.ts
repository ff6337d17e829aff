// Text layers bound to template fields: by the layer's `field`, or by `{{name}}` placeholders in its
// text (the seeded cards' name line is «إلى {{name}}»). A visitor making a card edits the fields'
// VALUES on the canvas, never the placeholders: the textarea holds the text as the card shows it
// («إلى Sara»), only the value's stretch of it can change, and each change maps back to one field's
// value while the static words and the binding stay as the template has them.
import { referencedFields, textSegments } from "../../../shared/design/bindings.ts";
import type { TextProps } from "../../../shared/design/schema.ts";

const WHOLE_PLACEHOLDER = /^\s*\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}\s*$/;

/** The field whose value IS this layer's text, if any. */
export function boundField(props: Pick<TextProps, "text" | "field">): string | undefined {
  return props.field ?? WHOLE_PLACEHOLDER.exec(props.text)?.[1];
}

/** Fields the old text referenced that the new text no longer does (a binding an edit would lose). */
export function lostFields(before: string, after: string): string[] {
  const kept = new Set(referencedFields(after));
  return referencedFields(before).filter((name) => !kept.has(name));
}

/** Where one field's value sits in the shown text: [start, end) in UTF-16 units, as a textarea counts. */
export interface ValueSpan {
  field: string;
  start: number;
  end: number;
}

/** A field-bound text as a visitor edits it: the words shown and the stretches that are values. */
export interface FieldText {
  text: string;
  spans: ValueSpan[];
}

/** The text a visitor edits for this layer with these values; null when it has no field (plain text). */
export function fieldText(props: Pick<TextProps, "text" | "field">, values: Readonly<Record<string, string>>): FieldText | null {
  const segments = props.field ? [{ field: props.field }] : textSegments(props.text);
  if (!segments.some((s) => s.field !== undefined)) return null;
  let text = "";
  const spans: ValueSpan[] = [];
  for (const s of segments) {
    if (s.field === undefined) text += s.text;
    else {
      const value = values[s.field] ?? "";
      spans.push({ field: s.field, start: text.length, end: text.length + value.length });
      text += value;
    }
  }
  return { text, spans };
}

/**
 * The value change that turns `before.text` into `after`: the one field whose stretch explains the
 * edit with every other character (static words, other values) unchanged. When several could (an
 * insertion between two values), the one holding `caret` (the selection's start before the edit)
 * wins. null: the edit touched static words (or two values at once) and is refused.
 */
export function valueEdit(before: FieldText, after: string, caret?: number): { field: string; value: string } | null {
  const fits: { field: string; value: string; span: ValueSpan }[] = [];
  for (const span of before.spans) {
    const head = before.text.slice(0, span.start);
    const tail = before.text.slice(span.end);
    if (after.length < head.length + tail.length || !after.startsWith(head) || !after.endsWith(tail)) continue;
    fits.push({ field: span.field, value: after.slice(head.length, after.length - tail.length), span });
  }
  if (fits.length === 0) return null;
  const pick = (caret !== undefined && fits.find((f) => f.span.start <= caret && caret <= f.span.end)) || fits[0];
  return { field: pick.field, value: pick.value };
}

/** A selection moved inside the nearest value's stretch (the static words cannot be selected into). */
export function clampToSpans(spans: readonly ValueSpan[], start: number, end: number): [number, number] {
  if (spans.length === 0 || spans.some((s) => s.start <= start && end <= s.end)) return [start, end];
  const distance = (s: ValueSpan) => (start < s.start ? s.start - start : start > s.end ? start - s.end : 0);
  const near = spans.reduce((a, b) => (distance(b) < distance(a) ? b : a));
  const clamp = (n: number) => Math.min(near.end, Math.max(near.start, n));
  return [clamp(start), clamp(end)];
}
