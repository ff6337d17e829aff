// Documents are stored as written; on read they are migrated step by step to DESIGN_VERSION and
// then validated. Each step is a pure function from version N to N+1 and has its own test.
import { keysBetween } from "./fractional-index.ts";
import { DESIGN_VERSION, designDocument, type DesignDocument } from "./schema.ts";

type Json = Record<string, unknown>;
type Migration = (doc: Json) => Json;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * v1 (first editor format): `width`/`height` at the top level, `background` a colour string,
 * layers ordered by array position with `visible` instead of `hidden`, text `textAlign`
 * left/right/center/justify (physical sides) instead of start/end.
 */
const v1ToV2: Migration = (doc) => {
  const layers = Array.isArray(doc.layers) ? doc.layers.filter(isObject) : [];
  const keys = keysBetween(null, null, layers.length);
  const background = typeof doc.background === "string" ? { type: "color", color: doc.background } : (doc.background ?? { type: "color", color: "#ffffff" });
  return {
    version: 2,
    canvas: { width: doc.width, height: doc.height, ...(isObject(doc.page) ? { page: doc.page } : {}) },
    background,
    digits: doc.digits === "arabic" ? "arabic" : "latin",
    layers: layers.map((layer, i) => {
      const { visible, ...rest } = layer;
      const props = isObject(layer.props) ? { ...layer.props } : {};
      if (layer.type === "text") {
        const direction = props.direction === "rtl" || props.direction === "ltr" ? props.direction : "rtl";
        const align = props.textAlign;
        delete props.textAlign;
        props.align =
          align === "center" || align === "justify"
            ? align
            : align === "left"
              ? direction === "rtl" ? "end" : "start"
              : align === "right"
                ? direction === "rtl" ? "start" : "end"
                : "start";
        props.direction ??= "auto";
      }
      return { ...rest, name: layer.name ?? "", hidden: visible === false, index: keys[i], props };
    }),
  };
};

/** MIGRATIONS[n] upgrades a version-n document to n+1. */
export const MIGRATIONS: Record<number, Migration> = { 1: v1ToV2 };

export function migrateDesign(raw: unknown): Json {
  if (!isObject(raw)) throw new Error("design document must be an object");
  let doc = raw;
  // Documents saved before versioning have no version field: they are v1.
  let version = typeof doc.version === "number" ? doc.version : 1;
  if (version > DESIGN_VERSION) throw new Error(`design version ${version} is newer than this software (${DESIGN_VERSION})`);
  while (version < DESIGN_VERSION) {
    const step = MIGRATIONS[version];
    if (!step) throw new Error(`no migration from design version ${version}`);
    doc = step(doc);
    version = doc.version as number;
  }
  return doc;
}

/** Migrate (when older) and validate. Throws a ZodError for invalid documents. */
export function parseDesign(raw: unknown): DesignDocument {
  return designDocument.parse(migrateDesign(raw));
}

export function safeParseDesign(raw: unknown): { success: true; data: DesignDocument } | { success: false; error: Error } {
  try {
    return { success: true, data: parseDesign(raw) };
  } catch (error) {
    return { success: false, error: error as Error };
  }
}
