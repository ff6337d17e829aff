// The typeface menu of a text layer: the bundled families, then the organisation's uploaded brand
// fonts (GET /api/fonts), each name drawn in its own face (their FontFaces are added for the menu).
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { FontCatalogue } from "../../../shared/api/fonts.ts";
import { drawnFamily, FONT_FACES, FONT_FAMILIES, isBundledFamily } from "../../../shared/design/fonts.ts";
import { useFontCatalogue } from "../../lib/brand-fonts.ts";

export { useFontCatalogue };

// The same look as controls.tsx SelectField.
const selectClass = "h-8 w-full min-w-0 rounded-md border border-border bg-background px-2 text-sm focus:outline-none focus:ring-2 focus:ring-ring";

/** Weights a family offers: the bundled files, or the uploaded faces' styles (400 while unknown). */
export function familyWeights(catalogue: FontCatalogue, family: string): number[] {
  if (isBundledFamily(family)) return FONT_FACES.filter((f) => f.family === family).map((f) => f.weight);
  const styles = catalogue.families.find((f) => f.family === family)?.styles ?? [];
  const weights = [...new Set(styles.map((s) => s.weight))].sort((a, b) => a - b);
  return weights.length ? weights : [400];
}

export function FontFamilyField({ value, catalogue, onChange }: { value: string; catalogue: FontCatalogue; onChange: (family: string) => void }) {
  const { t } = useTranslation("editor");
  const id = useId();
  const uploaded = catalogue.families.filter((f) => f.source === "uploaded").map((f) => f.family);
  // A family the catalogue does not list (still loading, or removed) stays selectable as it is.
  const missing = !isBundledFamily(value) && !uploaded.includes(value);
  const option = (family: string) => (
    <option key={family} value={family} style={{ fontFamily: `"${drawnFamily(family)}"` }}>
      {family}
    </option>
  );
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="truncate text-xs font-semibold text-muted-foreground">
        {t("props.fontFamily")}
      </label>
      <select id={id} data-testid="prop-font" className={selectClass} value={value} onChange={(e) => onChange(e.target.value)} style={{ fontFamily: `"${drawnFamily(value)}"` }}>
        <optgroup label={t("fonts.bundled")}>{FONT_FAMILIES.map(option)}</optgroup>
        {(uploaded.length > 0 || missing) && <optgroup label={t("fonts.brand")}>{[...uploaded, ...(missing ? [value] : [])].map(option)}</optgroup>}
      </select>
    </div>
  );
}
