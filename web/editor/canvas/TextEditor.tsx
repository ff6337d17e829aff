// Text is typed in a real DOM <textarea> placed exactly over the layer (dir=auto, the layer's font, size,
// line height), never with a caret drawn on the canvas: IME, Arabic diacritics, selection and
// spell-check all come from the browser. The whole typing session is one history entry.
// "Live": the canvas draws the text itself at every keystroke (the same renderer as the PNG) and the
// textarea only lends its caret and selection, its own glyphs transparent, at the size and line the
// canvas draws them (auto-shrink, vertical alignment). When the textarea holds something else than
// what is drawn (a "{{name}}" placeholder in a template), it shows its text over a light backdrop
// and the canvas leaves the layer out. A visitor's field-bound text («إلى {{name}}») arrives as the card
// shows it («إلى Sara») with the value's stretch (`spans`): the caret and selection stay inside it.
import { useLayoutEffect, useRef } from "react";
import type { TextBlock } from "../../../shared/design/text-fit.ts";
import type { TextLayer } from "../../../shared/design/schema.ts";
import { drawnFamily } from "../../../shared/design/fonts.ts";
import { clampToSpans, type ValueSpan } from "./textBinding.ts";

interface TextEditorProps {
  layer: TextLayer;
  zoom: number;
  value: string;
  label: string;
  live: boolean;
  /** How the canvas lays the text out (font size after auto-shrink, first line's offset). */
  block: TextBlock;
  /** The editable stretches (field values) of a visitor's field-bound text; empty: all of it. */
  spans?: readonly ValueSpan[];
  /** `caret`: where the selection started before this change (which value an insertion belongs to). */
  onChange: (text: string, caret: number) => void;
  onDone: () => void;
}

const ALIGN: Record<TextLayer["props"]["align"], "start" | "center" | "end" | "justify"> = { start: "start", center: "center", end: "end", justify: "justify" };

export function TextEditor({ layer, zoom, value, label, live, block, spans = [], onChange, onDone }: TextEditorProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const caret = useRef(0);
  const spansRef = useRef(spans);
  spansRef.current = spans;
  // Layout effect: runs inside the tap or key event that opened the editor, so a phone's keyboard opens.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.focus();
    const first = spansRef.current[0];
    if (first) el.setSelectionRange(first.start, first.end);
    else el.select();
    caret.current = el.selectionStart;
  }, []);
  // The caret never rests in the static words around a value (after every change of text or selection).
  const keepInValue = () => {
    const el = ref.current;
    if (!el) return;
    const [start, end] = clampToSpans(spansRef.current, el.selectionStart, el.selectionEnd);
    if (start !== el.selectionStart || end !== el.selectionEnd) el.setSelectionRange(start, end);
    caret.current = start;
  };
  useLayoutEffect(keepInValue, [value]);
  const p = layer.props;
  // Bundled or uploaded (its FontFace is added before the canvas draws, under drawnFamily).
  const family = drawnFamily(p.fontFamily);
  return (
    <textarea
      ref={ref}
      data-testid="text-editor"
      data-live={live ? "true" : "false"}
      data-editor-ui
      aria-label={label}
      dir={p.direction === "auto" ? "auto" : p.direction}
      value={value}
      onChange={(e) => onChange(e.target.value, caret.current)}
      onSelect={keepInValue}
      onBlur={onDone}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === "Escape" || ((e.ctrlKey || e.metaKey) && e.key === "Enter")) {
          e.preventDefault();
          onDone();
        }
      }}
      spellCheck
      className={`absolute left-0 top-0 z-20 resize-none overflow-hidden border-0 p-0 outline-2 outline-dashed outline-primary ${live ? "bg-transparent text-transparent" : "bg-white/70"}`}
      style={{
        width: layer.width * zoom,
        height: layer.height * zoom,
        paddingTop: live ? Math.max(0, block.top) * zoom : 0,
        transform: `translate(${layer.x * zoom}px, ${layer.y * zoom}px) rotate(${layer.rotation}deg)`,
        fontFamily: `"${family}", "Cairo", sans-serif`,
        fontWeight: p.fontWeight,
        fontSize: (live ? block.fontSize : p.fontSize) * zoom,
        lineHeight: p.lineHeight,
        letterSpacing: p.letterSpacing ? p.letterSpacing * zoom : undefined,
        color: live ? "transparent" : p.color,
        caretColor: p.color,
        textAlign: ALIGN[p.align],
      }}
    />
  );
}
