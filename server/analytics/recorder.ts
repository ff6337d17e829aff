// Engagement events counted in memory and written to the daily-count tables in batches (issue 26 §1),
// so recording never makes a page wait for the database (the same lesson as the rate-limit counters,
// server/http/rate-limit-counters.ts).
//
// record() adds 1 to a key (kind, item, UTC day, event, channel) in a buffer; every `flushMs` the
// buffer is written as multi-row upserts into analytics_item_days AND analytics_template_days
// (count = count + excluded.count, first_seen = the earlier, last_seen = the later), each chunk of
// keys in one transaction so both tables always agree. Several instances on one PostgreSQL simply add
// up. A failed write keeps its counts for the next flush (the buffer is bounded: past MAX_KEYS new
// keys are dropped and logged). A graceful close flushes; a kill -9 loses at most one flush interval.
import type { Db } from "../db/index.ts";
import type { AnalyticsEvent, AnalyticsItemKind } from "../../shared/api/analytics.ts";
import { writeAnalyticsChunk, type AnalyticsRow } from "./write.ts";

export interface AnalyticsRecord {
  kind: AnalyticsItemKind;
  itemId: string;
  /** the item's template (null: it has none any more) — the admin dashboard reads counts per template */
  templateId: string | null;
  event: AnalyticsEvent;
  /** share channel, download format, verify "page" | "api"; "" when the event has none */
  channel?: string;
}

export interface RecorderOptions {
  enabled: boolean;
  flushMs: number;
  /** distinct keys kept at most while the database does not answer */
  maxKeys?: number;
  onError?: (err: unknown) => void;
  /** the clock (tests) */
  now?: () => number;
}

/**
 * Keys per statement. With SQLite each statement runs on the event loop, so one statement of
 * thousands of rows holds every request back; chunks with a turn of the event loop between them keep
 * each pause short (rate-limit-counters.ts measured it).
 */
export const CHUNK = 100;
export const MAX_KEYS = 100_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class AnalyticsRecorder {
  private buffer = new Map<string, AnalyticsRow>();
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;
  private closed = false;
  /** records dropped because the buffer was full since the last report */
  private dropped = 0;
  readonly enabled: boolean;
  readonly flushMs: number;
  private readonly maxKeys: number;
  private readonly onError: (err: unknown) => void;
  private readonly now: () => number;

  constructor(private readonly db: Db, options: RecorderOptions) {
    this.enabled = options.enabled;
    this.flushMs = options.flushMs;
    this.maxKeys = options.maxKeys ?? MAX_KEYS;
    this.onError = options.onError ?? (() => {});
    this.now = options.now ?? Date.now;
  }

  /** Counts one event. Never waits for (or throws because of) the database. */
  record(r: AnalyticsRecord): void {
    if (!this.enabled || this.closed) return;
    const at = this.now();
    const iso = new Date(at).toISOString();
    const day = iso.slice(0, 10);
    const channel = r.channel ?? "";
    const key = `${r.kind}\u0000${r.itemId}\u0000${day}\u0000${r.event}\u0000${channel}`;
    const row = this.buffer.get(key);
    if (row) {
      row.count++;
      row.last_seen = iso;
    } else {
      if (this.buffer.size >= this.maxKeys) {
        this.dropped++;
        return;
      }
      this.buffer.set(key, { item_kind: r.kind, item_id: r.itemId, day, event: r.event, channel, template_id: r.templateId, count: 1, first_seen: iso, last_seen: iso });
    }
    this.schedule();
  }

  /** Counts waiting in memory (distinct keys). */
  get pending(): number {
    return this.buffer.size;
  }

  /** Writes everything recorded so far (the timer does this; close and tests call it). */
  async flush(): Promise<void> {
    while (this.inFlight) await this.inFlight.catch(() => {});
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.buffer.size === 0) return;
    const work = this.write();
    this.inFlight = work;
    try {
      await work;
    } finally {
      this.inFlight = undefined;
    }
  }

  /** The last flush (called before the database closes). Nothing is recorded afterwards. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.flush().catch(this.onError);
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush().catch(() => {});
    }, this.flushMs);
    this.timer.unref();
  }

  private async write(): Promise<void> {
    const rows = [...this.buffer.values()];
    this.buffer = new Map();
    if (this.dropped > 0) {
      this.onError(new Error(`analytics: ${this.dropped} events dropped (buffer full while the database did not answer)`));
      this.dropped = 0;
    }
    let written = 0;
    try {
      for (let i = 0; i < rows.length; i += CHUNK) {
        if (i > 0) await nextTurn();
        await writeAnalyticsChunk(this.db, rows.slice(i, i + CHUNK));
        written = i + CHUNK;
      }
    } catch (err) {
      // What was not written goes back into the buffer (merged with what arrived meanwhile).
      for (const row of rows.slice(written)) this.restore(row);
      this.onError(err);
      this.schedule();
      throw err;
    }
  }

  private restore(row: AnalyticsRow): void {
    const key = `${row.item_kind}\u0000${row.item_id}\u0000${row.day}\u0000${row.event}\u0000${row.channel}`;
    const now = this.buffer.get(key);
    if (now) {
      now.count += row.count;
      if (row.first_seen < now.first_seen) now.first_seen = row.first_seen;
      if (row.last_seen > now.last_seen) now.last_seen = row.last_seen;
    } else if (this.buffer.size < this.maxKeys) {
      this.buffer.set(key, row);
    } else {
      this.dropped += row.count;
    }
  }
}
