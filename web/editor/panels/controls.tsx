// Small labelled inputs for the properties panel. Numbers and texts commit on Enter/blur (one history
// entry per edit, not per keystroke); colour pickers and sliders are a gesture: begin on press, end on release.
import { useEffect, useId, useState, type ReactNode } from "react";
import type { EditorStore } from "../state/store.ts";
import { FieldError, LengthCounter } from "./FieldHints.tsx";
import { ColorSwatches } from "./ColorSwatches.tsx";

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2 border-b border-border px-3 py-3 last:border-b-0">
      <h3 className="text-xs font-bold uppercase tracking-wide text-muted-foreground">{title}</h3>
      {children}
    </section>
  );
}

const inputClass = "h-8 w-full min-w-0 rounded-md border border-border bg-background px-2 text-sm focus:outline-none focus:ring-2 focus:ring-ring";

function Labelled({ label, children, id }: { label: string; children: ReactNode; id: string }) {
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="truncate text-xs font-semibold text-muted-foreground">
        {label}
      </label>
      {children}
    </div>
  );
}

export function NumberField({ label, value, onCommit, min, max, step = 1, testId }: {
  label: string; value: number; onCommit: (v: number) => void; min?: number; max?: number; step?: number; testId?: string;
}) {
  const id = useId();
  const shown = String(Math.round(value * 100) / 100);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    const n = Number(text.replace(",", "."));
    // An emptied field is not a zero: it goes back to the current value.
    if (!text.trim() || !Number.isFinite(n)) return setText(shown);
    const v = Math.min(max ?? Infinity, Math.max(min ?? -Infinity, n));
    if (v !== value) onCommit(v);
    else setText(shown);
  };
  return (
    <Labelled label={label} id={id}>
      <input
        id={id}
        data-testid={testId}
        className={inputClass}
        inputMode="decimal"
        dir="ltr"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit();
          if (e.key === "ArrowUp" || e.key === "ArrowDown") {
            e.preventDefault();
            const v = Math.min(max ?? Infinity, Math.max(min ?? -Infinity, value + (e.key === "ArrowUp" ? step : -step) * (e.shiftKey ? 10 : 1)));
            onCommit(v);
          }
        }}
      />
    </Labelled>
  );
}

/** `maxLength`: the server's limit, enforced while typing and counted under the input; `error`: the server's message for this field. */
export function TextField({ label, value, onCommit, testId, dir, maxLength, error }: {
  label: string; value: string; onCommit: (v: string) => void; testId?: string; dir?: "auto" | "ltr"; maxLength?: number; error?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const hints = [maxLength ? `${id}-count` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <Labelled label={label} id={id}>
      <input
        id={id}
        data-testid={testId}
        className={inputClass}
        dir={dir ?? "auto"}
        value={text}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={hints || undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => text !== value && onCommit(text)}
        onKeyDown={(e) => e.key === "Enter" && text !== value && onCommit(text)}
      />
      {maxLength !== undefined && <LengthCounter id={`${id}-count`} length={text.length} max={maxLength} />}
      <FieldError id={`${id}-error`} message={error} />
    </Labelled>
  );
}

export function SelectField<T extends string>({ label, value, options, onChange, testId, optionStyle }: {
  label: string; value: T; options: readonly { value: T; label: string }[]; onChange: (v: T) => void; testId?: string;
  optionStyle?: (v: T) => React.CSSProperties;
}) {
  const id = useId();
  return (
    <Labelled label={label} id={id}>
      <select id={id} data-testid={testId} className={inputClass} value={value} onChange={(e) => onChange(e.target.value as T)} style={optionStyle?.(value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value} style={optionStyle?.(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** A colour (or "none" when `allowNone`), changed live while the picker is open: one history entry.
 * Brand palettes and the design's own colours come first as swatches (one tap = one history entry). */
export function ColorField({ label, value, onChange, store, allowNone, noneLabel, testId }: {
  label: string; value: string | null; onChange: (v: string | null) => void; store: EditorStore; allowNone?: boolean; noneLabel?: string; testId?: string;
}) {
  const id = useId();
  const hex = value && /^#[0-9a-f]{6}$/i.test(value) ? value : "#000000";
  return (
    <Labelled label={label} id={id}>
      <ColorSwatches value={value} store={store} onPick={onChange} />
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="color"
          data-testid={testId}
          className="h-8 w-10 shrink-0 cursor-pointer rounded-md border border-border bg-background p-0.5"
          value={hex}
          onFocus={() => store.begin()}
          onBlur={() => store.end()}
          onChange={(e) => onChange(e.target.value)}
        />
        <span className="truncate font-mono text-xs text-muted-foreground" dir="ltr">
          {value ?? noneLabel}
        </span>
        {allowNone && value !== null && (
          <button type="button" className="ms-auto text-xs font-semibold text-primary hover:underline" onClick={() => onChange(null)}>
            {noneLabel}
          </button>
        )}
      </div>
    </Labelled>
  );
}

export function RangeField({ label, value, min, max, step, onChange, store, format }: {
  label: string; value: number; min: number; max: number; step: number; onChange: (v: number) => void; store: EditorStore; format?: (v: number) => string;
}) {
  const id = useId();
  return (
    <Labelled label={`${label} · ${format ? format(value) : value}`} id={id}>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        className="w-full accent-primary"
        onPointerDown={() => store.begin()}
        onPointerUp={() => store.end()}
        onKeyUp={() => store.end()}
        onKeyDown={() => store.begin()}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </Labelled>
  );
}

export function CheckField({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange: (v: boolean) => void; testId?: string }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 accent-primary" checked={checked} data-testid={testId} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

export function SegmentedField<T extends string>({ label, value, options, onChange }: {
  label: string; value: T; options: readonly { value: T; label: string; icon?: ReactNode }[]; onChange: (v: T) => void;
}) {
  return (
    <div className="grid gap-1">
      <span className="text-xs font-semibold text-muted-foreground">{label}</span>
      <div role="radiogroup" aria-label={label} className="flex overflow-hidden rounded-md border border-border">
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={value === o.value}
            title={o.label}
            aria-label={o.label}
            onClick={() => onChange(o.value)}
            className={`flex h-8 flex-1 items-center justify-center text-xs ${value === o.value ? "bg-primary text-primary-foreground" : "bg-background hover:bg-muted"}`}
          >
            {o.icon ?? o.label}
          </button>
        ))}
      </div>
    </div>
  );
}
