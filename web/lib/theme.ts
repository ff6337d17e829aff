// Theme (light/dark/system) and page layout (boxed/fluid). Stored in localStorage ('theme', 'layout'),
// applied at once as the `dark` class on <html>, kept in step across tabs by the `storage` event,
// and — for "system" — following prefers-color-scheme while it changes.
import { useSyncExternalStore } from "react";
import { DEFAULT_PREFERENCES, LAYOUTS, THEMES, type Layout, type Theme } from "../../shared/limits.ts";

export const THEME_STORAGE_KEY = "theme";
export const LAYOUT_STORAGE_KEY = "layout";
const DARK_QUERY = "(prefers-color-scheme: dark)";

export interface ThemeState {
  theme: Theme;
  /** What is actually shown: "system" resolved against the OS setting. */
  resolved: "light" | "dark";
  layout: Layout;
}

const isTheme = (v: unknown): v is Theme => typeof v === "string" && (THEMES as readonly string[]).includes(v);
const isLayout = (v: unknown): v is Layout => typeof v === "string" && (LAYOUTS as readonly string[]).includes(v);

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
}

function systemPrefersDark(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(theme: Theme): "light" | "dark" {
  if (theme === "system") return systemPrefersDark() ? "dark" : "light";
  return theme;
}

function computeState(): ThemeState {
  const t = read(THEME_STORAGE_KEY);
  const l = read(LAYOUT_STORAGE_KEY);
  const theme = isTheme(t) ? t : DEFAULT_PREFERENCES.theme;
  const layout = isLayout(l) ? l : DEFAULT_PREFERENCES.layout;
  return { theme, resolved: resolveTheme(theme), layout };
}

let state: ThemeState = computeState();
const listeners = new Set<() => void>();

function applyToDocument(s: ThemeState): void {
  const root = document.documentElement;
  root.classList.toggle("dark", s.resolved === "dark");
  root.style.colorScheme = s.resolved;
  root.dataset.layout = s.layout;
  // The server reads this to render <html class="dark"> so a dark page does not flash light on load.
  document.cookie = `theme=${s.resolved}; path=/; max-age=31536000; samesite=lax`;
}

function publish(next: ThemeState): void {
  const changed = next.theme !== state.theme || next.resolved !== state.resolved || next.layout !== state.layout;
  state = next;
  applyToDocument(state);
  if (changed) for (const l of listeners) l();
}

export function getThemeState(): ThemeState {
  return state;
}

export function setTheme(theme: Theme): void {
  write(THEME_STORAGE_KEY, theme);
  publish({ ...state, theme, resolved: resolveTheme(theme) });
}

export function setLayout(layout: Layout): void {
  write(LAYOUT_STORAGE_KEY, layout);
  publish({ ...state, layout });
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let started: (() => void) | null = null;

/**
 * A choice made on a server-drawn page (issue 23) arrives as the one-shot `theme-choice` cookie
 * (server/web/preferences.ts; those pages run no app script to store it): it becomes the stored choice.
 */
function adoptServerChoice(): void {
  const choice = /(?:^|; )theme-choice=(light|dark)/.exec(document.cookie)?.[1];
  if (!choice) return;
  write(THEME_STORAGE_KEY, choice);
  document.cookie = "theme-choice=; path=/; max-age=0; samesite=lax";
}

/** Reads the stored choice, applies it and starts listening to other tabs and the OS. Idempotent. */
export function startTheme(): () => void {
  if (started) return started;
  adoptServerChoice();
  publish(computeState());
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === THEME_STORAGE_KEY || e.key === LAYOUT_STORAGE_KEY) publish(computeState());
  };
  const media = typeof window.matchMedia === "function" ? window.matchMedia(DARK_QUERY) : null;
  const onMedia = () => {
    if (state.theme === "system") publish({ ...state, resolved: resolveTheme("system") });
  };
  window.addEventListener("storage", onStorage);
  media?.addEventListener?.("change", onMedia);
  started = () => {
    window.removeEventListener("storage", onStorage);
    media?.removeEventListener?.("change", onMedia);
    started = null;
  };
  return started;
}

export function useThemeState(): ThemeState {
  return useSyncExternalStore(subscribeTheme, getThemeState, getThemeState);
}
