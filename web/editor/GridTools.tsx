// The grid's toolbar controls: a toggle (also ctrl/⌘ + ') and, while the grid is on, its size. On a
// phone the one-row toolbar has no room left: the toggle is an item of the view (eye) menu there.
// The setting itself lives in canvas/grid.ts (remembered in this browser).
import { Check, Grid3x3 } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button.tsx";
import { GRID_SIZES, type GridControl, type GridSize } from "./canvas/grid.ts";

export function GridTools({ grid }: { grid: GridControl }) {
  const { t } = useTranslation("editor");
  const label = grid.on ? t("grid.hide") : t("grid.show");
  return (
    <div className="flex items-center gap-1">
      <Button
        size="icon"
        variant="ghost"
        className={`size-8 ${grid.on ? "bg-primary/15 text-primary" : ""}`}
        onClick={grid.toggle}
        aria-pressed={grid.on}
        aria-label={label}
        title={`${label} (Ctrl+')`}
        data-testid="grid-toggle"
      >
        <Grid3x3 />
      </Button>
      {grid.on && (
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

/** The phone's grid switch, inside the view menu (PreviewMenu in Toolbar.tsx). */
export function PhoneGridItem({ grid }: { grid: GridControl }) {
  const { t } = useTranslation("editor");
  return (
    <>
      <DropdownMenu.Separator className="my-1 h-px bg-border" />
      <DropdownMenu.CheckboxItem
        checked={grid.on}
        onCheckedChange={grid.toggle}
        className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm outline-none data-[highlighted]:bg-muted"
        data-testid="grid-toggle"
      >
        <span className="size-4">
          <DropdownMenu.ItemIndicator>
            <Check className="size-4" />
          </DropdownMenu.ItemIndicator>
        </span>
        <Grid3x3 className="size-4" aria-hidden />
        {t("grid.toggle")}
      </DropdownMenu.CheckboxItem>
    </>
  );
}
