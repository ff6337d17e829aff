// The VC data model's rules that the signature does not cover, checked before any JSON-LD or
// crypto work on an untrusted credential: @context first and well-formed, the library's own rules
// (@digitalbazaar/vc: type, subject, issuer, typed credentialStatus/evidence/termsOfUse/proof),
// and the VC 2.0 rules it leaves out (credentialSchema/refreshService entries with a type,
// relatedResource ids and digests, name/description values, validFrom before validUntil).
import { checkCredentialRules } from "./vc-lib.ts";

const VC_V1 = "https://www.w3.org/2018/credentials/v1";
const VC_V2 = "https://www.w3.org/ns/credentials/v2";
const SRI = /^(sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2}$/;
const MULTIBASE = /^[uzm][A-Za-z0-9_+/=-]+$/;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

function isUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    return new URL(value).protocol.length > 1;
  } catch {
    return false;
  }
}

/** A language value: a string, { @value, @language?, @direction? }, or a list of those. */
function isTextValue(value: unknown): boolean {
  return asList(value).every(
    (v) => typeof v === "string" || (isObject(v) && typeof v["@value"] === "string" && Object.keys(v).every((k) => ["@value", "@language", "@direction"].includes(k))),
  );
}

function checkTyped(credential: Json, property: string, errors: string[], requireId: boolean): void {
  if (!(property in credential)) return;
  for (const entry of asList(credential[property])) {
    if (!isObject(entry)) errors.push(`"${property}" entries must be objects.`);
    else if (typeof entry.type !== "string" && !(Array.isArray(entry.type) && entry.type.length > 0 && entry.type.every((t) => typeof t === "string"))) {
      errors.push(`Each "${property}" entry must have a "type".`);
    } else if ((requireId || "id" in entry) && !isUrl(entry.id)) errors.push(`Each "${property}" entry must have a URL "id".`);
  }
}

function checkRelatedResources(credential: Json, errors: string[]): void {
  if (!("relatedResource" in credential)) return;
  const seen = new Set<string>();
  for (const entry of asList(credential.relatedResource)) {
    if (!isObject(entry) || !isUrl(entry.id)) {
      errors.push('Each "relatedResource" entry must have a URL "id".');
      continue;
    }
    if (seen.has(entry.id as string)) errors.push(`"relatedResource" lists ${String(entry.id).slice(0, 200)} twice.`);
    seen.add(entry.id as string);
    const hasSri = "digestSRI" in entry;
    const hasMultibase = "digestMultibase" in entry;
    if (!hasSri && !hasMultibase) errors.push('Each "relatedResource" entry needs "digestSRI" or "digestMultibase".');
    if (hasSri && !asList(entry.digestSRI).every((d) => typeof d === "string" && SRI.test(d))) errors.push('"digestSRI" must be an SRI digest (e.g. sha384-…).');
    if (hasMultibase && !asList(entry.digestMultibase).every((d) => typeof d === "string" && MULTIBASE.test(d))) errors.push('"digestMultibase" must be a multibase string.');
  }
}

function checkContexts(context: unknown, errors: string[]): void {
  if (!Array.isArray(context) || context.length === 0) return; // reported by the shape check
  const urls = context.filter((c): c is string => typeof c === "string");
  for (const url of urls) if (!isUrl(url)) errors.push(`"@context" entry "${url.slice(0, 200)}" is not a URL.`);
  if (urls.includes(VC_V1) && urls.includes(VC_V2)) errors.push('"@context" must not mix VC 1.1 and VC 2.0 base contexts.');
  if (urls.filter((u) => u === context[0]).length > 1) errors.push('"@context" lists the base context twice.');
}

/** Problems with the credential's data model (empty when none). Assumes the shape check passed. */
export function dataModelErrors(credential: Json, version: 1 | 2): string[] {
  const errors: string[] = [];
  checkContexts(credential["@context"], errors);
  try {
    checkCredentialRules(credential);
  } catch (error) {
    errors.push(String((error as Error).message).slice(0, 300));
  }
  const types = asList(credential.type);
  if (!types.every((t) => typeof t === "string" && t.length > 0)) errors.push('"type" values must be non-empty strings.');
  for (const property of ["name", "description"]) {
    if (property in credential && !isTextValue(credential[property])) errors.push(`"${property}" must be a string or language value.`);
  }
  if (isObject(credential.issuer)) {
    for (const property of ["name", "description"]) {
      if (property in credential.issuer && !isTextValue(credential.issuer[property])) errors.push(`"issuer.${property}" must be a string or language value.`);
    }
  }
  checkTyped(credential, "credentialSchema", errors, true);
  checkTyped(credential, "refreshService", errors, false);
  checkRelatedResources(credential, errors);
  if (version === 2 && typeof credential.validFrom === "string" && typeof credential.validUntil === "string") {
    if (Date.parse(credential.validFrom) > Date.parse(credential.validUntil)) errors.push('"validFrom" must not be after "validUntil".');
  }
  return [...new Set(errors)];
}
