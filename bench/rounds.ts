// Interleaved rounds for the request-path bench: each round runs every step once, back to back
// (bare 10 → verify 10 → bare 50 → /healthz 50 → verify 50), so a change of machine load hits the
// bare route and the app in the same seconds. A ratio is taken per round (the app over the bare run of
// that same round) and reported as the median of the rounds with their spread (min–max): one busy
// second moves one round, not the answer, and the spread shows how far a single run could be off.
import type { LoadOptions, LoadResult } from "./load.ts";

/** At least this many measured rounds, whatever BENCH_ROUNDS says: a median of fewer is one run's luck. */
export const MIN_ROUNDS = 5;

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  if (values.length === 0) throw new Error("no values");
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length / 2;
  const median = s.length % 2 ? s[(s.length - 1) / 2] : (s[mid - 1] + s[mid]) / 2;
  return { median, min: s[0], max: s[s.length - 1] };
}

export type StepName = "bare10" | "verify10" | "bare50" | "healthz50" | "verify50";
export const ROUND_ORDER: readonly StepName[] = ["bare10", "verify10", "bare50", "healthz50", "verify50"];

export type Round = Record<StepName, LoadResult>;

export interface RoundsSummary {
  rounds: Round[];
  /** verify / bare at 10 connections, per round */
  verifyRatio: Spread;
  /** /healthz / bare at 50 connections, per round */
  healthzRatio: Spread;
  /** verify p99 at 50 connections (ms), per round */
  verifyP99At50Ms: Spread;
}

/** Runs `rounds` (at least MIN_ROUNDS) interleaved rounds of the steps, in ROUND_ORDER. */
export async function runRounds(run: (options: LoadOptions) => Promise<LoadResult>, steps: Record<StepName, LoadOptions>, rounds: number): Promise<Round[]> {
  const out: Round[] = [];
  for (let i = 0; i < Math.max(MIN_ROUNDS, rounds); i++) {
    const round = {} as Round;
    for (const step of ROUND_ORDER) round[step] = await run(steps[step]);
    out.push(round);
  }
  return out;
}

export function summarize(rounds: Round[]): RoundsSummary {
  return {
    rounds,
    verifyRatio: spread(rounds.map((r) => r.verify10.rps / r.bare10.rps)),
    healthzRatio: spread(rounds.map((r) => r.healthz50.rps / r.bare50.rps)),
    verifyP99At50Ms: spread(rounds.map((r) => r.verify50.p99Ms)),
  };
}
