// An element drawn as inline SVG from the same stored paths the renderer draws (attributes only: the CSP
// forbids style attributes). Used for the library's tiles.
import type { ElementDrawing } from "../../../shared/design/schema.ts";

export function ElementThumb({ drawing, className }: { drawing: ElementDrawing; className?: string }) {
  const { width, height } = drawing.viewBox;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={className} aria-hidden focusable="false" preserveAspectRatio="xMidYMid meet">
      {drawing.paths.map((p, i) => (
        <path
          key={i}
          d={p.d}
          fill={p.fill === null ? "none" : drawing.colors[p.fill]}
          fillRule={p.evenOdd ? "evenodd" : "nonzero"}
          stroke={p.stroke === null || p.strokeWidth <= 0 ? "none" : drawing.colors[p.stroke]}
          strokeWidth={p.strokeWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
