// The selected layers' animation (issue 35): a visual list of entrances and emphases with 44 px
// targets. Tapping a choice writes it (one undo step) and plays it at once on those layers alone,
// over the still design, so the effect is seen where it happens; then the canvas is still again.
import { ArrowUpFromLine, Ban, Blend, HeartPulse, MoveRight, PenLine, Sparkle, Sun, WholeWord, ZoomIn } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DesignDocument, Layer } from "../../../shared/design/schema.ts";
import { commonChoice, enterChoices, previewWindow, setEmphasis, setEnter, setEnterTiming, type EmphasisChoice, type EnterChoice } from "../state/animationOps.ts";
import { usePlayback } from "../state/playback.ts";
import type { EditorStore } from "../state/store.ts";
import { NumberField, Section } from "./controls.tsx";

const ENTER_ICONS: Record<EnterChoice, ReactNode> = {
  none: <Ban />, fade: <Blend />, rise: <ArrowUpFromLine />, slide: <MoveRight className="rtl:-scale-x-100" />, zoom: <ZoomIn />, pop: <Sparkle />, draw: <PenLine />, words: <WholeWord />,
};
const EMPHASIS_ICONS: Record<EmphasisChoice, ReactNode> = { none: <Ban />, glow: <Sun />, pulse: <HeartPulse /> };

function ChoiceGrid<T extends string>({ label, choices, value, icons, name, onPick, testId }: {
  label: string; choices: readonly T[]; value: T | null; icons: Record<T, ReactNode>; name: (c: T) => string; onPick: (c: T) => void; testId: string;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="grid grid-cols-4 gap-1.5" data-testid={testId}>
      {choices.map((c) => (
        <button
          key={c}
          type="button"
          role="radio"
          aria-checked={value === c}
          onClick={() => onPick(c)}
          data-testid={`${testId}-${c}`}
          className={`flex min-h-16 min-w-11 flex-col items-center justify-center gap-1 rounded-lg border px-1 py-1.5 text-[11px] leading-tight [&>svg]:size-5 ${value === c ? "border-primary bg-primary text-primary-foreground" : "border-border bg-background hover:bg-muted"}`}
        >
          {icons[c]}
          <span className="text-center">{name(c)}</span>
        </button>
      ))}
    </div>
  );
}

export function AnimationProps({ store, layers }: { store: EditorStore; doc: DesignDocument; layers: Layer[] }) {
  const { t, i18n } = useTranslation("editor");
  const [, playback] = usePlayback();
  const ids = layers.map((l) => l.id);
  const enter = commonChoice<EnterChoice>(layers, (a) => a?.enter?.kind ?? "none");
  const emphasis = commonChoice<EmphasisChoice>(layers, (a) => a?.emphasis?.kind ?? "none");
  const one = layers.length === 1 ? layers[0] : null;

  /** Plays what was just chosen on these layers alone (the rest drawn still), then shows the still design. */
  const preview = (what: "enter" | "emphasis") => {
    const doc = store.doc;
    const windows = doc.layers.filter((l) => ids.includes(l.id)).map((l) => previewWindow(doc, l, what)).filter((w): w is [number, number] => !!w);
    if (!playback || windows.length === 0) return;
    playback.play(Math.max(...windows.map((w) => w[1])), Math.min(...windows.map((w) => w[0])), true, ids);
  };

  return (
    <div data-testid="animation-props">
      <Section title={t("animation.enter")}>
        <ChoiceGrid
          label={t("animation.enter")} choices={enterChoices(layers)} value={enter} icons={ENTER_ICONS} name={(c) => t(`animation.kinds.${c}`)} testId="anim-enter"
          onPick={(c) => {
            store.change((d) => setEnter(d, ids, c, i18n.dir() === "rtl"));
            if (c !== "none") preview("enter");
            else playback?.stop();
          }}
        />
        {one?.animation?.enter && (
          <div className="grid grid-cols-2 gap-2">
            <NumberField label={t("animation.delay")} value={one.animation.enter.delay} min={0} max={15} step={0.1} onCommit={(delay) => store.change((d) => setEnterTiming(d, ids, { delay }))} testId="anim-delay" />
            <NumberField label={t("animation.duration")} value={one.animation.enter.duration} min={0.1} max={15} step={0.1} onCommit={(duration) => store.change((d) => setEnterTiming(d, ids, { duration }))} testId="anim-duration" />
          </div>
        )}
      </Section>
      <Section title={t("animation.emphasis")}>
        <ChoiceGrid
          label={t("animation.emphasis")} choices={["none", "glow", "pulse"] as const} value={emphasis} icons={EMPHASIS_ICONS} name={(c) => t(`animation.emphasisKinds.${c}`)} testId="anim-emphasis"
          onPick={(c) => {
            store.change((d) => setEmphasis(d, ids, c));
            if (c !== "none") preview("emphasis");
            else playback?.stop();
          }}
        />
      </Section>
    </div>
  );
}
