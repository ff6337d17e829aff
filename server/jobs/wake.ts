// Which runner serves an app, and waking it. Its own module so that code which enqueues work (the
// mail queue, the bulk route) need not import the runner and its handlers, which import them back.
// Kept per app in a WeakMap keyed by the app's render service (one per app).
import type { FastifyInstance } from "fastify";
import type { JobRunner } from "./runner.ts";

const runners = new WeakMap<object, JobRunner>();

export function setJobRunnerOf(app: FastifyInstance, runner: JobRunner | undefined): void {
  if (runner) runners.set(app.render, runner);
  else runners.delete(app.render);
}

/** This app's runner (tests wake a second instance with it). */
export function jobRunnerOf(app: FastifyInstance): JobRunner | undefined {
  return runners.get(app.render);
}

/** Wakes this instance's runner (others find the job on their next poll). */
export function kickJobs(app: FastifyInstance): void {
  runners.get(app.render)?.kick();
}
