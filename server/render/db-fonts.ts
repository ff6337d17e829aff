// Connects the renderer to uploaded fonts in the database: a job gets the keys of the faces its
// design names (one query, only for designs naming a family that is not bundled), and the pool loads
// a face's bytes by key. The bytes are immutable (the key is their hash), so each process keeps the
// last few in memory instead of reading megabytes from the database for every render.
import type { Db } from "../db/index.ts";
import type { RenderJob } from "./output.ts";
import { rawUploadedFamilies } from "./uploaded-fonts.ts";
import { blobStore } from "../storage/blobs.ts";
import { fontRowsOfFamilies } from "../storage/font-rows.ts";

export async function withFontKeys(db: Db, job: RenderJob): Promise<RenderJob> {
  const families = rawUploadedFamilies(job.design);
  if (families.length === 0) return job;
  const rows = await fontRowsOfFamilies(db, families);
  return rows.length ? { ...job, fonts: rows.map((r) => ({ family: r.family, key: r.sfnt_blob_id })) } : job;
}

const KEPT = 8;

/** A FontResolver for RenderPool: sfnt bytes by blob id, the last KEPT kept in this process. */
export function fontBytesResolver(db: Db): (key: string) => Promise<Uint8Array | null> {
  const kept = new Map<string, Uint8Array>();
  return async (key) => {
    const hit = kept.get(key);
    if (hit) {
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const blob = await blobStore(db).get(key);
    if (!blob || !blob.contentType.startsWith("font/")) return null;
    const bytes = new Uint8Array(blob.bytes);
    kept.set(key, bytes);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    return bytes;
  };
}
