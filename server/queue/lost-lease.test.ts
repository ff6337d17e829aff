// Issue 37 item 4: an instance that lost its lease stops. Claiming, takeover and renewal were tested;
// with the abort on a lost lease removed they all passed while the old instance went on running the
// job another instance had taken over (every step twice: duplicate e-mails and webhooks). Here two
// instances on one database run a resumable job of STEPS steps and every executed step is counted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { sharedDatabase, type SharedDatabase } from "../test/shared-database.ts";
import { JobRunner, throwIfAborted, type JobHandler } from "./runner.ts";

const TYPE = "test.lost-lease";
const STEPS = 6;
/** The first instance stalls after this step (a slow SMTP server, a long GC pause…). */
const STALL_AFTER = 2;
const LEASE_MS = 900; // renewed every 300 ms

let shared: SharedDatabase;
let first: FastifyInstance;
let second: FastifyInstance;
beforeAll(async () => {
  shared = await sharedDatabase();
  first = await shared.startApp();
  second = await shared.startApp();
});
afterAll(async () => shared?.close());

const job = () => shared.db.selectFrom("jobs").selectAll().where("id", "=", "lease-1").executeTakeFirstOrThrow();

describe("a runner that lost its lease", () => {
  it("stops: after a takeover no step runs twice", async () => {
    const now = new Date().toISOString();
    await shared.db.insertInto("jobs").values({ id: "lease-1", type: TYPE, state: "queued", payload: "{}", done: 0, total: STEPS, errors: "[]", result_blob_id: null, locked_by: null, locked_until: null, created_by: null, created_at: now, updated_at: now }).execute();

    /** Every step executed, by which instance: the side effects (one e-mail, one webhook… each). */
    const executed: { step: number; by: string }[] = [];
    let stalled!: () => void;
    const isStalled = new Promise<void>((r) => (stalled = r));
    let resume!: () => void;
    const resumed = new Promise<void>((r) => (resume = r));
    let firstSettled!: () => void;
    const firstDone = new Promise<void>((r) => (firstSettled = r));

    // Resumable, as handlers must be: it continues after the last step the job records as done.
    const handler = (name: string, stall: boolean): JobHandler => async (_app, ctx) => {
      try {
        for (let step = ctx.job.done + 1; step <= STEPS; step++) {
          if (stall && step === STALL_AFTER + 1) {
            stalled();
            await resumed;
          }
          throwIfAborted(ctx.signal);
          executed.push({ step, by: name });
          await ctx.progress({ done: step });
        }
        return {};
      } finally {
        if (name === "first") firstSettled();
      }
    };
    const a = new JobRunner(first, { [TYPE]: handler("first", true) }, { leaseMs: LEASE_MS, pollMs: 60_000 });
    const b = new JobRunner(second, { [TYPE]: handler("second", false) }, { leaseMs: LEASE_MS, pollMs: 50 });
    a.start();
    await isStalled;
    expect(await job()).toMatchObject({ locked_by: a.instanceId, done: STALL_AFTER });

    // The first instance's lease runs out (as if its renewals had not reached the database in time);
    // the second instance takes the job over and finishes it.
    b.start();
    for (let i = 0; i < 200 && (await job()).locked_by !== b.instanceId; i++) {
      await shared.db.updateTable("jobs").set({ locked_until: new Date(Date.now() - 1000).toISOString() }).where("id", "=", "lease-1").where("locked_by", "=", a.instanceId).execute();
      await new Promise((r) => setTimeout(r, 10));
    }
    for (let i = 0; i < 300 && (await job()).state !== "done"; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await job()).toMatchObject({ state: "done", done: STEPS, locked_by: b.instanceId });

    // The first instance's renewal has run since (every 300 ms) and found the job no longer its own;
    // now its stalled step comes back.
    await new Promise((r) => setTimeout(r, LEASE_MS));
    resume();
    await firstDone;
    await Promise.all([a.stop(), b.stop()]);

    const steps = executed.map((e) => e.step).sort((x, y) => x - y);
    expect(steps).toEqual(Array.from({ length: STEPS }, (_, i) => i + 1)); // each step once
    expect(executed.filter((e) => e.by === "first").map((e) => e.step)).toEqual([1, 2]);
    expect(await job()).toMatchObject({ state: "done", done: STEPS });
  });
});
