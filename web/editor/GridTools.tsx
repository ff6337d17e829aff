// The grid's toolbar controls: a toggle (also ctrl/⌘ + ') and, on a wide screen while the grid is on,
// its size. The setting itself lives in canvas/grid.ts (remembered in this browser).
import { Grid3x3 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button.tsx";
import { GRID_SIZES, type GridControl, type GridSize } from "./canvas/grid.ts";

export function GridTools({ grid, compact }: { grid: GridControl; compact: boolean }) {
  const { t } = useTranslation("editor");
  const label = grid.on ? t("grid.hide") : t("grid.show");
  return (
    <div className="flex items-center gap-1">
      <Button
        size="icon"
        variant="ghost"
        className={`${compact ? "size-11 shrink-0" : "size-8"} ${grid.on ? "bg-primary/15 text-primary" : ""}`}
        onClick={grid.toggle}
        aria-pressed={grid.on}
        aria-label={label}
        title={`${label} (Ctrl+')`}
        data-testid="grid-toggle"
      >
        <Grid3x3 />
      </Button>
      {grid.on && !compact && (
        <label className="flex items-center">
          <span className="sr-only">{t("grid.size")}</span>
          <select
            className="h-8 rounded-md border border-border bg-background px-1 text-xs"
            value={grid.size}
            onChange={(e) => grid.update({ size: Number(e.target.value) as GridSize })}
            title={t("grid.size")}
            data-testid="grid-size"
          >
            {GRID_SIZES.map((s) => (
              <option key={s} value={s}>
                {t("grid.sizeOption", { size: s })}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
