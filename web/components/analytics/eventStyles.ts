// One colour per event and theme, given to the SVG as attributes (not as Tailwind classes, which would
// grow the one stylesheet every page loads). Light: -600/-700 shades (≥ 3:1 on the light card);
// dark: -300/-400 (≥ 3:1 on the dark card). Mail events are dashed too, so no two series rely on
// colour alone.
import type { AnalyticsEvent } from "../../../shared/api/analytics.ts";
import { useThemeState } from "../../lib/theme.ts";

export interface EventColor {
  light: string;
  dark: string;
  dash?: string;
}

export const EVENT_COLORS: Record<AnalyticsEvent, EventColor> = {
  issued: { light: "#475569", dark: "#cbd5e1" },
  view: { light: "#0284c7", dark: "#7dd3fc" },
  verify: { light: "#059669", dark: "#34d399" },
  download: { light: "#7c3aed", dark: "#c4b5fd" },
  share: { light: "#d97706", dark: "#fbbf24" },
  linkedin: { light: "#e11d48", dark: "#fb7185" },
  wallet: { light: "#4d7c0f", dark: "#a3e635" },
  mail_delivered: { light: "#c026d3", dark: "#e879f9", dash: "6 4" },
  mail_opened: { light: "#0e7490", dark: "#67e8f9", dash: "2 3" },
};

/** The colour of an event in the theme shown now (follows the theme switch and the OS setting). */
export function useEventColor(): (e: AnalyticsEvent) => string {
  const { resolved } = useThemeState();
  return (e) => EVENT_COLORS[e][resolved];
}

/** What the time chart shows before the person chooses. */
export const DEFAULT_EVENTS: readonly AnalyticsEvent[] = ["view", "share", "verify", "download"];
