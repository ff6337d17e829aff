// The job runner of this server instance, started when the app is ready and stopped (lease
// released, so another instance or the next start resumes the job) when it closes.
// The runner is registered in wake.ts, where the code that enqueues work finds it to wake it up.
import type { FastifyInstance } from "fastify";
import { JobRunner, type RunnerOptions } from "../queue/runner.ts";
import { BULK_JOB_TYPE, runBulkCertificates } from "./bulk-certificates.ts";
import { BULK_ROWS_JOB_TYPE } from "./bulk-input.ts";
import { runBulkRows } from "./bulk-rows.ts";
import { runSendMail } from "./send-mail.ts";
import { MAIL_JOB_TYPE } from "../mail/job-type.ts";
import { closeTransports } from "../mail/transport.ts";
import { closeSignPool } from "./sign-pool.ts";
import { jobRunnerOf, jobRunnersOf, setJobRunnerOf } from "../queue/wake.ts";
import { WEBHOOK_DELIVERY_JOB_TYPE } from "../webhooks/job-type.ts";
import { runWebhookDelivery } from "../webhooks/deliver.ts";
import { RESET_JOB_TYPE, runResetRequest } from "./reset-request.ts";
import { scheduleExpiryReminders } from "../services/email/expiry-reminders.ts";

export { jobRunnerOf, kickJobs } from "../queue/wake.ts";

export const JOB_HANDLERS = { [BULK_JOB_TYPE]: runBulkCertificates, [BULK_ROWS_JOB_TYPE]: runBulkRows, [MAIL_JOB_TYPE]: runSendMail, [RESET_JOB_TYPE]: runResetRequest };

/** The webhook runner attempts up to config.webhooks.concurrency deliveries at once, from one poller. */
export const WEBHOOK_HANDLERS = { [WEBHOOK_DELIVERY_JOB_TYPE]: runWebhookDelivery };

/** Registers the runners once per app (idempotent). */
export function registerJobs(app: FastifyInstance, options: RunnerOptions = {}): JobRunner {
  const existing = jobRunnerOf(app);
  if (existing) return existing;
  const runnerOptions = { leaseMs: app.config.jobLeaseMs, ...options };
  // Two at once by default: the next slice of a bulk issuance starts while the last rows of the one
  // before are still being signed and drawn (one at a time, the cores idled at every slice's end),
  // and an e-mail is not held up behind a slice.
  const runner = new JobRunner(app, JOB_HANDLERS, { concurrency: app.config.jobConcurrency, ...runnerOptions });
  const webhookRunner = new JobRunner(app, WEBHOOK_HANDLERS, { ...runnerOptions, concurrency: app.config.webhooks.concurrency });
  setJobRunnerOf(app, runner, [webhookRunner]);
  let stopReminders: (() => void) | undefined;
  app.addHook("onReady", async () => {
    stopReminders = scheduleExpiryReminders(app);
    for (const r of jobRunnersOf(app)) r.start();
  });
  app.addHook("onClose", async () => {
    stopReminders?.();
    await Promise.all(jobRunnersOf(app).map((r) => r.stop()));
    setJobRunnerOf(app, undefined);
    await closeSignPool(app);
    closeTransports(); // pooled SMTP connections
  });
  return runner;
}
