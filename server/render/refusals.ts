// Refused renders, kept in the database (render_refusals) so every instance answers a design that
// ran past the time limit at once, without giving it a worker again. Keyed by the design and values
// (not the width: the text layout that makes a design slow does not depend on the output size).
// A refusal expires (RENDER_REFUSAL_TTL_MS): a render that was only slow on a busy moment gets
// another chance, a hostile one costs one time limit per expiry.
import { createHash } from "node:crypto";
import type { Db } from "../db/index.ts";
import { stableStringify } from "./cache.ts";
import type { RenderJob } from "./output.ts";

export const RENDER_REFUSAL_TTL_MS = 15 * 60_000;

export interface RefusalStore {
  /** The reason when this job's design is refused now. */
  get(key: string): Promise<string | undefined>;
  set(key: string, reason: string): Promise<void>;
}

export function refusalKey(job: Pick<RenderJob, "design" | "values" | "format">): string {
  // A video refused (its many frames overran the video limit) leaves the card's still PNG drawable.
  const kind = job.format === "pdf" ? "pdf" : job.format === "mp4" || job.format === "gif" ? "video" : "raster";
  return createHash("sha256").update(stableStringify({ d: job.design, v: job.values ?? {}, k: kind })).digest("hex");
}

export class DbRefusalStore implements RefusalStore {
  constructor(private readonly db: Db, private readonly ttlMs = RENDER_REFUSAL_TTL_MS) {}

  async get(key: string): Promise<string | undefined> {
    const row = await this.db.selectFrom("render_refusals").select(["reason", "expires_at"]).where("key", "=", key).executeTakeFirst();
    return row && row.expires_at > new Date().toISOString() ? row.reason : undefined;
  }

  async set(key: string, reason: string): Promise<void> {
    const now = new Date();
    const row = { reason, created_at: now.toISOString(), expires_at: new Date(now.getTime() + this.ttlMs).toISOString() };
    await this.db
      .insertInto("render_refusals")
      .values({ key, ...row })
      .onConflict((oc) => oc.column("key").doUpdateSet(row))
      .execute();
    // Expired refusals are dropped as new ones arrive, so the table never grows past a TTL's worth.
    await this.db.deleteFrom("render_refusals").where("expires_at", "<", row.created_at).execute();
  }
}
