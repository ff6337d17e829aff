// Under the canvas of an animated design (issue 35): play/pause, a scrubber over the design's timeline,
// the time, back to the still design, and the design's length. Playing and scrubbing only change what
// the canvas shows (state/playback.ts); the length is part of the document (one undo step).
import { Pause, Play, Square } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { designDuration, MAX_ANIMATION_SECONDS, MIN_ANIMATION_SECONDS } from "../../../shared/design/animation.ts";
import type { DesignDocument } from "../../../shared/design/schema.ts";
import { setDesignLength } from "../state/animationOps.ts";
import { usePlayback } from "../state/playback.ts";
import type { EditorStore } from "../state/store.ts";

const LENGTHS = Array.from({ length: MAX_ANIMATION_SECONDS - MIN_ANIMATION_SECONDS + 1 }, (_, i) => MIN_ANIMATION_SECONDS + i);
const FRAME = 1 / 30;

export function TimelineBar({ store, doc }: { store: EditorStore; doc: DesignDocument }) {
  const { t, i18n } = useTranslation("editor");
  const [state, playback] = usePlayback();
  const total = designDuration(doc);
  // A design that stops animating (its last animation removed, an undo) shows its still again.
  useEffect(() => {
    if (!total) playback?.stop();
  }, [total, playback]);
  if (!total || !playback) return null;
  // The still design is the last frame; a choice's preview plays one layer's stretch, the scrubber stays at the still.
  const shown = state.only || state.time === null ? total : Math.min(total, state.time);
  const seconds = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const iconButton = "grid size-11 shrink-0 place-items-center rounded-md hover:bg-muted [&>svg]:size-5";
  return (
    <div className="flex shrink-0 items-center gap-1.5 border-t border-border bg-card px-2 py-0.5" role="toolbar" aria-label={t("animation.timeline")} data-editor-ui data-testid="timeline">
      <button
        type="button" className={iconButton} data-testid="anim-play" aria-label={state.playing ? t("animation.pause") : t("animation.play")} title={state.playing ? t("animation.pause") : t("animation.play")}
        onClick={() => (state.playing ? playback.pause() : playback.play(total))}
      >
        {state.playing ? <Pause /> : <Play />}
      </button>
      <button type="button" className={iconButton} data-testid="anim-still" aria-label={t("animation.still")} title={t("animation.still")} onClick={() => playback.stop()} disabled={state.time === null}>
        <Square />
      </button>
      {/* Apart from the buttons: a phone's touch adjustment would give a tap at the scrubber's start to the still button. */}
      <input
        type="range" min={0} max={total} step={FRAME} value={shown} aria-label={t("animation.scrub")} aria-valuetext={t("animation.at", { time: seconds.format(shown), total: seconds.format(total) })}
        className="mx-1.5 h-11 min-w-0 flex-1 cursor-pointer accent-primary" data-testid="anim-scrubber"
        onChange={(e) => playback.seek(Number(e.target.value))}
      />
      <span className="shrink-0 text-xs tabular-nums text-muted-foreground" data-testid="anim-time">{t("animation.at", { time: seconds.format(shown), total: seconds.format(total) })}</span>
      <select
        className="h-11 shrink-0 rounded-md border border-border bg-background px-1 text-xs" aria-label={t("animation.length")} title={t("animation.length")} data-testid="anim-length" value={total}
        onChange={(e) => store.change((d) => setDesignLength(d, Number(e.target.value)))}
      >
        {LENGTHS.map((n) => (
          <option key={n} value={n}>{t("animation.lengthOption", { count: n })}</option>
        ))}
      </select>
    </div>
  );
}
