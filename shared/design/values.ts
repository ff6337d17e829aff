// From a layer's props and the record's values to the exact string that gets drawn.
import { resolveText, substitute } from "./bindings.ts";
import { applyDigits, type DigitStyle } from "./digits.ts";
import type { DesignValues } from "./schema.ts";

export function resolveBindingsAndDigits(props: { text: string; field?: string }, values: DesignValues, digits: DigitStyle): string {
  return applyDigits(resolveText(props, values), digits);
}

/** Image sources and QR contents are substituted but never digit-converted (they are URLs). */
export function resolveSource(template: string, values: DesignValues): string {
  return substitute(template, values).trim();
}
