// The one check for "?redirect=" targets after sign-in, used by the server (OIDC flow cookie) and the
// web app (web/lib/session.ts). Only a path on our own site passes; anything else becomes the fallback.
//
// Browsers are lenient: the URL parser drops TAB/LF/CR anywhere and leading control characters, reads
// "\" as "/" in http(s) URLs, and a router may percent-decode a value once more before following it
// ("/%09/evil.example" → "/\t/evil.example" → "//evil.example"). So every form the value may take — as
// given and percent-decoded up to three times — must be free of control characters and backslashes
// (stricter than stripping them: a real link of ours never has one) and must be a single-slash path
// that keeps our origin when parsed with `new URL(x, origin)`. The answer is the normalised path,
// which passes the same check again (the function is idempotent).
const PROBE_ORIGIN = "https://bitaqa.invalid";
const MAX_LENGTH = 2000;
// eslint-disable-next-line no-control-regex
const SUSPICIOUS = /[\u0000-\u001f\u007f-\u009f\\]/;

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // Malformed sequences ("%E0%A4%A"): decode each escape on its own, as a lenient router might.
    return value.replace(/%[0-9a-fA-F]{2}/g, (e) => String.fromCharCode(parseInt(e.slice(1), 16)));
  }
}

function isLocalPath(form: string): boolean {
  if (SUSPICIOUS.test(form) || !form.startsWith("/") || form.startsWith("//")) return false;
  try {
    const url = new URL(form, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith("//");
  } catch {
    return false;
  }
}

/** `value` (normalised) when it is a path on this site, else `fallback`. */
export function safeRedirect(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return fallback;
  let form = value;
  for (let i = 0; i < 4; i++) {
    if (!isLocalPath(form)) return fallback;
    const next = decodeOnce(form);
    if (next === form) break;
    form = next;
  }
  const url = new URL(value, PROBE_ORIGIN);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isLocalPath(path) ? path : fallback;
}
