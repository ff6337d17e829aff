// Text is typed in a real DOM <textarea> placed exactly over the layer (dir=auto, the layer's font, size,
// line height and colour), never with a caret drawn on the canvas: IME, Arabic diacritics, selection and
// spell-check all come from the browser. The whole typing session is one history entry.
import { useEffect, useRef } from "react";
import { FONT_FAMILIES } from "../../../shared/design/fonts.ts";
import type { TextLayer } from "../../../shared/design/schema.ts";

interface TextEditorProps {
  layer: TextLayer;
  zoom: number;
  value: string;
  label: string;
  onChange: (text: string) => void;
  onDone: () => void;
}

const ALIGN: Record<TextLayer["props"]["align"], "start" | "center" | "end" | "justify"> = { start: "start", center: "center", end: "end", justify: "justify" };

export function TextEditor({ layer, zoom, value, label, onChange, onDone }: TextEditorProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.focus();
    el.select();
  }, []);
  const p = layer.props;
  const family = (FONT_FAMILIES as readonly string[]).includes(p.fontFamily) ? p.fontFamily : "Cairo";
  return (
    <textarea
      ref={ref}
      data-testid="text-editor"
      data-editor-ui
      aria-label={label}
      dir={p.direction === "auto" ? "auto" : p.direction}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onDone}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === "Escape" || ((e.ctrlKey || e.metaKey) && e.key === "Enter")) {
          e.preventDefault();
          onDone();
        }
      }}
      spellCheck
      className="absolute left-0 top-0 z-20 resize-none overflow-hidden border-0 bg-white/70 p-0 outline-2 outline-dashed outline-primary"
      style={{
        width: layer.width * zoom,
        height: layer.height * zoom,
        transform: `translate(${layer.x * zoom}px, ${layer.y * zoom}px) rotate(${layer.rotation}deg)`,
        fontFamily: `"${family}", "Cairo", sans-serif`,
        fontWeight: p.fontWeight,
        fontSize: p.fontSize * zoom,
        lineHeight: p.lineHeight,
        color: p.color,
        textAlign: ALIGN[p.align],
      }}
    />
  );
}
