import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { everyInstanceTimer } from "./every-instance-timer.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("everyInstanceTimer", () => {
  it("runs first after the delay, then every period, and never after stop", () => {
    const run = vi.fn();
    const stop = everyInstanceTimer(run, { firstAfterMs: 1_000, everyMs: 10_000 });
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(run).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("stopped before its first run, never runs", () => {
    const run = vi.fn();
    everyInstanceTimer(run, { firstAfterMs: 1_000, everyMs: 10_000 })();
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
  });
});
