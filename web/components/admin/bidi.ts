/** Wraps user text (a title in another script) in Unicode isolates so quotes and punctuation around it keep their places. */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
