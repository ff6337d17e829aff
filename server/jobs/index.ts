// The job runner of this server instance, started when the app is ready and stopped (lease
// released, so another instance or the next start resumes the job) when it closes.
// Kept per app in a WeakMap (keyed by the app's render service, one per app) so the routes that enqueue work can wake it up.
import type { FastifyInstance } from "fastify";
import { JobRunner, type RunnerOptions } from "./runner.ts";
import { BULK_JOB_TYPE, runBulkCertificates } from "./bulk-certificates.ts";
import { BULK_ROWS_JOB_TYPE } from "./bulk-input.ts";
import { runBulkRows } from "./bulk-rows.ts";
import { runSendMail } from "./send-mail.ts";
import { MAIL_JOB_TYPE } from "../mail/job-type.ts";
import { closeTransports } from "../mail/transport.ts";
import { closeSignPool } from "./sign-pool.ts";
import { RESET_JOB_TYPE, runResetRequest } from "./reset-request.ts";

const runners = new WeakMap<object, JobRunner>();

export const JOB_HANDLERS = { [BULK_JOB_TYPE]: runBulkCertificates, [BULK_ROWS_JOB_TYPE]: runBulkRows, [MAIL_JOB_TYPE]: runSendMail, [RESET_JOB_TYPE]: runResetRequest };

/** Registers the runner once per app (idempotent). */
export function registerJobs(app: FastifyInstance, options: RunnerOptions = {}): JobRunner {
  const existing = runners.get(app.render);
  if (existing) return existing;
  const runner = new JobRunner(app, JOB_HANDLERS, { leaseMs: app.config.jobLeaseMs, ...options });
  runners.set(app.render, runner);
  app.addHook("onReady", async () => runner.start());
  app.addHook("onClose", async () => {
    await runner.stop();
    runners.delete(app.render);
    await closeSignPool(app);
    closeTransports(); // pooled SMTP connections
  });
  return runner;
}

/** This app's runner (tests wake a second instance with it). */
export function jobRunnerOf(app: FastifyInstance): JobRunner | undefined {
  return runners.get(app.render);
}

/** Wakes this instance's runner (others find the job on their next poll). */
export function kickJobs(app: FastifyInstance): void {
  runners.get(app.render)?.kick();
}
