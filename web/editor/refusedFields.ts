// Where a refused save's messages belong: the server answers 400 with `fields` keyed by the body's
// paths ("values.name", "fields.0.label.ar", "design.layers.3.props.src"). Each message goes next to
// the input it names, and the panel (or phone sheet) holding that input is opened.
import type { DesignDocument } from "../../shared/design/schema.ts";
import { ApiRequestError } from "../lib/request.ts";

export interface RefusedFields {
  /** card values by field name (the values form) */
  values: Record<string, string>;
  /** the template's field list, by path ("fields.0.name", "fields") */
  fieldList: Record<string, string>;
  /** the panel to open first: the fields/values panel, or a layer's properties */
  panel: "fields" | "props" | null;
  /** the layer a design message names (selected so its properties show) */
  layerId: string | null;
}

export function refusedFields(err: unknown, fieldNames: readonly string[], doc?: Pick<DesignDocument, "layers">): RefusedFields {
  const out: RefusedFields = { values: {}, fieldList: {}, panel: null, layerId: null };
  if (!(err instanceof ApiRequestError) || !err.fields) return out;
  for (const [key, message] of Object.entries(err.fields)) {
    const name = key.startsWith("values.") ? key.slice("values.".length) : key;
    if (fieldNames.includes(name)) out.values[name] = message;
    else if (key === "fields" || key.startsWith("fields.")) out.fieldList[key] = message;
    else {
      const layer = /^design\.layers\.(\d+)\./.exec(key);
      if (layer && doc && !out.layerId) out.layerId = doc.layers[Number(layer[1])]?.id ?? null;
    }
  }
  if (Object.keys(out.values).length || Object.keys(out.fieldList).length) out.panel = "fields";
  else if (out.layerId) out.panel = "props";
  return out;
}
