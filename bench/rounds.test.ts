// The request-path bench settles its figures in one run: at least 5 rounds, the steps interleaved
// within each round, ratios per round reported as median and spread (issue 23).
import { describe, expect, it } from "vitest";
import type { LoadOptions, LoadResult } from "./load.ts";
import { MIN_ROUNDS, ROUND_ORDER, runRounds, spread, summarize, type StepName } from "./rounds.ts";

const result = (rps: number, p99Ms = 10): LoadResult => ({ requests: rps, seconds: 1, rps, p50Ms: p99Ms / 2, p99Ms, statuses: { 200: rps }, errors: 0 });
const options = (port: number): LoadOptions => ({ port, paths: ["/"], connections: 1, durationMs: 1, warmupMs: 0 });
const STEPS = Object.fromEntries(ROUND_ORDER.map((s, i) => [s, options(i + 1)])) as Record<StepName, LoadOptions>;

describe("spread", () => {
  it("answers the median (odd and even counts) and the range", () => {
    expect(spread([0.5, 0.3, 0.9, 0.4, 0.6])).toEqual({ median: 0.5, min: 0.3, max: 0.9 });
    expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 });
    expect(() => spread([])).toThrow();
  });
});

describe("runRounds", () => {
  it("runs at least 5 rounds even when asked for fewer, each step once a round, interleaved", async () => {
    const ports: number[] = [];
    const rounds = await runRounds(async (o) => (ports.push(o.port), result(100)), STEPS, 2);
    expect(rounds).toHaveLength(MIN_ROUNDS);
    // bare 10, verify 10, bare 50, healthz 50, verify 50 — then the next round
    expect(ports).toEqual(Array.from({ length: MIN_ROUNDS }, () => [1, 2, 3, 4, 5]).flat());
    expect(await runRounds(async () => result(1), STEPS, 7)).toHaveLength(7);
  });
});

describe("summarize", () => {
  it("takes each ratio within its round, so one slow round moves the spread, not the median", async () => {
    // Round 3: the machine was slow for both sides alike, the ratios do not move. Round 4: only the app's
    // steps were slowed (another process took the core) — an outlier the spread shows and the median ignores.
    const plan: Record<StepName, number>[] = [
      { bare10: 10_000, verify10: 5_000, bare50: 10_000, healthz50: 7_500, verify50: 4_000 },
      { bare10: 12_000, verify10: 6_000, bare50: 12_000, healthz50: 9_000, verify50: 4_000 },
      { bare10: 5_000, verify10: 2_500, bare50: 5_000, healthz50: 3_750, verify50: 2_000 },
      { bare10: 10_000, verify10: 1_000, bare50: 10_000, healthz50: 1_000, verify50: 1_000 },
      { bare10: 11_000, verify10: 5_500, bare50: 11_000, healthz50: 8_250, verify50: 4_000 },
    ];
    let i = 0;
    const rounds = await runRounds(async () => {
      const r = plan[Math.floor(i / ROUND_ORDER.length)];
      const step = ROUND_ORDER[i++ % ROUND_ORDER.length];
      return result(r[step], step === "verify50" ? (i > 15 && i <= 20 ? 80 : 12) : 1);
    }, STEPS, 5);
    const s = summarize(rounds);
    expect(s.verifyRatio).toEqual({ median: 0.5, min: 0.1, max: 0.5 });
    expect(s.healthzRatio).toEqual({ median: 0.75, min: 0.1, max: 0.75 });
    expect(s.verifyP99At50Ms).toEqual({ median: 12, min: 12, max: 80 });
  });
});
