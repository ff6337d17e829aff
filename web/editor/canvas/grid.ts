// The editor's grid and rulers (issue 24 §5): editor-only aids, never part of the design (nothing
// here reaches shared/design/, so PNG and PDF never show them). The grid is a size in design pixels;
// when it is on, drags and resizes land on its lines (Overlay.tsx rounds the moved layers onto them;
// react-moveable's guides to the other layers still show). The setting is remembered in this browser.
import { useCallback, useMemo, useState } from "react";

export const GRID_SIZES = [5, 10, 20, 25, 50, 100] as const;
export type GridSize = (typeof GRID_SIZES)[number];
export interface GridSetting {
  on: boolean;
  size: GridSize;
}
export const DEFAULT_GRID: GridSetting = { on: false, size: 20 };
export const GRID_STORAGE_KEY = "bitaqa.editor.grid";

/** A stored setting, checked: anything unreadable or out of the list gives the default. */
export function parseGridSetting(raw: string | null): GridSetting {
  if (!raw) return DEFAULT_GRID;
  try {
    const v = JSON.parse(raw) as Partial<GridSetting>;
    const size = GRID_SIZES.find((s) => s === v.size) ?? DEFAULT_GRID.size;
    return { on: v.on === true, size };
  } catch {
    return DEFAULT_GRID;
  }
}

/** The nearest grid line to a design coordinate. */
export function snapToGrid(value: number, size: number): number {
  return Math.round(value / size) * size;
}

/** The grid's step on screen, as react-moveable wants it (0: no grid snapping). */
export function gridScreenStep(setting: GridSetting, zoom: number): number {
  return setting.on ? setting.size * zoom : 0;
}

/**
 * The grid as drawn: every `size` design px, or every k-th line when they would be closer than
 * `minPx` on screen (zoomed far out). Snapping still uses every line.
 */
export function drawnGridStep(size: number, zoom: number, minPx = 8): number {
  let step = size;
  while (step * zoom < minPx) step *= 2;
  return step * zoom;
}

export interface RulerTick {
  /** distance from the ruler's zero, in screen px */
  at: number;
  /** design px; labelled ticks only */
  label?: number;
  major: boolean;
}

const NICE = [1, 2, 5];

/** The smallest 1·2·5 × 10ⁿ step (design px) whose labelled ticks are at least `minPx` apart on screen. */
export function rulerStep(zoom: number, minPx = 60): number {
  for (let exp = 0; exp < 7; exp++) {
    for (const n of NICE) {
      const step = n * 10 ** exp;
      if (step * zoom >= minPx) return step;
    }
  }
  return 1_000_000;
}

/**
 * Ticks of a ruler covering screen px [from, to] of an axis whose design zero sits at screen px
 * `origin`: labelled major ticks every rulerStep, five minor ticks between.
 */
export function rulerTicks(origin: number, from: number, to: number, zoom: number): RulerTick[] {
  const major = rulerStep(zoom);
  const minor = major / 5;
  const first = Math.ceil((from - origin) / zoom / minor);
  const last = Math.floor((to - origin) / zoom / minor);
  const ticks: RulerTick[] = [];
  for (let i = first; i <= last && ticks.length < 2000; i++) {
    const design = i * minor;
    const isMajor = i % 5 === 0;
    ticks.push({ at: origin + design * zoom, major: isMajor, ...(isMajor ? { label: Math.round(design) } : {}) });
  }
  return ticks;
}

/** The grid setting, read once from localStorage and written on every change. */
export function useGridSetting() {
  const [setting, setSetting] = useState<GridSetting>(() => {
    try {
      return parseGridSetting(localStorage.getItem(GRID_STORAGE_KEY));
    } catch {
      return DEFAULT_GRID; // storage blocked: the grid still works for this visit
    }
  });
  const change = useCallback((fn: (s: GridSetting) => GridSetting) => {
    setSetting((s) => {
      const next = fn(s);
      try {
        localStorage.setItem(GRID_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // not remembered, still applied
      }
      return next;
    });
  }, []);
  const update = useCallback((patch: Partial<GridSetting>) => change((s) => ({ ...s, ...patch })), [change]);
  const toggle = useCallback(() => change((s) => ({ ...s, on: !s.on })), [change]);
  return useMemo(() => ({ ...setting, update, toggle }), [setting, update, toggle]);
}
export type GridControl = ReturnType<typeof useGridSetting>;
