// Colour sets of the seeded certificates: deep ink colours with gold, on warm paper.
import type { Palette } from "./layout.ts";

export const PALETTES = {
  navy: { paper: "#fffdf7", paperEdge: "#f3e9d2", primary: "#1f3a5f", accent: "#b08d57", ink: "#2b2b2b", muted: "#6b6256" },
  burgundy: { paper: "#fffaf5", paperEdge: "#f1e2d3", primary: "#6d1a36", accent: "#b8893a", ink: "#2e2424", muted: "#6e5d55" },
  teal: { paper: "#fbfdfb", paperEdge: "#e6efe9", primary: "#0f5257", accent: "#c19a3f", ink: "#1f2a2b", muted: "#59676a" },
  forest: { paper: "#fdfcf6", paperEdge: "#ebe9d6", primary: "#2f5d3a", accent: "#b5924c", ink: "#252a24", muted: "#626a5c" },
  plum: { paper: "#fdfbfd", paperEdge: "#efe6ee", primary: "#4b2e5a", accent: "#b39050", ink: "#2a2430", muted: "#695f6e" },
  charcoal: { paper: "#fcfcfa", paperEdge: "#e9e6dd", primary: "#2d3436", accent: "#a8864a", ink: "#222222", muted: "#62605a" },
} satisfies Record<string, Palette>;
