// The swatches above a colour picker: the brand palettes first (named colours an admin set in Settings),
// then the colours already used in this design. Drawn as SVG fills (no style attributes under the CSP);
// 44 px to a finger on touch screens, smaller under a mouse.
import { useTranslation } from "react-i18next";
import type { EditorStore } from "../state/store.ts";
import { designColors, useBrandPalettes } from "./useBrandPalettes.ts";

const swatch =
  "grid size-7 shrink-0 place-items-center rounded-md border border-border p-0.5 pointer-coarse:size-11 hover:scale-110 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:ring-2 aria-pressed:ring-primary";

function Swatch({ color, label, pressed, onPick, testId }: { color: string; label: string; pressed: boolean; onPick: () => void; testId?: string }) {
  return (
    <button type="button" className={swatch} title={label} aria-label={label} aria-pressed={pressed} onClick={onPick} data-testid={testId} data-color={color}>
      <svg viewBox="0 0 1 1" className="size-full rounded-sm" aria-hidden focusable="false">
        <rect width="1" height="1" fill={color} />
      </svg>
    </button>
  );
}

export function ColorSwatches({ value, store, onPick }: { value: string | null; store: EditorStore; onPick: (color: string) => void }) {
  const { t } = useTranslation("editor");
  const palettes = useBrandPalettes().filter((p) => p.colors.length > 0);
  // A brand colour the design already uses is shown once, in its palette.
  const brand = new Set(palettes.flatMap((p) => p.colors.map((c) => c.color)));
  const used = designColors(store.doc).filter((c) => !brand.has(c));
  const current = value?.toLowerCase();
  if (palettes.length === 0 && used.length === 0) return null;
  return (
    <div className="grid gap-1" data-testid="color-swatches">
      {palettes.map((p) => (
        <div key={p.id} role="group" aria-label={`${t("colors.brand")}: ${p.name}`} className="flex flex-wrap gap-1" data-testid="brand-swatches">
          {p.colors.map((c, i) => (
            <Swatch key={i} color={c.color} label={`${p.name} · ${c.name}`} pressed={current === c.color} onPick={() => onPick(c.color)} testId="brand-swatch" />
          ))}
        </div>
      ))}
      {used.length > 0 && (
        <div role="group" aria-label={t("colors.document")} className="flex flex-wrap gap-1" data-testid="design-swatches">
          {used.map((c) => (
            <Swatch key={c} color={c} label={t("colors.pickColor", { color: c })} pressed={current === c} onPick={() => onPick(c)} />
          ))}
        </div>
      )}
    </div>
  );
}
