// A job's design, migrated and validated (parseDesign, ~1 ms for a certificate), kept per thread by the
// job's designKey: a bulk job renders one revision a thousand times, and both the pool (for its image
// sources) and the worker (to draw) would otherwise parse it again for every row. Kept copies are
// frozen, so drawing code that tried to change one would throw instead of altering the next render.
import { parseDesign } from "../../shared/design/migrations.ts";
import type { DesignDocument } from "../../shared/design/schema.ts";

const KEPT = 32;
const kept = new Map<string, DesignDocument>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export function parsedDesign(job: { design: unknown; designKey?: string }): DesignDocument {
  if (!job.designKey) return parseDesign(job.design);
  const hit = kept.get(job.designKey);
  if (hit) {
    kept.delete(job.designKey); // most recently used last
    kept.set(job.designKey, hit);
    return hit;
  }
  const doc = deepFreeze(parseDesign(job.design));
  kept.set(job.designKey, doc);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  return doc;
}
