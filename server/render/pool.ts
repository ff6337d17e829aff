// A fixed pool of renderer processes (renderer-process.ts), one per core by default. Jobs wait in a
// bounded queue that is fair between clients (fair-queue.ts), and a client's job waits at most
// `queueWaitMs` (a timer refuses it as busy then, whether or not a renderer frees up). A job that
// draws past the time limit has its process SIGKILLed: native drawing cannot be stopped any other
// way. Whether that is the design's fault is judged by the CPU the renderer spent on it, not by the
// wall time under someone else's load: a render starved by load is answered busy (retry), only one
// that used at least REFUSAL_CPU_SHARE of the limit in CPU fails with RenderTimeoutError (remembered
// by service.ts). A lost renderer is replaced only after its exit is seen, so the live renderer
// processes never exceed `size`. A crashed renderer fails only its own job.
import type { ChildProcess } from "node:child_process";
import { availableParallelism } from "node:os";
import { imageSources } from "../../shared/design/render.ts";
import { FairQueue, SYSTEM_CLIENT } from "./fair-queue.ts";
import { parsedDesign } from "./parsed-design.ts";
import { groupCpuMs, killRenderer, processCpuMs, processRssMb, setKeepsAlive, startRenderer } from "./renderer-process.ts";
import type { RenderJob, RenderOutput } from "./output.ts";

/** Resolves a non-data: image src (e.g. /uploads/…) to bytes; the lead connects it to DB blobs. */
export type ImageResolver = (src: string) => Promise<Uint8Array | null>;
/** Resolves an uploaded font's sfnt bytes by key (its blob id). */
export type FontResolver = (key: string) => Promise<Uint8Array | null>;

interface Task {
  id: number;
  client: string;
  job: RenderJob;
  /** Refuses a client's job still waiting after queueWaitMs (none for background work). */
  waitTimer?: NodeJS.Timeout;
  /** performance.now() when a renderer took it */
  startedAt?: number;
  /** The renderer's CPU time (ms) when it took the job. */
  cpuAtStart?: number;
  resolve: (out: RenderOutput) => void;
  reject: (err: Error) => void;
}

interface Slot {
  child: ChildProcess;
  /** The renderer has loaded its modules and fonts (the time limit counts drawing only). */
  ready: boolean;
  task: Task | null;
  timer?: NodeJS.Timeout;
  /** Uploaded font keys this renderer was sent (it registers each once). */
  fonts: Set<string>;
}

type RendererMessage = { ready?: true; id?: number; ok?: boolean; bytes?: Uint8Array; contentType?: string; error?: string };

export class RenderError extends Error {}
/** The job used the whole time limit in CPU; its renderer was killed. The design is too costly. */
export class RenderTimeoutError extends RenderError {}
/** The queue (or the client's share of it) is full, or the job waited too long; nothing was drawn. */
export class RenderBusyError extends RenderError {}
/** The job reached the time limit without using its CPU share (starved by load); its renderer was
 * killed. Busy, not the design's fault: the answer asks to retry and nothing is remembered. */
export class RenderStarvedError extends RenderBusyError {}

export interface RenderPoolOptions {
  size?: number;
  resolveImage?: ImageResolver;
  resolveFont?: FontResolver;
  /** Longest time one job may draw before its renderer is killed (default 5 s). */
  timeoutMs?: number;
  /** Waiting jobs in all (default 16 per renderer) and per client (default 8: the images of one page). */
  queuedMax?: number;
  queuedPerClient?: number;
  /** Longest a client's job may wait for a renderer before it is refused as busy (default 1.5 s). */
  queueWaitMs?: number;
  /** Share of the time limit in CPU that makes a killed job the design's fault (default REFUSAL_CPU_SHARE). */
  refusalCpuShare?: number;
  /** A renderer whose resident set is above this after a job is replaced (default MAX_RENDERER_RSS_MB). */
  maxRendererRssMb?: number;
  /** Each renderer leads its own process group, killed whole at the time limit, and the CPU of the
   * processes it starts counts as its own (the video pool: its ffmpeg encoders). */
  processGroups?: boolean;
}

export const DEFAULT_RENDER_TIMEOUT_MS = 5000;
/** A killed job is the design's fault when its CPU time reached this share of the time limit. A
 * normal certificate uses 0.1–0.3 s of CPU; a design that needs 2.5 s of a core is refused. */
export const REFUSAL_CPU_SHARE = 0.5;
/** A warm renderer holds ≈ 190 MB resident after certificates as PNG and PDF (node, Skia, fonts, 64 MB
 * of cached images, kept canvases and PNG bands) and ≈ 250–290 MB right after a card with a 40 MP image.
 * Above this, what it holds is not worth keeping: it is replaced, which bounds what renderers retain to
 * size × this (freed pages and fragmentation of native drawing are not always given back). */
export const MAX_RENDERER_RSS_MB = 384;

export class RenderPool {
  readonly size: number;
  readonly timeoutMs: number;
  readonly queueWaitMs: number;
  /** See RenderPoolOptions.refusalCpuShare; tests on a loaded machine may lower it. */
  refusalCpuShare: number;
  readonly maxRendererRssMb: number;
  private slots: Slot[] = [];
  /** Renderers killed whose exit was not seen yet: they still count against `size`. */
  private dying = new Set<ChildProcess>();
  /** Client jobs whose wait ran out while a renderer was starting: a fresh wait once one is ready. */
  private waitingForStart = new Set<Task>();
  private queue: FairQueue<Task>;
  private nextId = 1;
  private closed = false;
  /** A renderer has been ready at least once (the pool's cold start is over). */
  private started = false;
  private resolveImage?: ImageResolver;
  private resolveFont?: FontResolver;
  private readonly processGroups: boolean;
  /** Called after each render with its time in a renderer (metrics). */
  onRendered?: (seconds: number, ok: boolean) => void;
  /** Called when a live renderer is SIGKILLed (time limit, failure, memory bound, close), with its pid (bench). */
  onKilled?: (pid: number) => void;

  constructor(options: RenderPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? availableParallelism());
    this.timeoutMs = options.timeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
    this.queueWaitMs = options.queueWaitMs ?? 1500;
    this.refusalCpuShare = options.refusalCpuShare ?? REFUSAL_CPU_SHARE;
    this.maxRendererRssMb = options.maxRendererRssMb ?? MAX_RENDERER_RSS_MB;
    this.resolveImage = options.resolveImage;
    this.resolveFont = options.resolveFont;
    this.processGroups = options.processGroups === true;
    this.queue = new FairQueue<Task>({
      queuedMax: options.queuedMax ?? 16 * this.size,
      queuedPerClient: options.queuedPerClient ?? 8,
      runningPerClient: Math.max(1, this.size - 1),
    });
  }

  /** Renders waiting for a free renderer. */
  get queued(): number {
    return this.queue.size;
  }

  /** Renders in progress. */
  get busy(): number {
    return this.slots.filter((s) => s.task !== null).length;
  }

  /**
   * Renders in a renderer process. Image sources that are not data: URLs are fetched here (main
   * process, DB access) first. `client` names who asked (fairness, queue bounds and wait); background
   * work omits it.
   */
  async render(job: RenderJob, client: string = SYSTEM_CLIENT): Promise<RenderOutput> {
    if (this.closed) throw new RenderError("render pool is closed");
    const prepared = await this.withFonts(await this.withImages(job));
    // Closed while its images or fonts were fetched: nothing would ever take it from the queue.
    if (this.closed) throw new RenderError("render pool is closed");
    return new Promise((resolve, reject) => {
      const task: Task = { id: this.nextId++, client, job: prepared, resolve, reject };
      if (!this.queue.push(client, task)) return reject(new RenderBusyError("render queue is full"));
      if (client !== SYSTEM_CLIENT) this.startWait(task);
      this.pump();
    });
  }

  /** Kills the renderers and waits for their exit; queued jobs are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.queue.drain()) {
      clearTimeout(t.waitTimer);
      t.reject(new RenderError("render pool closed"));
    }
    this.waitingForStart.clear();
    for (const s of this.slots) this.kill(s, new RenderError("render pool closed"));
    // A renderer is in `dying` only until its exit is emitted (it is added only while running).
    await Promise.all([...this.dying].map((c) => new Promise((resolve) => c.once("exit", resolve))));
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

  /** The job as sent to `slot`: font bytes only for faces that renderer has not been sent yet. */
  private forSlot(job: RenderJob, slot: Slot): RenderJob {
    if (!job.fonts?.length) return job;
    const fonts = job.fonts.map((f) => {
      if (slot.fonts.has(f.key) || !f.bytes) return { family: f.family, key: f.key };
      slot.fonts.add(f.key);
      return f;
    });
    return { ...job, fonts };
  }

  private startWait(task: Task): void {
    task.waitTimer = setTimeout(() => this.waitEnded(task), this.queueWaitMs);
  }

  /** A client's job waited queueWaitMs: refused as busy, unless the pool is starting for the first
   * time (then it waits once more from the moment a renderer is ready: a cold start is not the
   * client's fault). Replacements of killed renderers do not extend waits: under a hostile load they
   * start all the time, and a refusal must come quickly. */
  private waitEnded(task: Task): void {
    task.waitTimer = undefined;
    if (!this.started && this.slots.some((s) => !s.ready)) {
      this.waitingForStart.add(task);
      return;
    }
    if (this.queue.remove(task.client, task)) {
      task.reject(new RenderBusyError("render queue wait exceeded"));
      this.pump();
    }
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

  /** Removes a renderer (failed, overran, pool closing) and SIGKILLs it; its task is rejected with
   * `err`. It counts against the pool's size until its exit is seen. */
  private kill(slot: Slot, err: Error): void {
    if (!this.slots.includes(slot)) return;
    this.slots = this.slots.filter((s) => s !== slot);
    this.release(slot, false)?.reject(err);
    const { child } = slot;
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      this.dying.add(child);
      setKeepsAlive(child, true); // until its exit is seen (close() waits for it)
      killRenderer(child);
      this.onKilled?.(child.pid);
    }
  }

  private spawn(): void {
    const child = startRenderer({ ownGroup: this.processGroups });
    const slot: Slot = { child, ready: false, task: null, fonts: new Set() };
    child.on("message", (msg: RendererMessage) => this.received(slot, msg));
    child.on("error", (err) => {
      this.kill(slot, new RenderError(`renderer failed: ${err.message}`));
      this.pump();
    });
    child.once("exit", (code, signal) => {
      const started = slot.ready;
      this.kill(slot, new RenderError(`renderer failed: exited with ${signal ?? `code ${code}`}`));
      this.dying.delete(child);
      // A renderer that cannot even start will not start next time: fail what waits instead of looping.
      if (!started && !this.closed) {
        for (const t of this.queue.drain()) this.fail(t, new RenderError("renderer failed to start"));
        this.waitingForStart.clear();
      }
      this.pump();
    });
    this.slots.push(slot);
  }

  private fail(task: Task, err: Error): void {
    clearTimeout(task.waitTimer);
    task.reject(err);
  }

  private received(slot: Slot, msg: RendererMessage): void {
    if (msg.ready) {
      slot.ready = true;
      this.started = true;
      for (const t of this.waitingForStart) this.startWait(t);
      this.waitingForStart.clear();
      this.pump();
      return;
    }
    const task = slot.task;
    if (!task || task.id !== msg.id) return;
    this.release(slot, msg.ok === true);
    if (msg.ok) task.resolve({ bytes: msg.bytes!, contentType: msg.contentType! });
    else task.reject(new RenderError(msg.error ?? "render failed"));
    // Idle now: one that grew past the bound is replaced (its exit is awaited like any killed renderer's).
    if ((processRssMb(slot.child.pid) ?? 0) > this.maxRendererRssMb) this.kill(slot, new RenderError("renderer replaced: memory"));
    this.pump();
  }

  private cpuMs(pid: number | undefined): number | undefined {
    return this.processGroups ? groupCpuMs(pid) : processCpuMs(pid);
  }

  private overran(slot: Slot): void {
    const task = slot.task;
    if (!task) return;
    // Read before the kill: the process's CPU is gone with it.
    const now = this.cpuMs(slot.child.pid);
    const cpuMs = now !== undefined && task.cpuAtStart !== undefined ? now - task.cpuAtStart : undefined;
    const seconds = this.timeoutMs / 1000;
    const starved = cpuMs !== undefined && cpuMs < this.timeoutMs * this.refusalCpuShare;
    const err = starved ? new RenderStarvedError(`render reached ${seconds} s with ${cpuMs} ms of CPU (load)`) : new RenderTimeoutError(`render took longer than ${seconds} s`);
    this.kill(slot, err);
    this.pump();
  }

  private pump(): void {
    if (this.closed) return;
    while (this.queue.size > 0) {
      const slot = this.slots.find((s) => s.ready && s.task === null);
      if (!slot) break;
      // Visitors' own designs hold at most all renderers but one (RenderJob.visitorDesign).
      const visitorsDrawing = this.slots.filter((s) => s.task?.job.visitorDesign).length;
      const next = this.queue.take(this.size >= 2 && visitorsDrawing >= this.size - 1 ? (t) => !t.job.visitorDesign : undefined);
      if (!next) break;
      const task = next.job;
      clearTimeout(task.waitTimer); // (never in waitingForStart: a renderer's ready restarts and clears those first)
      slot.task = task;
      task.startedAt = performance.now();
      task.cpuAtStart = this.cpuMs(slot.child.pid);
      slot.timer = setTimeout(() => this.overran(slot), this.timeoutMs);
      slot.child.send({ id: task.id, job: this.forSlot(task.job, slot) }, (err) => {
        if (err) this.kill(slot, new RenderError(`renderer failed: ${err.message}`));
      });
    }
    // Start renderers for the jobs still waiting, up to the pool size counting those not yet exited.
    const starting = this.slots.filter((s) => !s.ready).length;
    for (let i = starting; i < this.queue.size && this.slots.length + this.dying.size < this.size; i++) this.spawn();
    // Idle renderers must not keep the process alive (tests, graceful shutdown); busy or starting ones do.
    for (const s of this.slots) setKeepsAlive(s.child, s.task !== null || (!s.ready && this.queue.size > 0));
  }
}
