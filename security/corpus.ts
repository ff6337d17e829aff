// Hostile inputs: what an outside tester throws at every parameter, query, body, header and cookie.
export const MARK = "bq7x"; // a token to find reflections by

export const STRING_PAYLOADS: string[] = [
  // XSS in element, attribute, script, URL and template contexts
  `<script>alert("${MARK}")</script>`,
  `"><img src=x onerror=alert('${MARK}')>`,
  `'><svg/onload=alert('${MARK}')>`,
  `</title><script>alert('${MARK}')</script>`,
  `</script><script>alert('${MARK}')</script>`,
  `javascript:alert('${MARK}')`,
  `{{constructor.constructor('alert("${MARK}")')()}}`,
  // SQL
  `' OR '1'='1' -- ${MARK}`,
  `1; DROP TABLE users; -- ${MARK}`,
  `" OR ""=" ${MARK}`,
  `') UNION SELECT password_hash FROM users -- ${MARK}`,
  // path traversal
  `../../../../etc/passwd`,
  `..%2F..%2F..%2Fetc%2Fpasswd`,
  `....//....//etc/passwd`,
  // header injection / control characters
  `x\r\nX-Injected: ${MARK}`,
  `x%0d%0aX-Injected:%20${MARK}`,
  `nul\u0000byte${MARK}`,
  // Unicode trouble: RTL override, lone surrogate, replacement chars
  `\u202Egnp.exe${MARK}`,
  `\uD800${MARK}`,
  // numbers and types where strings are expected, very long values
  `-1`,
  `1e309`,
  `NaN`,
  `${MARK}${"A".repeat(70_000)}`,
];

/** Raw byte sequences that are not valid UTF-8. */
export const INVALID_UTF8: Buffer[] = [Buffer.from([0xc3, 0x28]), Buffer.from([0xff, 0xfe, 0xfd]), Buffer.from([0xe2, 0x82]), Buffer.from([0xf0, 0x28, 0x8c, 0x28])];

/** Markers that must never appear unescaped in HTML, og meta, SVG or CSV we produce. */
export const RAW_MARKERS = [`<script>alert("${MARK}")`, `<img src=x onerror=alert('${MARK}')`, `<svg/onload=alert('${MARK}')`, `</title><script>`, `</script><script>alert('${MARK}')`];

/** JSON nested `depth` levels (text, so no stack is used to build it). */
export function deeplyNestedJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

/** Prototype-pollution attempts (as raw JSON text: an object literal would not keep "__proto__"). */
export const PROTO_BODIES = [
  `{"__proto__":{"role":"admin","isAdmin":true,"polluted":"${MARK}"}}`,
  `{"constructor":{"prototype":{"polluted":"${MARK}"}}}`,
  `{"values":{"__proto__":{"polluted":"${MARK}"}},"name":{"__proto__":{"polluted":"${MARK}"}}}`,
];

/** Replaces every string leaf of a body with `payload` (keeps the shape the route expects). */
export function withPayload(body: unknown, payload: string): unknown {
  if (typeof body === "string") return payload;
  if (Array.isArray(body)) return body.map((v) => withPayload(v, payload));
  if (body && typeof body === "object") return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, withPayload(v, payload)]));
  return body;
}
