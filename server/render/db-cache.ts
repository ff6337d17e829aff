// The rendered-output cache kept in the database (render_cache), so every app instance shares it and a
// restart keeps it. Entries are evicted oldest-used first when the total passes the configured size.
import type { Db } from "../db/index.ts";
import type { CachedOutput, OutputCache } from "./cache.ts";

// Touching last_used_at on every hit would turn each read into a write; once a minute is enough for LRU.
const TOUCH_AFTER_MS = 60_000;

export class DbOutputCache implements OutputCache {
  private writesSincePrune = 0;

  constructor(private readonly db: Db, private readonly maxBytes: number) {}

  async get(key: string): Promise<CachedOutput | undefined> {
    if (this.maxBytes <= 0) return undefined;
    const row = await this.db.selectFrom("render_cache").select(["bytes", "content_type", "last_used_at"]).where("key", "=", key).executeTakeFirst();
    if (!row) return undefined;
    if (Date.now() - Date.parse(row.last_used_at) > TOUCH_AFTER_MS) {
      await this.db.updateTable("render_cache").set({ last_used_at: new Date().toISOString() }).where("key", "=", key).execute();
    }
    return { bytes: new Uint8Array(row.bytes), contentType: row.content_type };
  }

  async set(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    if (this.maxBytes <= 0 || bytes.byteLength > this.maxBytes / 4) return;
    const now = new Date().toISOString();
    const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await this.db
      .insertInto("render_cache")
      .values({ key, content_type: contentType, size: bytes.byteLength, bytes: buf, last_used_at: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ last_used_at: now }))
      .execute();
    if (++this.writesSincePrune >= 20) {
      this.writesSincePrune = 0;
      await this.prune();
    }
  }

  /** Deletes the least recently used entries until the cache fits its budget. */
  async prune(): Promise<number> {
    const total = await this.db.selectFrom("render_cache").select((eb) => eb.fn.sum<number | string>("size").as("total")).executeTakeFirst();
    let excess = Number(total?.total ?? 0) - this.maxBytes;
    if (excess <= 0) return 0;
    const victims: string[] = [];
    const rows = await this.db.selectFrom("render_cache").select(["key", "size"]).orderBy("last_used_at").limit(1000).execute();
    for (const r of rows) {
      if (excess <= 0) break;
      victims.push(r.key);
      excess -= Number(r.size);
    }
    if (victims.length) await this.db.deleteFrom("render_cache").where("key", "in", victims).execute();
    return victims.length;
  }
}
