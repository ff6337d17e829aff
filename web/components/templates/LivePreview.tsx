// The live preview beside a generated form: the shared DesignCanvas drawing the design with the
// values, redrawn at most every 150 ms, and only when the values really changed (memoised by content).
import { useEffect, useMemo, useRef, useState } from "react";
import type { DesignDocument, DesignValues } from "../../../shared/design/schema.ts";
import { DesignCanvas } from "../DesignCanvas.tsx";
import { useDebouncedValue } from "../../lib/debounce.ts";
import { cn } from "../../lib/utils.ts";

export const PREVIEW_DEBOUNCE_MS = 150;

/** Same content → same object, so the canvas effect does not redraw for nothing. */
function useStableValues(values: DesignValues): DesignValues {
  const key = JSON.stringify(values);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => values, [key]);
}

/** Width of an element, followed with ResizeObserver. */
function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return { ref, width };
}

export function LivePreview({ design, values, label, maxHeightClass, className }: {
  design: DesignDocument;
  values: DesignValues;
  label: string;
  /** Caps the drawn height (e.g. the compact sticky preview on phones), as a viewport fraction. */
  maxHeightClass?: string;
  className?: string;
}) {
  const settled = useDebouncedValue(useStableValues(values), PREVIEW_DEBOUNCE_MS);
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const [maxHeight, setMaxHeight] = useState<number | null>(null);
  const heightRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = heightRef.current;
    if (!el) return;
    const read = () => {
      const h = parseFloat(getComputedStyle(el).maxHeight);
      setMaxHeight(Number.isFinite(h) && h > 0 ? h : null);
    };
    read();
    window.addEventListener("resize", read);
    return () => window.removeEventListener("resize", read);
  }, []);
  const aspect = design.canvas.width / design.canvas.height;
  const fit = width > 0 ? Math.floor(Math.min(width, maxHeight ? maxHeight * aspect : width)) : 0;
  return (
    <div ref={ref} className={cn("flex w-full justify-center", className)} data-testid="live-preview">
      <div ref={heightRef} className={cn("flex justify-center", maxHeightClass)}>
        {fit > 0 && <DesignCanvas design={design} values={settled} width={fit} label={label} className="rounded-lg shadow-xl ring-1 ring-black/5" />}
      </div>
    </div>
  );
}
