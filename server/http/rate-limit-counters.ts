// Per-client rate-limit counters kept in memory and flushed to the rate_limits table in batches,
// so a request never waits for the database while limits still hold across instances.
//
// Every hit is counted locally at once and reaches the database in the next flush (at most
// `flushMs` later, one multi-row upsert for all keys); the flush answers each key's shared count,
// which brings in every other instance's hits. A key this instance has not seen yet starts from 0
// until that first flush (also right after a restart).
// Tolerance (docs/speed.md): on one instance a limit is exact once its first flush for a client
// has happened; overall a client can exceed a limit only by the requests it sends to each
// instance within one flush interval before that instance learns the shared count (never more
// than the limit itself per instance and window).
import type { Db } from "../db/index.ts";
import { addRateLimitHits, readRateLimits, type Hit, type HitBatchEntry } from "../rate-limits/hit.ts";

interface Entry {
  /** shared count as of the last flush (includes this instance's flushed hits) */
  base: number;
  /** this instance's hits not yet written */
  pending: number;
  /** window end (ms since epoch) as the database answered it */
  resetAt: number;
  windowMs: number;
}

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
  reject(err: unknown): void;
  urgent: boolean;
  timer?: NodeJS.Timeout;
}

/** A key only read (never hit here) and absent from the database is taken as 0 this long; any hit re-syncs it. */
const READ_TRUST_MS = 60_000;
/**
 * Keys per statement. With SQLite each statement runs on the event loop, so a flush of thousands of
 * keys in big statements held every request back for several ms (verify p99 at 50 connections 28 ms);
 * smaller statements with a turn of the event loop between them keep each pause short.
 */
const CHUNK = 100;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class RateLimitCounters {
  private readonly entries = new Map<string, Entry>();
  private readonly toRead = new Set<string>();
  /** keys with pending hits, so a flush need not scan every known client */
  private readonly dirty = new Map<string, Entry>();
  private next: Deferred | undefined;
  private inFlight: Promise<void> | undefined;
  private lastSweep = Date.now();
  private closed = false;

  constructor(
    private readonly db: Db,
    readonly flushMs: number,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** Counts one hit; answers the count in the current window (this hit included). */
  hit(key: string, windowMs: number): Hit {
    const now = Date.now();
    let e = this.entries.get(key);
    if (e && e.resetAt <= now) {
      // The window ended: start over (the flush answers whether another instance began one).
      this.entries.delete(key);
      e = undefined;
    }
    if (!e) {
      e = { base: 0, pending: 0, resetAt: now + windowMs, windowMs };
      this.entries.set(key, e);
    }
    e.pending++;
    e.windowMs = windowMs;
    this.dirty.set(key, e);
    void this.flushSoon(false).catch(() => {});
    return view(e, now);
  }

  /** The current window without counting (count 0 when none is running or the key is not known yet). */
  read(key: string): Hit {
    const now = Date.now();
    const e = this.entries.get(key);
    if (e && e.resetAt > now) return view(e, now);
    if (e) this.entries.delete(key);
    // Not known here: 0 until the next flush reads the shared count (any hit also brings it).
    this.toRead.add(key);
    void this.flushSoon(false).catch(() => {});
    return { count: 0, ttlMs: 0 };
  }

  /** Writes every pending hit now (used on close and by tests). */
  async flush(): Promise<void> {
    await this.flushSoon(true);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    // A failed last flush was reported by run() already: once in the log is enough.
    await this.flush().catch(() => {});
    this.closed = true;
  }

  private flushSoon(urgent: boolean): Promise<void> {
    let d = this.next;
    if (!d) {
      let resolve!: () => void;
      let reject!: (err: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      d = { promise, resolve, reject, urgent: false };
      this.next = d;
      if (this.closed) {
        // After close nothing is written any more; waiters get the local view.
        queueMicrotask(() => this.settle(d!));
        return d.promise;
      }
      if (!urgent) {
        d.timer = setTimeout(() => void this.run(), this.flushMs);
        d.timer.unref();
      }
    }
    if (urgent && !d.urgent) {
      d.urgent = true;
      if (d.timer) clearTimeout(d.timer);
      setImmediate(() => void this.run());
    }
    return d.promise;
  }

  private settle(d: Deferred): void {
    if (this.next === d) this.next = undefined;
    d.resolve();
  }

  private async run(): Promise<void> {
    // One flush at a time; a run scheduled meanwhile takes everything pending when it starts.
    while (this.inFlight) await this.inFlight.catch(() => {});
    const d = this.next;
    if (!d) return;
    this.next = undefined;
    const batch: { entry: Entry; add: number; item: HitBatchEntry }[] = [];
    for (const [key, entry] of this.dirty) {
      if (entry.pending > 0) batch.push({ entry, add: entry.pending, item: { key, add: entry.pending, windowMs: entry.windowMs } });
    }
    this.dirty.clear();
    const reads = [...this.toRead];
    this.toRead.clear();
    const work = this.write(batch, reads);
    this.inFlight = work;
    try {
      await work;
      d.resolve();
    } catch (err) {
      // Unwritten increments stay pending for the next flush.
      for (const { entry, item } of batch) if (entry.pending > 0) this.dirty.set(item.key, entry);
      if (this.dirty.size > 0 && !this.closed) void this.flushSoon(false).catch(() => {});
      this.onError(err);
      d.reject(err);
    } finally {
      this.inFlight = undefined;
    }
  }

  private async write(batch: { entry: Entry; add: number; item: HitBatchEntry }[], reads: string[]): Promise<void> {
    const now = Date.now();
    for (let i = 0; i < batch.length; i += CHUNK) {
      if (i > 0) await nextTurn();
      const part = batch.slice(i, i + CHUNK);
      const hits = await addRateLimitHits(this.db, part.map((p) => p.item), now);
      for (const { entry, add, item } of part) {
        const hit = hits.get(item.key);
        entry.pending -= add;
        if (!hit) continue;
        entry.base = hit.count;
        entry.resetAt = now + hit.ttlMs;
      }
    }
    for (let i = 0; i < reads.length; i += CHUNK) {
      if (i > 0 || batch.length > 0) await nextTurn();
      const part = reads.slice(i, i + CHUNK);
      const found = await readRateLimits(this.db, part, now);
      for (const key of part) {
        if (this.entries.has(key)) continue; // hit meanwhile: that entry's own flush is the truth
        const hit = found.get(key)!;
        this.entries.set(key, { base: hit.count, pending: 0, resetAt: now + (hit.ttlMs > 0 ? hit.ttlMs : READ_TRUST_MS), windowMs: 0 });
      }
    }
    this.sweep(now);
  }

  /** Forgets ended windows now and then so the map stays as small as the set of active clients. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 10_000) return;
    this.lastSweep = now;
    for (const [key, e] of this.entries) {
      if (e.pending === 0 && e.resetAt <= now) this.entries.delete(key);
    }
  }
}

function view(e: Entry, now: number): Hit {
  const count = e.base + e.pending;
  return { count, ttlMs: count === 0 ? 0 : Math.max(0, e.resetAt - now) };
}
