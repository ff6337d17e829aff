// Signing for bulk jobs on worker threads: a credential's Data Integrity proof (JSON-LD expansion,
// RDF canonicalisation, Ed25519) costs several ms of CPU, which on the main thread was the limit of
// a bulk job while the render workers waited. One pool per app, started by the first bulk slice
// with the issuer key and DID method of the moment (a changed key or method starts a new pool),
// stopped after a minute without work and when the app closes. A signature is the same call as
// on the main thread (credentials/sign.ts), only elsewhere.
import { Worker } from "node:worker_threads";
import { workerEntry } from "../worker-entry.ts";
import type { FastifyInstance } from "fastify";
import type { Cryptosuite, Issuer, SignedCredential, StoredIssuerKey } from "../credentials/index.ts";
import { ISSUER_KEY_SETTING } from "../settings/defaults.ts";

const IDLE_MS = 60_000;

interface Waiting {
  resolve: (signed: SignedCredential) => void;
  reject: (err: Error) => void;
}

export class SignPool {
  private readonly workers: { worker: Worker; busy: number }[] = [];
  private readonly waiting = new Map<number, Waiting & { slot: { busy: number } }>();
  private nextId = 1;
  private idle?: NodeJS.Timeout;
  private closed = false;

  get isClosed(): boolean {
    return this.closed;
  }

  constructor(
    readonly key: string,
    private readonly size: number,
    private readonly init: { key: StoredIssuerKey; didMethod: Issuer["method"]; publicUrl: string },
  ) {}

  /** Signs `unsigned` on the least busy worker (as signCredential() would). */
  sign(unsigned: Record<string, unknown>, options: { created?: Date; cryptosuite?: Cryptosuite }): Promise<SignedCredential> {
    if (this.closed) return Promise.reject(new Error("sign pool is closed"));
    clearTimeout(this.idle);
    if (this.workers.length < this.size) this.spawn();
    const slot = this.workers.reduce((a, b) => (b.busy < a.busy ? b : a));
    const id = this.nextId++;
    slot.busy++;
    slot.worker.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, slot });
      slot.worker.postMessage({ id, unsigned, created: (options.created ?? new Date()).toISOString(), cryptosuite: options.cryptosuite });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idle);
    for (const w of this.waiting.values()) w.reject(new Error("sign pool closed"));
    this.waiting.clear();
    await Promise.all(this.workers.splice(0).map((w) => w.worker.terminate()));
  }

  private spawn(): void {
    const slot = { worker: new Worker(workerEntry(import.meta.url, "sign-worker"), { workerData: this.init }), busy: 0 };
    slot.worker.on("message", (msg: { id: number; ok: boolean; signed?: SignedCredential; error?: string }) => {
      const w = this.waiting.get(msg.id);
      if (!w) return;
      this.waiting.delete(msg.id);
      slot.busy--;
      if (slot.busy === 0) slot.worker.unref();
      if (msg.ok) w.resolve(msg.signed!);
      else w.reject(new Error(msg.error ?? "signing failed"));
      if (this.waiting.size === 0) this.idle = setTimeout(() => void this.close(), IDLE_MS).unref();
    });
    const fail = (err: Error) => {
      const i = this.workers.indexOf(slot);
      if (i >= 0) this.workers.splice(i, 1);
      for (const [id, w] of this.waiting) {
        if (w.slot !== slot) continue;
        this.waiting.delete(id);
        w.reject(new Error(`sign worker failed: ${err.message}`));
      }
    };
    slot.worker.on("error", fail);
    slot.worker.on("exit", (code) => {
      if (this.workers.includes(slot)) fail(new Error(`exited with code ${code}`));
    });
    slot.worker.unref();
    this.workers.push(slot);
  }
}

const pools = new WeakMap<FastifyInstance, SignPool>();

/**
 * One signing thread fewer than render workers (at least one). Each thread is a V8 isolate that
 * loads and warms up the JSON-LD stack on its own; on 2 cores, 1,000 rows measured 35 CPU-s and a
 * 650 MB peak with one signer against 40 CPU-s and 750 MB with two, at the same wall time (the cores
 * are the limit either way), and one signer (~6 ms a row) keeps pace with two renderers.
 */
export const signThreads = (renderWorkers: number) => Math.max(1, renderWorkers - 1);

/** The app's signing pool for `issuer`. */
export async function signPoolFor(app: FastifyInstance, issuer: Issuer): Promise<SignPool> {
  const row = await app.db.selectFrom("settings").select("value").where("key", "=", ISSUER_KEY_SETTING).executeTakeFirstOrThrow();
  const key = JSON.parse(row.value) as StoredIssuerKey;
  const id = `${key.publicKeyMultibase}|${issuer.method}|${app.config.publicUrl}`;
  const current = pools.get(app);
  if (current && current.key === id && !current.isClosed) return current;
  if (current) void current.close();
  const pool = new SignPool(id, signThreads(app.config.renderWorkers), { key, didMethod: issuer.method, publicUrl: app.config.publicUrl });
  pools.set(app, pool);
  return pool;
}

/** Stops the app's signing threads (the app closes). */
export async function closeSignPool(app: FastifyInstance): Promise<void> {
  await pools.get(app)?.close();
  pools.delete(app);
}
