// The admin's brand palettes for every colour control, fetched once per page load and shared by all of them
// (a module-level promise, not a store: the palettes change rarely and a reload picks up new ones).
import { useEffect, useState } from "react";
import type { BrandPalette } from "../../../shared/api/brand-palettes.ts";
import type { DesignDocument } from "../../../shared/design/schema.ts";
import { apiRequest } from "../../lib/request.ts";

let loading: Promise<BrandPalette[]> | null = null;
let loaded: BrandPalette[] | null = null;

function loadPalettes(): Promise<BrandPalette[]> {
  loading ??= apiRequest<{ palettes: BrandPalette[] }>("GET", "/api/brand-palettes")
    .then((r) => (loaded = Array.isArray(r?.palettes) ? r.palettes : []))
    .catch(() => {
      loading = null; // a failed load is tried again by the next control that mounts
      return [];
    });
  return loading;
}

export function useBrandPalettes(): BrandPalette[] {
  const [palettes, setPalettes] = useState<BrandPalette[]>(loaded ?? []);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadPalettes().then((p) => live && setPalettes(p));
    return () => {
      live = false;
    };
  }, []);
  return palettes;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The #rrggbb colours a design uses (background, text, shapes, elements, QR), most used first. */
export function designColors(doc: DesignDocument, max = 12): string[] {
  const counts = new Map<string, number>();
  const see = (c: string | null | undefined) => {
    if (c && HEX.test(c)) counts.set(c.toLowerCase(), (counts.get(c.toLowerCase()) ?? 0) + 1);
  };
  const bg = doc.background;
  if (bg.type === "color") see(bg.color);
  else if (bg.type === "image") see(bg.color);
  else bg.stops.forEach((s) => see(s.color));
  for (const l of doc.layers) {
    if (l.type === "text") see(l.props.color);
    else if (l.type === "qr") {
      see(l.props.color);
      see(l.props.background);
    }
    else if (l.type === "shape" && l.props.shape === "element") l.props.element?.colors.forEach(see);
    else if (l.type === "shape") {
      // What is drawn: a line has no fill, a stroke of width 0 is not seen.
      if (l.props.shape !== "line") see(l.props.fill);
      if (l.props.strokeWidth > 0) see(l.props.stroke);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, max).map(([c]) => c);
}
