// A fixed pool of render workers (node:worker_threads), one per core by default. Jobs wait in a
// bounded queue that is fair between clients (fair-queue.ts); a job that runs past the time limit has
// its worker terminated (the only way to stop JavaScript that is still drawing) and fails with
// RenderTimeoutError; a crashed worker fails only its own job. A lost worker is replaced.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { workerEntry } from "../worker-entry.ts";
import { imageSources } from "../../shared/design/render.ts";
import { FairQueue, SYSTEM_CLIENT } from "./fair-queue.ts";
import { parsedDesign } from "./parsed-design.ts";
import type { RenderJob, RenderOutput } from "./output.ts";

/** Resolves a non-data: image src (e.g. /uploads/…) to bytes; the lead connects it to DB blobs. */
export type ImageResolver = (src: string) => Promise<Uint8Array | null>;
/** Resolves an uploaded font's sfnt bytes by key (its blob id). */
export type FontResolver = (key: string) => Promise<Uint8Array | null>;

interface Task {
  id: number;
  client: string;
  job: RenderJob;
  /** performance.now() after which a still-waiting job is refused as busy (not for background work). */
  deadline: number;
  /** performance.now() when a worker took it */
  startedAt?: number;
  resolve: (out: RenderOutput) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded its modules and fonts (the time limit counts drawing only). */
  ready: boolean;
  task: Task | null;
  timer?: NodeJS.Timeout;
  /** Uploaded font keys this worker was sent (it registers each once). */
  fonts: Set<string>;
}

export class RenderError extends Error {}
/** The job ran past the pool's time limit; its worker was terminated. */
export class RenderTimeoutError extends RenderError {}
/** The queue (or the client's share of it) is full; nothing was queued. */
export class RenderBusyError extends RenderError {}

export interface RenderPoolOptions {
  size?: number;
  resolveImage?: ImageResolver;
  resolveFont?: FontResolver;
  /** Longest time one job may draw before its worker is terminated (default 5 s). */
  timeoutMs?: number;
  /** Waiting jobs in all (default 16 per worker) and per client (default 8: the images of one page). */
  queuedMax?: number;
  queuedPerClient?: number;
  /** Longest a client's job may wait for a worker before it is refused as busy (default 1.5 s). */
  queueWaitMs?: number;
}

export const DEFAULT_RENDER_TIMEOUT_MS = 5000;

export class RenderPool {
  readonly size: number;
  readonly timeoutMs: number;
  readonly queueWaitMs: number;
  private slots: Slot[] = [];
  private queue: FairQueue<Task>;
  private nextId = 1;
  private closed = false;
  private resolveImage?: ImageResolver;
  private resolveFont?: FontResolver;
  /** When a worker last became ready: jobs that waited for a starting worker get their full wait after it. */
  private lastReadyAt = 0;
  /** Called after each render with its time in a worker (metrics). */
  onRendered?: (seconds: number, ok: boolean) => void;

  constructor(options: RenderPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? availableParallelism());
    this.timeoutMs = options.timeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
    this.queueWaitMs = options.queueWaitMs ?? 1500;
    this.resolveImage = options.resolveImage;
    this.resolveFont = options.resolveFont;
    this.queue = new FairQueue<Task>({
      queuedMax: options.queuedMax ?? 16 * this.size,
      queuedPerClient: options.queuedPerClient ?? 8,
      runningPerClient: Math.max(1, this.size - 1),
    });
  }

  /** Renders waiting for a free worker. */
  get queued(): number {
    return this.queue.size;
  }

  /** Renders in progress. */
  get busy(): number {
    return this.slots.filter((s) => s.task !== null).length;
  }

  /**
   * Renders in a worker. Image sources that are not data: URLs are fetched here (main thread, DB
   * access) first. `client` names who asked (fairness and queue bounds); background work omits it.
   */
  async render(job: RenderJob, client: string = SYSTEM_CLIENT): Promise<RenderOutput> {
    if (this.closed) throw new RenderError("render pool is closed");
    const prepared = await this.withFonts(await this.withImages(job));
    return new Promise((resolve, reject) => {
      const deadline = client === SYSTEM_CLIENT ? Infinity : performance.now() + this.queueWaitMs;
      const task: Task = { id: this.nextId++, client, job: prepared, deadline, resolve, reject };
      if (!this.queue.push(client, task)) return reject(new RenderBusyError("render queue is full"));
      this.pump();
    });
  }

  /** Terminates the workers; queued jobs are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.queue.drain()) t.reject(new RenderError("render pool closed"));
    for (const s of this.slots) clearTimeout(s.timer);
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots = [];
  }

  private async withImages(job: RenderJob): Promise<RenderJob> {
    if (!this.resolveImage) return job;
    const doc = parsedDesign(job);
    const images: Record<string, Uint8Array> = { ...job.images };
    for (const src of imageSources(doc, job.values)) {
      if (src.startsWith("data:") || images[src]) continue;
      const bytes = await this.resolveImage(src).catch(() => null);
      if (bytes) images[src] = bytes;
    }
    return { ...job, images };
  }

  private async withFonts(job: RenderJob): Promise<RenderJob> {
    if (!job.fonts?.length || !this.resolveFont) return job;
    const fonts = await Promise.all(job.fonts.map(async (f) => (f.bytes ? f : { ...f, bytes: (await this.resolveFont!(f.key).catch(() => null)) ?? undefined })));
    return { ...job, fonts };
  }

  /** The job as posted to `slot`: font bytes only for faces that worker has not been sent yet. */
  private forSlot(job: RenderJob, slot: Slot): RenderJob {
    if (!job.fonts?.length) return job;
    const fonts = job.fonts.map((f) => {
      if (slot.fonts.has(f.key) || !f.bytes) return { family: f.family, key: f.key };
      slot.fonts.add(f.key);
      return f;
    });
    return { ...job, fonts };
  }

  /** Ends the slot's task (if any) and forgets the slot's timer. */
  private release(slot: Slot, ok: boolean): Task | null {
    const task = slot.task;
    slot.task = null;
    clearTimeout(slot.timer);
    slot.timer = undefined;
    if (task) {
      this.queue.finished(task.client);
      if (task.startedAt !== undefined) this.onRendered?.((performance.now() - task.startedAt) / 1000, ok);
    }
    return task;
  }

  /** Removes a worker that failed or overran; its task is rejected with `err`. */
  private discard(slot: Slot, err: Error): void {
    if (!this.slots.includes(slot)) return;
    this.slots = this.slots.filter((s) => s !== slot);
    this.release(slot, false)?.reject(err);
    if (!this.closed) this.pump();
  }

  private spawn(): Slot {
    const slot: Slot = { worker: new Worker(workerEntry(import.meta.url, "worker")), ready: false, task: null, fonts: new Set() };
    slot.worker.on("message", (msg: { ready?: true; id?: number; ok?: boolean; bytes?: Uint8Array; contentType?: string; error?: string }) => {
      if (msg.ready) {
        slot.ready = true;
        this.lastReadyAt = performance.now();
        this.pump();
        return;
      }
      const task = slot.task;
      if (!task || task.id !== msg.id) return;
      this.release(slot, msg.ok === true);
      if (msg.ok) task.resolve({ bytes: msg.bytes!, contentType: msg.contentType! });
      else task.reject(new RenderError(msg.error ?? "render failed"));
      this.pump();
    });
    slot.worker.on("error", (err) => this.discard(slot, new RenderError(`render worker failed: ${err.message}`)));
    slot.worker.on("exit", (code) => this.discard(slot, new RenderError(`render worker failed: exited with code ${code}`)));
    this.slots.push(slot);
    return slot;
  }

  private overran(slot: Slot): void {
    const seconds = this.timeoutMs / 1000;
    this.discard(slot, new RenderTimeoutError(`render took longer than ${seconds} s`));
    void slot.worker.terminate();
  }

  private pump(): void {
    if (this.closed) return;
    while (this.queue.size > 0) {
      const slot = this.slots.find((s) => s.ready && s.task === null);
      if (!slot) break;
      const next = this.queue.take();
      if (!next) break;
      const task = next.job;
      if (performance.now() > Math.max(task.deadline, this.lastReadyAt + this.queueWaitMs)) {
        // Waited too long (a client asking faster than the workers draw): refused, the worker stays free.
        this.queue.finished(task.client);
        task.reject(new RenderBusyError("render queue wait exceeded"));
        continue;
      }
      slot.task = task;
      task.startedAt = performance.now();
      slot.timer = setTimeout(() => this.overran(slot), this.timeoutMs);
      slot.worker.postMessage({ id: task.id, job: this.forSlot(task.job, slot) });
    }
    // Start workers up to the pool size for the jobs still waiting; each takes a job once ready.
    const starting = this.slots.filter((s) => !s.ready).length;
    for (let i = starting; i < this.queue.size && this.slots.length < this.size; i++) this.spawn();
    // Idle workers must not keep the process alive (tests, graceful shutdown); busy or starting ones do.
    for (const s of this.slots) {
      if (s.task !== null || (!s.ready && this.queue.size > 0)) s.worker.ref();
      else s.worker.unref();
    }
  }
}
