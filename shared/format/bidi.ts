// Bidi control characters in user-supplied text (names, typed issuers, card messages). In page text
// a name is isolated with <bdi>, so whatever it contains reorders only itself. Attributes, <title>
// and og/meta tags cannot hold an element, and chat apps render isolate marks inconsistently, so there
// the controls are removed (security round 4, L10): embeddings and overrides (U+202A–U+202E),
// isolates (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C).
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

export function hasBidiControls(text: string): boolean {
  return new RegExp(BIDI_CONTROLS.source).test(text);
}
