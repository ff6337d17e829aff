// Cheap structural checks on an untrusted credential before any JSON-LD or crypto work:
// size and depth caps (so hostile uploads cannot exhaust CPU or the stack) and the VC data
// model's required members. Returns a JSON-safe deep copy to work on, or the problems found.
import { VC_V1_CONTEXT, VC_V2_CONTEXT } from "./documentLoader.ts";

export const MAX_CREDENTIAL_BYTES = 256 * 1024;
export const MAX_CREDENTIAL_DEPTH = 32;
/** JSON objects/arrays allowed. Canonicalisation cost grows with the number of nodes, not
 * bytes (2,500 small nodes took seconds); ours have ~20, rich Open Badges a few dozen. */
export const MAX_CREDENTIAL_NODES = 256;

// xsd:dateTimeStamp: a timezone is required so "now" comparisons are unambiguous.
const DATE_TIME_STAMP = /^-?\d{4,}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|1[0-4]):[0-5]\d)$/;

export type CredentialDocument = Record<string, unknown> & { "@context": unknown[] };
export type ShapeResult = { ok: true; credential: CredentialDocument; version: 1 | 2 } | { ok: false; errors: string[] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Nesting depth and number of objects/arrays, stopping early once either cap is exceeded. */
function measure(root: unknown): { depth: number; nodes: number } {
  let depth = 0;
  let nodes = 0;
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length > 0) {
    const [value, level] = stack.pop()!;
    if (typeof value !== "object" || value === null) continue;
    nodes += 1;
    if (level > depth) depth = level;
    if (depth > MAX_CREDENTIAL_DEPTH || nodes > MAX_CREDENTIAL_NODES) break;
    for (const child of Object.values(value)) stack.push([child, level + 1]);
  }
  return { depth, nodes };
}

function isUri(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export function isDateTimeStamp(value: unknown): value is string {
  return typeof value === "string" && DATE_TIME_STAMP.test(value) && !Number.isNaN(Date.parse(value));
}

export function checkCredentialShape(input: unknown, maxBytes = MAX_CREDENTIAL_BYTES): ShapeResult {
  if (!isPlainObject(input)) return { ok: false, errors: ["The credential must be a JSON object."] };
  let json: string;
  try {
    json = JSON.stringify(input);
  } catch {
    return { ok: false, errors: ["The credential is not serialisable JSON."] };
  }
  if (Buffer.byteLength(json, "utf8") > maxBytes) {
    return { ok: false, errors: [`The credential is larger than ${Math.round(maxBytes / 1024)} KB.`] };
  }
  const credential = JSON.parse(json) as Record<string, unknown>;
  const size = measure(credential);
  if (size.depth > MAX_CREDENTIAL_DEPTH) {
    return { ok: false, errors: [`The credential is nested deeper than ${MAX_CREDENTIAL_DEPTH} levels.`] };
  }
  if (size.nodes > MAX_CREDENTIAL_NODES) {
    return { ok: false, errors: [`The credential has more than ${MAX_CREDENTIAL_NODES} objects.`] };
  }

  const errors: string[] = [];
  const context = credential["@context"];
  let version: 1 | 2 = 2;
  if (!Array.isArray(context) || context.length === 0) {
    errors.push('"@context" must be a non-empty array.');
  } else {
    if (context[0] === VC_V1_CONTEXT) version = 1;
    else if (context[0] !== VC_V2_CONTEXT) errors.push(`The first "@context" must be ${VC_V2_CONTEXT} (or VC v1).`);
    if (!context.every((entry) => typeof entry === "string" || isPlainObject(entry))) {
      errors.push('"@context" entries must be URLs or objects.');
    }
  }
  const types = Array.isArray(credential.type) ? credential.type : [credential.type];
  if (!types.includes("VerifiableCredential")) errors.push('"type" must include "VerifiableCredential".');
  if ("id" in credential && !isUri(credential.id)) errors.push('"id" must be a URI.');

  const issuer = credential.issuer;
  const issuerId = isPlainObject(issuer) ? issuer.id : issuer;
  if (!isUri(issuerId)) errors.push('"issuer" must be a URI or an object with a URI "id".');

  const subjects = Array.isArray(credential.credentialSubject) ? credential.credentialSubject : [credential.credentialSubject];
  if (subjects.length === 0 || !subjects.every((s) => isPlainObject(s) && Object.keys(s).length > 0)) {
    errors.push('"credentialSubject" must be a non-empty object.');
  }
  if ("proof" in credential) {
    const proofs = Array.isArray(credential.proof) ? credential.proof : [credential.proof];
    if (!proofs.every(isPlainObject)) errors.push('"proof" must be an object.');
  }

  const dateFields = version === 2 ? ["validFrom", "validUntil"] : ["issuanceDate", "expirationDate"];
  if (version === 1 && !("issuanceDate" in credential)) errors.push('"issuanceDate" is required in a VC 1.1 credential.');
  for (const field of dateFields) {
    if (field in credential && !isDateTimeStamp(credential[field])) errors.push(`"${field}" must be a date-time with a timezone.`);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, credential: credential as CredentialDocument, version };
}

/** Parses an uploaded credential file (text). Returns undefined for oversize or invalid JSON,
 * so the caller can answer "malformed" without handing megabytes to JSON.parse. */
export function parseCredentialJson(text: string, maxBytes = MAX_CREDENTIAL_BYTES): unknown {
  if (typeof text !== "string" || Buffer.byteLength(text, "utf8") > maxBytes) return undefined;
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return undefined;
  }
}
