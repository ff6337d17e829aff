// The field editor's live preview: the template's design drawn by the shared renderer (DesignCanvas)
// with values from the fields as they are being edited, redrawn at most every 150 ms and only when
// the values really changed. The saved revision's thumbnail stays in place until the first drawing is
// done (fonts and images loading), and for good when the design cannot be read.
import { useEffect, useMemo, useRef, useState } from "react";
import { useWatch, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { TemplateKind } from "../../../../shared/api/templates.ts";
import { safeParseDesign } from "../../../../shared/design/migrations.ts";
import type { Locale } from "../../../../shared/limits.ts";
import { DesignCanvas } from "../../DesignCanvas.tsx";
import { useDebouncedValue } from "../../../lib/debounce.ts";
import { cn } from "../../../lib/utils.ts";
import type { FieldsFormValues } from "./fieldsForm.ts";
import { designLocale } from "../../../../shared/format/design-locale.ts";
import { previewValues } from "./previewValues.ts";

export const FIELDS_PREVIEW_DEBOUNCE_MS = 150;

export function FieldsLivePreview({ design, kind, thumbnailUrl, width, height, label, hint }: {
  design: unknown;
  kind: TemplateKind;
  thumbnailUrl: string;
  width: number;
  height: number;
  label: string;
  hint: string;
}) {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { control } = useFormContext<FieldsFormValues>();
  const fields = useWatch({ control, name: "fields" });
  const doc = useMemo(() => {
    const parsed = safeParseDesign(design);
    return parsed.success ? parsed.data : null;
  }, [design]);
  // Same content → same object, so neither the debounce nor the canvas redraws for nothing.
  // Samples in the design's language, whatever the admin's UI language (shared/format/design-locale.ts).
  const key = JSON.stringify(previewValues(fields, doc ? designLocale(doc, locale) : locale, kind, doc));
  const values = useMemo(() => JSON.parse(key) as ReturnType<typeof previewValues>, [key]);
  const settled = useDebouncedValue(values, FIELDS_PREVIEW_DEBOUNCE_MS);

  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    setBoxWidth(el.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(([entry]) => setBoxWidth(Math.round(entry.contentRect.width)));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const [drawn, setDrawn] = useState(false);
  const onRendered = useMemo(() => () => setDrawn(true), []);
  const ratio = doc ? `${doc.canvas.width} / ${doc.canvas.height}` : width && height ? `${width} / ${height}` : "4 / 3";
  // happy-dom and hidden boxes measure 0: fall back to the design's own width (CSS caps it).
  const drawWidth = doc ? Math.min(doc.canvas.width, boxWidth || 720) : 0;

  return (
    <figure className="grid gap-2">
      <div ref={box} className="relative overflow-hidden rounded-2xl border border-border bg-muted" style={{ aspectRatio: ratio }}>
        {!drawn && <img src={thumbnailUrl} alt={doc ? "" : label} className="absolute inset-0 h-full w-full object-contain" data-testid="fields-preview" />}
        {doc && (
          <div className={cn("absolute inset-0 flex items-center justify-center transition-opacity", drawn ? "opacity-100" : "opacity-0")} data-testid="fields-live-preview">
            <DesignCanvas design={doc} values={settled} width={drawWidth} label={label} onRendered={onRendered} />
          </div>
        )}
      </div>
      <figcaption className="text-xs text-muted-foreground">{hint}</figcaption>
    </figure>
  );
}
