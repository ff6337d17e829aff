// Wires engagement analytics into the app: `app.analytics` (the batched recorder, recorder.ts), its
// last flush before the database closes, and the retention timer (retention.ts).
import type { FastifyInstance } from "fastify";
import { AnalyticsRecorder } from "./recorder.ts";
import { scheduleAnalyticsRetention } from "./retention.ts";

export function registerAnalytics(app: FastifyInstance): void {
  const { enabled, flushMs } = app.config.analytics;
  const recorder = new AnalyticsRecorder(app.db, { enabled, flushMs, onError: (err) => app.log.warn({ err }, "analytics flush failed") });
  app.decorate("analytics", recorder);
  // preClose runs before the database's own onClose hook: the last counts are written.
  app.addHook("preClose", async () => recorder.close());
  let stop: (() => void) | undefined;
  app.addHook("onReady", async () => {
    stop = scheduleAnalyticsRetention(app);
  });
  app.addHook("onClose", async () => stop?.());
}
