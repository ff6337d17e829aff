// The official 1EdTech OB 3.0 AchievementCredential JSON Schema (vendored in ./schema, see SOURCE.md),
// checked with ajv's draft 2019-09 support: what 1EdTech's validator and the DCC verifier check.
import { readFileSync } from "node:fs";
import { Ajv2019, type ErrorObject, type ValidateFunction } from "ajv/dist/2019.js";
import addFormatsModule from "ajv-formats";

export const OB_ACHIEVEMENT_CREDENTIAL_SCHEMA_URL = "https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json";

// ajv-formats is CommonJS: its default export arrives as the module object under some loaders.
type AddFormats = (ajv: Ajv2019) => unknown;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as unknown as AddFormats;

let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  if (compiled) return compiled;
  const schema = JSON.parse(readFileSync(new URL("./schema/ob_v3p0_achievementcredential_schema.json", import.meta.url), "utf8")) as object;
  // strict: false — the published schema uses draft-7 style tuple `items` + `additionalItems`,
  // which 2019-09 allows but ajv's strict mode reports.
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  addFormats(ajv);
  compiled = ajv.compile(schema);
  return compiled;
}

/** { valid, errors } of a credential against the official schema (errors as "path message"). */
export function validateAchievementCredential(credential: unknown): { valid: boolean; errors: string[] } {
  const validate = validator();
  const valid = validate(credential) as boolean;
  const errors = (validate.errors ?? []).map((e: ErrorObject) => `${e.instancePath || "/"} ${e.message ?? ""}`.trim());
  return { valid, errors };
}
