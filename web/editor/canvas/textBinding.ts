// Text layers bound to a template field: by the layer's `field`, or by a text that is nothing but one
// `{{name}}` placeholder (the seeded cards' name lines). Editing such a layer on the canvas must edit
// the field's value, never the placeholder: typing over "{{name}}" would leave a card on which the
// visitor's name appears nowhere.
import { referencedFields } from "../../../shared/design/bindings.ts";
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
