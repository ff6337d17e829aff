// The editor's animation preview: which time of the design's timeline the canvas shows, and whether it
// is playing. It lives beside the EditorStore, never in it: playing, pausing and scrubbing change what
// is drawn, never the document, so they make no undo step and never mark the design unsaved.
import { createContext, useContext, useSyncExternalStore } from "react";

export interface PlaybackState {
  /** Seconds into the timeline; null = the still design (what is saved and printed). */
  time: number | null;
  playing: boolean;
  /** A choice's preview: only these layers move, the others are drawn still. null = the whole design. */
  only: readonly string[] | null;
}

interface Clock {
  now: () => number;
  frame: (fn: () => void) => number;
  cancel: (id: number) => void;
}

const browserClock: Clock = {
  now: () => performance.now(),
  frame: (fn) => requestAnimationFrame(fn),
  cancel: (id) => cancelAnimationFrame(id),
};

export class Playback {
  private state: PlaybackState = { time: null, playing: false, only: null };
  private listeners = new Set<() => void>();
  private raf = 0;
  /** Where the running play started (timeline seconds and clock ms) and where it stops. */
  private run: { from: number; at: number; until: number; thenStill: boolean; only: readonly string[] | null } | null = null;

  constructor(private clock: Clock = browserClock) {}

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  getSnapshot = (): PlaybackState => this.state;

  private set(next: PlaybackState): void {
    if (next.time === this.state.time && next.playing === this.state.playing && next.only === this.state.only) return;
    this.state = next;
    for (const fn of this.listeners) fn();
  }

  /**
   * Plays from `from` (default: where it is paused, or the start) to `until` seconds. `thenStill`: at the
   * end the canvas goes back to the still design (a preview of one choice) instead of staying paused there.
   * `only`: the layers that move (a choice's preview); the others stay still.
   */
  play(until: number, from?: number, thenStill = false, only: readonly string[] | null = null): void {
    this.clock.cancel(this.raf);
    const start = from ?? (this.state.time !== null && this.state.time < until && !this.state.only ? this.state.time : 0);
    this.run = { from: start, at: this.clock.now(), until, thenStill, only };
    this.set({ time: start, playing: true, only });
    this.raf = this.clock.frame(this.tick);
  }

  private tick = (): void => {
    const run = this.run;
    if (!run) return;
    const t = run.from + (this.clock.now() - run.at) / 1000;
    if (t >= run.until) {
      this.run = null;
      this.set(run.thenStill ? { time: null, playing: false, only: null } : { time: run.until, playing: false, only: run.only });
      return;
    }
    this.set({ time: t, playing: true, only: run.only });
    this.raf = this.clock.frame(this.tick);
  };

  pause(): void {
    this.clock.cancel(this.raf);
    this.run = null;
    this.set({ ...this.state, playing: false });
  }

  /** Shows the frame at `time` (the scrubber), paused. */
  seek(time: number): void {
    this.clock.cancel(this.raf);
    this.run = null;
    this.set({ time, playing: false, only: null });
  }

  /** Back to the still design. */
  stop(): void {
    this.clock.cancel(this.raf);
    this.run = null;
    this.set({ time: null, playing: false, only: null });
  }
}

export const PlaybackContext = createContext<Playback | null>(null);

const STILL: PlaybackState = { time: null, playing: false, only: null };
const noSubscribe = () => () => undefined;

/** The preview's state (the still when there is no Playback around, as in the revision view). */
export function usePlayback(): [PlaybackState, Playback | null] {
  const playback = useContext(PlaybackContext);
  const state = useSyncExternalStore(playback?.subscribe ?? noSubscribe, playback?.getSnapshot ?? (() => STILL));
  return [state, playback];
}
