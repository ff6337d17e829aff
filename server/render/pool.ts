// A fixed pool of render workers (node:worker_threads), one per core by default. Jobs queue FIFO;
// a crashed worker fails only its own job and is replaced.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { workerEntry } from "../worker-entry.ts";
import { imageSources } from "../../shared/design/render.ts";
import { parsedDesign } from "./parsed-design.ts";
import type { RenderJob, RenderOutput } from "./output.ts";

/** Resolves a non-data: image src (e.g. /uploads/…) to bytes; the lead connects it to DB blobs. */
export type ImageResolver = (src: string) => Promise<Uint8Array | null>;

interface Task {
  id: number;
  job: RenderJob;
  /** performance.now() when a worker took it */
  startedAt?: number;
  resolve: (out: RenderOutput) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
}


export class RenderError extends Error {}

export class RenderPool {
  readonly size: number;
  private slots: Slot[] = [];
  private queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  /** Called after each render with its time in a worker (metrics). */
  onRendered?: (seconds: number, ok: boolean) => void;

  /** Renders waiting for a free worker. */
  get queued(): number {
    return this.queue.length;
  }

  /** Renders in progress. */
  get busy(): number {
    return this.slots.filter((s) => s.task !== null).length;
  }

  private finished(task: Task, ok: boolean): void {
    if (task.startedAt !== undefined) this.onRendered?.((performance.now() - task.startedAt) / 1000, ok);
  }

  constructor(options: { size?: number; resolveImage?: ImageResolver } = {}) {
    this.size = Math.max(1, options.size ?? availableParallelism());
    this.resolveImage = options.resolveImage;
  }

  private resolveImage?: ImageResolver;

  /** Renders in a worker. Image sources that are not data: URLs are fetched here (main thread, DB access) first. */
  async render(job: RenderJob): Promise<RenderOutput> {
    if (this.closed) throw new RenderError("render pool is closed");
    const prepared = await this.withImages(job);
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job: prepared, resolve, reject });
      this.pump();
    });
  }

  /** Terminates the workers; queued jobs are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.queue.splice(0)) t.reject(new RenderError("render pool closed"));
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

  private spawn(): Slot {
    const slot: Slot = { worker: new Worker(workerEntry(import.meta.url, "worker")), task: null };
    slot.worker.on("message", (msg: { id: number; ok: boolean; bytes?: Uint8Array; contentType?: string; error?: string }) => {
      const task = slot.task;
      if (!task || task.id !== msg.id) return;
      slot.task = null;
      this.finished(task, msg.ok);
      if (msg.ok) task.resolve({ bytes: msg.bytes!, contentType: msg.contentType! });
      else task.reject(new RenderError(msg.error ?? "render failed"));
      this.pump();
    });
    const fail = (err: Error) => {
      const task = slot.task;
      slot.task = null;
      this.slots = this.slots.filter((s) => s !== slot);
      if (task) this.finished(task, false);
      task?.reject(new RenderError(`render worker failed: ${err.message}`));
      if (!this.closed) this.pump();
    };
    slot.worker.on("error", fail);
    slot.worker.on("exit", (code) => {
      if (this.slots.includes(slot)) fail(new Error(`exited with code ${code}`));
    });
    // Idle workers must not keep the process alive (tests, graceful shutdown).
    slot.worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.task === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const task = this.queue.shift()!;
      slot.task = task;
      task.startedAt = performance.now();
      slot.worker.ref();
      slot.worker.postMessage({ id: task.id, job: task.job });
    }
    for (const s of this.slots) if (s.task === null) s.worker.unref();
  }
}
