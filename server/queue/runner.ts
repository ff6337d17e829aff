// Durable background jobs: rows of the `jobs` table, run in-process by whichever instance holds the
// lease. A runner claims a queued job, or a running one whose lease ran out (its instance died or
// shut down), with one conditional UPDATE — only one instance can win it, on SQLite and PostgreSQL
// alike — and renews the lease while it works. Handlers must be resumable: they are re-run from
// the start after a takeover and skip what is already done (see bulk-certificates.ts).
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { JobsTable } from "../db/schema.ts";

export interface JobContext {
  job: JobsTable;
  /** Aborted when the lease is lost or the server stops; check between units of work. */
  signal: AbortSignal;
  /** Durable progress; errors replace the stored list. */
  progress(update: { done?: number; total?: number; errors?: unknown[] }): Promise<void>;
}
/** A handler either finishes (optionally with a result blob) or asks to be woken again later —
 * e.g. a parent waiting for its slices; it then stays "running" with a lease nobody holds. */
export type JobResult = { resultBlobId?: string | null; rescheduleMs?: undefined } | { rescheduleMs: number; resultBlobId?: undefined };
export type JobHandler = (app: FastifyInstance, ctx: JobContext) => Promise<JobResult>;

export interface RunnerOptions {
  /** Lease length (JOB_LEASE_MS, default 15 s); renewed every third of it while the job runs. */
  leaseMs?: number;
  pollMs?: number;
  /** Jobs run at once by this runner (default 1): one poller claims for all of them. */
  concurrency?: number;
}

export const DEFAULT_LEASE_MS = 15_000;

export class JobAbortedError extends Error {
  constructor() {
    super("job aborted");
    this.name = "JobAbortedError";
  }
}

export class JobRunner {
  readonly instanceId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private timer?: NodeJS.Timeout;
  /** the claiming loop, at most one at a time */
  private busy: Promise<void> | null = null;
  private again = false;
  private stopping = false;
  /** jobs running now, each with the controller that aborts it */
  private readonly running = new Map<Promise<void>, AbortController>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly handlers: Record<string, JobHandler>,
    options: RunnerOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.pollMs = options.pollMs ?? 2_000;
    this.concurrency = Math.max(1, Math.floor(options.concurrency ?? 1));
  }

  start(): void {
    this.stopping = false;
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Look for work now (after enqueueing). */
  kick(): void {
    if (this.stopping) return;
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = this.drain()
      .catch((err: unknown) => this.app.log.error({ err }, "job runner failed"))
      .finally(() => {
        this.busy = null;
        if (this.again && !this.stopping) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Stops polling, aborts the running jobs (their leases are released for another instance) and waits. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    for (const controller of this.running.values()) controller.abort();
    await this.busy;
    await Promise.all(this.running.keys());
  }

  /** Claims jobs while a slot is free; each finished job frees its slot and looks for more. */
  private async drain(): Promise<void> {
    while (!this.stopping && this.running.size < this.concurrency) {
      const job = await this.claim();
      if (!job) return;
      const controller = new AbortController();
      const done: Promise<void> = this.run(job, controller)
        .catch((err: unknown) => this.app.log.error({ err, jobId: job.id }, "job runner failed"))
        .finally(() => {
          this.running.delete(done);
          this.kick();
        });
      this.running.set(done, controller);
    }
  }

  private leaseUntil(): string {
    return new Date(Date.now() + this.leaseMs).toISOString();
  }

  /** Claims the oldest runnable job, or answers undefined. */
  async claim(): Promise<JobsTable | undefined> {
    const now = new Date().toISOString();
    const types = Object.keys(this.handlers);
    const candidates = await this.app.db
      .selectFrom("jobs")
      .select("id")
      .where("state", "in", ["queued", "running"])
      .where("type", "in", types)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
      .orderBy("created_at")
      .orderBy("id")
      .limit(5)
      .execute();
    for (const { id } of candidates) {
      const result = await this.app.db
        .updateTable("jobs")
        .set({ state: "running", locked_by: this.instanceId, locked_until: this.leaseUntil(), updated_at: now })
        .where("id", "=", id)
        .where("state", "in", ["queued", "running"])
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) {
        return this.app.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
      }
    }
    return undefined;
  }

  private mine(id: string) {
    return this.app.db.updateTable("jobs").where("id", "=", id).where("locked_by", "=", this.instanceId);
  }

  private async run(job: JobsTable, controller: AbortController): Promise<void> {
    const renew = setInterval(() => {
      this.mine(job.id)
        .set({ locked_until: this.leaseUntil() })
        .executeTakeFirst()
        .then((r) => {
          if (Number(r.numUpdatedRows) === 0) controller.abort(); // another instance took it over
        })
        .catch(() => undefined);
    }, Math.max(250, Math.floor(this.leaseMs / 3)));
    const ctx: JobContext = {
      job,
      signal: controller.signal,
      progress: async (update) => {
        const set: Partial<JobsTable> = { locked_until: this.leaseUntil(), updated_at: new Date().toISOString() };
        if (update.done !== undefined) set.done = update.done;
        if (update.total !== undefined) set.total = update.total;
        if (update.errors !== undefined) set.errors = JSON.stringify(update.errors);
        const r = await this.mine(job.id).set(set).executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0) controller.abort();
      },
    };
    try {
      const handler = this.handlers[job.type];
      const result = await handler(this.app, ctx);
      if (result.rescheduleMs !== undefined) {
        await this.mine(job.id)
          .set({ locked_by: null, locked_until: new Date(Date.now() + result.rescheduleMs).toISOString(), updated_at: new Date().toISOString() })
          .execute();
        // A wake-up sooner than the next poll (e.g. a throttled e-mail waiting for the next second).
        if (result.rescheduleMs < this.pollMs) setTimeout(() => this.kick(), result.rescheduleMs + 5).unref();
      } else {
        // locked_by keeps the instance that finished it (for operators); no lease is held any more.
        await this.mine(job.id)
          .set({ state: "done", result_blob_id: result.resultBlobId ?? null, locked_until: null, updated_at: new Date().toISOString() })
          .execute();
      }
    } catch (err) {
      if (controller.signal.aborted || this.stopping) {
        // Shutting down (the render pool may already be closed) or lost the lease: leave the job running and free for the next claim.
        await this.mine(job.id).set({ locked_by: null, locked_until: null }).execute().catch(() => undefined);
      } else {
        this.app.log.error({ err, jobId: job.id }, "job failed");
        const stored = await this.app.db.selectFrom("jobs").select("errors").where("id", "=", job.id).executeTakeFirst();
        const errors = [...safeArray(stored?.errors), { row: 0, errors: { file: "server:serverError" } }];
        await this.mine(job.id)
          .set({ state: "failed", errors: JSON.stringify(errors), locked_by: null, locked_until: null, updated_at: new Date().toISOString() })
          .execute();
      }
    } finally {
      clearInterval(renew);
    }
  }
}

function safeArray(json: string | undefined): unknown[] {
  try {
    const v = JSON.parse(json ?? "[]");
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new JobAbortedError();
}
