import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getThemeState, setLayout, setTheme, startTheme, subscribeTheme } from "./theme.ts";

// A controllable prefers-color-scheme.
let prefersDark = false;
const mediaListeners = new Set<() => void>();
function installMatchMedia() {
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return query.includes("dark") ? prefersDark : false;
    },
    media: query,
    addEventListener: (_: string, l: () => void) => mediaListeners.add(l),
    removeEventListener: (_: string, l: () => void) => mediaListeners.delete(l),
  }));
}
function osSwitchesTo(dark: boolean) {
  prefersDark = dark;
  for (const l of mediaListeners) l();
}

let stop: () => void = () => {};
beforeEach(() => {
  localStorage.clear();
  prefersDark = false;
  mediaListeners.clear();
  installMatchMedia();
  stop = startTheme();
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

const html = () => document.documentElement;

describe("theme", () => {
  it("defaults to light and fluid", () => {
    expect(getThemeState()).toEqual({ theme: "light", resolved: "light", layout: "fluid" });
    expect(html().classList.contains("dark")).toBe(false);
  });

  it("applies and persists a choice at once", () => {
    const seen = vi.fn();
    const unsubscribe = subscribeTheme(seen);
    setTheme("dark");
    expect(html().classList.contains("dark")).toBe(true);
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(seen).toHaveBeenCalledTimes(1);
    setTheme("light");
    expect(html().classList.contains("dark")).toBe(false);
    unsubscribe();
  });

  it("restores the stored choice at start", () => {
    stop();
    localStorage.setItem("theme", "dark");
    localStorage.setItem("layout", "boxed");
    stop = startTheme();
    expect(getThemeState()).toMatchObject({ theme: "dark", layout: "boxed" });
    expect(html().classList.contains("dark")).toBe(true);
    expect(html().dataset.layout).toBe("boxed");
  });

  it("ignores invalid stored values", () => {
    stop();
    localStorage.setItem("theme", "purple");
    stop = startTheme();
    expect(getThemeState().theme).toBe("light");
  });

  it("follows another tab through the storage event", () => {
    localStorage.setItem("theme", "dark"); // what the other tab wrote
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }));
    expect(getThemeState().theme).toBe("dark");
    expect(html().classList.contains("dark")).toBe(true);
  });

  it("system follows prefers-color-scheme, also when it changes", () => {
    prefersDark = true;
    setTheme("system");
    expect(getThemeState().resolved).toBe("dark");
    expect(html().classList.contains("dark")).toBe(true);
    osSwitchesTo(false);
    expect(getThemeState().resolved).toBe("light");
    expect(html().classList.contains("dark")).toBe(false);
    // An explicit choice is not overridden by the OS.
    setTheme("light");
    osSwitchesTo(true);
    expect(getThemeState().resolved).toBe("light");
  });

  it("stores the layout", () => {
    setLayout("boxed");
    expect(localStorage.getItem("layout")).toBe("boxed");
    expect(getThemeState().layout).toBe("boxed");
  });

  it("adopts a choice made on a server-drawn page (the one-shot theme-choice cookie) and clears it", () => {
    stop();
    localStorage.setItem("theme", "light");
    document.cookie = "theme-choice=dark; path=/";
    stop = startTheme();
    expect(getThemeState()).toMatchObject({ theme: "dark", resolved: "dark" });
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(document.cookie).not.toContain("theme-choice=dark");
  });
});
