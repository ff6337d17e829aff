// Which runner serves an app, and waking it. Its own module so that code which enqueues work (the
// mail queue, the bulk route) need not import the runner and its handlers, which import them back.
// Kept per app in a WeakMap keyed by the app's render service (one per app).
import type { FastifyInstance } from "fastify";
import type { JobRunner } from "./runner.ts";

/** The main runner first, then the webhook delivery runners (their own, so slow receivers never hold up e-mail). */
const runners = new WeakMap<object, JobRunner[]>();

export function setJobRunnerOf(app: FastifyInstance, runner: JobRunner | undefined, others: JobRunner[] = []): void {
  if (runner) runners.set(app.render, [runner, ...others]);
  else runners.delete(app.render);
}

/** This app's main runner (tests wake a second instance with it). */
export function jobRunnerOf(app: FastifyInstance): JobRunner | undefined {
  return runners.get(app.render)?.[0];
}

/** Every runner of this app. */
export function jobRunnersOf(app: FastifyInstance): JobRunner[] {
  return runners.get(app.render) ?? [];
}

/** Wakes this instance's runners (others find the job on their next poll). */
export function kickJobs(app: FastifyInstance): void {
  for (const runner of runners.get(app.render) ?? []) runner.kick();
}
