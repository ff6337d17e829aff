// One colour per event, as Tailwind classes so dark mode (the `dark` class on <html>) switches them:
// the -600/-700 shades keep ≥ 3:1 contrast on the light card, the -300/-400 ones on the dark card.
// The lines of the mail events are dashed too, so no two series rely on colour alone.
import type { AnalyticsEvent } from "../../../shared/api/analytics.ts";

export interface EventStyle {
  stroke: string;
  fill: string;
  swatch: string;
  dash?: string;
}

export const EVENT_STYLES: Record<AnalyticsEvent, EventStyle> = {
  issued: { stroke: "stroke-slate-600 dark:stroke-slate-300", fill: "fill-slate-600 dark:fill-slate-300", swatch: "bg-slate-600 dark:bg-slate-300" },
  view: { stroke: "stroke-sky-600 dark:stroke-sky-300", fill: "fill-sky-600 dark:fill-sky-300", swatch: "bg-sky-600 dark:bg-sky-300" },
  verify: { stroke: "stroke-emerald-600 dark:stroke-emerald-400", fill: "fill-emerald-600 dark:fill-emerald-400", swatch: "bg-emerald-600 dark:bg-emerald-400" },
  download: { stroke: "stroke-violet-600 dark:stroke-violet-300", fill: "fill-violet-600 dark:fill-violet-300", swatch: "bg-violet-600 dark:bg-violet-300" },
  share: { stroke: "stroke-amber-600 dark:stroke-amber-400", fill: "fill-amber-600 dark:fill-amber-400", swatch: "bg-amber-600 dark:bg-amber-400" },
  linkedin: { stroke: "stroke-rose-600 dark:stroke-rose-400", fill: "fill-rose-600 dark:fill-rose-400", swatch: "bg-rose-600 dark:bg-rose-400" },
  wallet: { stroke: "stroke-lime-700 dark:stroke-lime-400", fill: "fill-lime-700 dark:fill-lime-400", swatch: "bg-lime-700 dark:bg-lime-400" },
  mail_delivered: { stroke: "stroke-fuchsia-600 dark:stroke-fuchsia-400", fill: "fill-fuchsia-600 dark:fill-fuchsia-400", swatch: "bg-fuchsia-600 dark:bg-fuchsia-400", dash: "6 4" },
  mail_opened: { stroke: "stroke-cyan-700 dark:stroke-cyan-300", fill: "fill-cyan-700 dark:fill-cyan-300", swatch: "bg-cyan-700 dark:bg-cyan-300", dash: "2 3" },
};

/** What the time chart shows before the person chooses. */
export const DEFAULT_EVENTS: readonly AnalyticsEvent[] = ["view", "share", "verify", "download"];
