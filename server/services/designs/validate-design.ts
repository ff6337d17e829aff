// The one check every design the editor saves goes through (a card's own design, a template draft,
// a template revision): size and layer limits first (cheap, on the raw JSON, before zod walks it),
// then migration + the zod schema, then image sources. Only images we can vouch for are kept:
// uploads that exist in `blobs`, `{{field}}` placeholders of image fields, or embedded PNG/JPEG/WebP
// bytes (sniffed, not trusted by their declared type). Anything else — remote URLs (tracking, SSRF
// at render time), javascript:, SVG (can carry script) — is refused before anything is stored.
// Text is never markup (the renderer draws it with fillText), so `<script>` in text is just text.
import { z } from "zod";
import type { Db } from "../../db/index.ts";
import { HttpError } from "../../errors.ts";
import { DESIGN_LIMITS } from "../../../shared/limits.ts";
import { IMAGE_URL, type TemplateField } from "../../../shared/api/templates.ts";
import { designDocument, migrateDesign, type DesignDocument, type DesignValues } from "../../../shared/design/index.ts";
import { sniffImage } from "../../storage/images.ts";
import { checkDesignBudget, checkRenderCost, layerLabel } from "./design-budget.ts";
import { checkDesignFonts } from "../fonts/design-fonts.ts";

/** field path (e.g. "design.layers.3.props.src") → i18n key with its param ("designs:layersMax|500"). */
export type DesignIssues = Record<string, string>;

export interface DesignCheckOptions {
  /** The fields the design will render with: `{{name}}` image placeholders must name an image field among them. */
  fields: readonly TemplateField[];
  /** Prefix of the paths in the 400's `fields` (the request body property holding the design). */
  path?: string;
  /** The values it is drawn with (a card's): they count in its render cost; a template's texts count as written. */
  values?: DesignValues;
}

const PLACEHOLDER_ONLY = /^\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/;
const DATA_IMAGE = /^data:image\/(?:png|jpeg|jpg|webp);base64,([A-Za-z0-9+/]*={0,2})$/;
const UPLOAD_ID = /^\/api\/uploads\/([A-Za-z0-9_-]{16,128})/;
const MAX_SCHEMA_ISSUES = 20;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Every refusal is `400 { code: "invalidDesign", fields }` (the code the API always used for designs). */
function invalid(fields: DesignIssues): HttpError {
  return new HttpError(400, "invalidDesign", fields);
}

/** Decoded size of base64 text without decoding it. */
function base64Bytes(b64: string): number {
  const padding = b64.endsWith("==") ? 2 : b64.endsWith("=") ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - padding;
}

type SourceVerdict = { ok: true; uploadId?: string } | { ok: false; key: string };

/** Classifies one image source; upload existence is checked afterwards in one query. */
export function checkImageSource(src: string, fields: readonly TemplateField[]): SourceVerdict {
  const value = src.trim();
  if (value === "") return { ok: true };
  const placeholder = PLACEHOLDER_ONLY.exec(value);
  if (placeholder) {
    const field = fields.find((f) => f.name === placeholder[1]);
    return field?.type === "image" ? { ok: true } : { ok: false, key: "designs:imageField" };
  }
  if (IMAGE_URL.test(value)) return { ok: true, uploadId: UPLOAD_ID.exec(value)![1] };
  if (/^data:/i.test(value)) {
    const m = DATA_IMAGE.exec(value);
    if (!m) return { ok: false, key: "designs:imageDataType" };
    if (base64Bytes(m[1]) > DESIGN_LIMITS.dataImageBytesMax) return { ok: false, key: "designs:imageDataTooLarge" };
    if (!sniffImage(Buffer.from(m[1], "base64"))) return { ok: false, key: "designs:imageDataType" };
    return { ok: true };
  }
  return { ok: false, key: "designs:imageSource" };
}

/** Limits that are checked on the raw document, before migration and zod (so hostile input stays cheap). */
function checkRawLimits(raw: unknown, path: string): void {
  if (!isObject(raw)) throw invalid({ [path]: "designs:notAnObject" });
  const bytes = Buffer.byteLength(JSON.stringify(raw));
  if (bytes > DESIGN_LIMITS.jsonBytesMax) throw invalid({ [path]: `designs:bytesMax|${DESIGN_LIMITS.jsonBytesMax / (1024 * 1024)}` });
  if (Array.isArray(raw.layers) && raw.layers.length > DESIGN_LIMITS.layersMax) {
    throw invalid({ [`${path}.layers`]: `designs:layersMax|${DESIGN_LIMITS.layersMax}` });
  }
}

function migrate(raw: unknown, path: string): Record<string, unknown> {
  try {
    return migrateDesign(raw);
  } catch (err) {
    const newer = err instanceof Error && /newer than this software/.test(err.message);
    throw invalid({ [path]: newer ? "designs:newerVersion" : "validation:invalid" });
  }
}

function schemaIssues(error: z.ZodError, path: string): DesignIssues {
  const out: DesignIssues = {};
  for (const issue of error.issues.slice(0, MAX_SCHEMA_ISSUES)) {
    const key = [path, ...issue.path.map(String)].join(".");
    if (!(key in out)) out[key] = "validation:invalid";
  }
  return out;
}

const label = layerLabel;

/**
 * Text lengths and image sources, on the migrated document BEFORE zod: so an oversized embedded image
 * or a remote URL gets its own message naming the layer, not the schema's generic "invalid value".
 */
function checkContent(doc: Record<string, unknown>, path: string, fields: readonly TemplateField[]) {
  const issues: DesignIssues = {};
  const uploads = new Map<string, { id: string; label: string }>();
  const checkSource = (key: string, src: string, name: string) => {
    const verdict = checkImageSource(src, fields);
    if (!verdict.ok) issues[key] = `${verdict.key}|${name}`;
    else if (verdict.uploadId) uploads.set(key, { id: verdict.uploadId, label: name });
  };
  const bg = doc.background;
  if (isObject(bg) && bg.type === "image" && typeof bg.src === "string") checkSource(`${path}.background.src`, bg.src, "background");
  const layers = Array.isArray(doc.layers) ? doc.layers : [];
  layers.forEach((layer, i) => {
    if (!isObject(layer) || !isObject(layer.props)) return;
    const props = layer.props;
    if (layer.type === "text" && typeof props.text === "string" && props.text.length > DESIGN_LIMITS.textMax) {
      issues[`${path}.layers.${i}.props.text`] = `designs:textMax|${DESIGN_LIMITS.textMax}`;
    }
    if (layer.type === "image" && typeof props.src === "string") checkSource(`${path}.layers.${i}.props.src`, props.src, label(layer, i));
  });
  return { issues, uploads };
}

/** Checks everything that needs no database; answers the parsed document and the uploads it uses (by issue path). */
export function checkDesignShape(raw: unknown, options: DesignCheckOptions): { doc: DesignDocument; uploads: Map<string, { id: string; label: string }> } {
  const path = options.path ?? "design";
  checkRawLimits(raw, path);
  const migrated = migrate(raw, path);
  const { issues, uploads } = checkContent(migrated, path, options.fields);
  if (Object.keys(issues).length) throw invalid(issues);
  checkDesignBudget(migrated, path);
  const parsed = designDocument.safeParse(migrated);
  if (!parsed.success) throw invalid(schemaIssues(parsed.error, path));
  checkRenderCost(parsed.data, options.values, path);
  return { doc: parsed.data, uploads };
}

/**
 * Validates a design submitted for saving. Answers the parsed (migrated, defaults filled) document to
 * store; throws a 400 HttpError whose `fields` name each offending layer (translated by the error handler).
 */
export async function validateDesignForSave(db: Db, raw: unknown, options: DesignCheckOptions): Promise<DesignDocument> {
  const { doc, uploads } = checkDesignShape(raw, options);
  await checkDesignFonts(db, doc, options.path ?? "design");
  if (uploads.size === 0) return doc;
  const ids = [...new Set([...uploads.values()].map((u) => u.id))];
  const found = new Set((await db.selectFrom("blobs").select("id").where("id", "in", ids).execute()).map((r) => r.id));
  const issues: DesignIssues = {};
  for (const [key, upload] of uploads) if (!found.has(upload.id)) issues[key] = `designs:imageUnknownUpload|${upload.label}`;
  if (Object.keys(issues).length) throw invalid(issues);
  return doc;
}
