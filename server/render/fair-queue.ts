// The render queue: bounded, and fair between clients. Each client (an IP address, see http/render.ts)
// has its own FIFO; a free worker takes the next job round-robin over the clients that have one, so a
// client that asks for ten renders at once waits behind its own jobs, not everyone else's. A client
// may hold at most `runningPerClient` workers (one fewer than the pool, so one worker is always left
// for the others) and `queuedPerClient` waiting jobs; the whole queue holds at most `queuedMax`.
// Background work (bulk PDFs, mail; client SYSTEM_CLIENT) has its own back-pressure and no caps.

export const SYSTEM_CLIENT = "system";

export interface FairQueueLimits {
  queuedMax: number;
  queuedPerClient: number;
  runningPerClient: number;
}

export class FairQueue<T> {
  /** Waiting jobs per client; Map order is the round-robin order (a served client moves to the end). */
  private waiting = new Map<string, T[]>();
  private running = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: FairQueueLimits) {}

  get size(): number {
    return this.total;
  }

  /** Queues the job, or answers false when the client's or the whole queue's bound is reached. */
  push(client: string, job: T): boolean {
    const list = this.waiting.get(client) ?? [];
    if (client !== SYSTEM_CLIENT && (this.total >= this.limits.queuedMax || list.length >= this.limits.queuedPerClient)) return false;
    list.push(job);
    this.waiting.set(client, list);
    this.total++;
    return true;
  }

  /** The next job for a free worker, or undefined when every waiting client is at its running cap.
   * With `accept`, only a client whose next job it accepts is served (each client stays first in, first out). */
  take(accept?: (job: T) => boolean): { client: string; job: T } | undefined {
    for (const [client, list] of this.waiting) {
      if (client !== SYSTEM_CLIENT && (this.running.get(client) ?? 0) >= this.limits.runningPerClient) continue;
      if (accept && !accept(list[0]!)) continue;
      const job = list.shift()!;
      this.waiting.delete(client);
      if (list.length > 0) this.waiting.set(client, list);
      this.total--;
      this.running.set(client, (this.running.get(client) ?? 0) + 1);
      return { client, job };
    }
    return undefined;
  }

  /** Takes a waiting job out of the queue (its wait ran out); false when it is no longer waiting. */
  remove(client: string, job: T): boolean {
    const list = this.waiting.get(client);
    const i = list ? list.indexOf(job) : -1;
    if (!list || i < 0) return false;
    list.splice(i, 1);
    if (list.length === 0) this.waiting.delete(client);
    this.total--;
    return true;
  }

  /** A job taken for `client` has ended (done, failed or timed out). */
  finished(client: string): void {
    const n = (this.running.get(client) ?? 0) - 1;
    if (n > 0) this.running.set(client, n);
    else this.running.delete(client);
  }

  /** Empties the queue (pool closing). */
  drain(): T[] {
    const all = [...this.waiting.values()].flat();
    this.waiting.clear();
    this.total = 0;
    return all;
  }
}
