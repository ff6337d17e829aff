// A periodic task that every instance runs on its own timer (analytics retention, expiry reminders):
// the timer only decides when to look, the state lives in the database, so instances running it at
// once need no lock. The first run waits a little after start (not in the way of the boot and of
// tests that close the app at once); timers never keep the process alive.
export function everyInstanceTimer(run: () => void, opts: { firstAfterMs: number; everyMs: number }): () => void {
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, opts.everyMs);
    interval.unref();
  }, opts.firstAfterMs);
  first.unref();
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
