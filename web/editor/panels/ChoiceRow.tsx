// A row of mutually exclusive choices (radio group) with 44 px touch targets, for the image-effect
// controls that are used with a finger on a phone (the shared SegmentedField is 32 px tall).
export function ChoiceRow<T extends string>({ label, value, options, onChange, testId }: {
  label: string; value: T; options: readonly { value: T; label: string }[]; onChange: (v: T) => void; testId?: string;
}) {
  return (
    <div className="grid gap-1">
      <span className="text-xs font-semibold text-muted-foreground">{label}</span>
      <div role="radiogroup" aria-label={label} className="flex overflow-hidden rounded-md border border-border" data-testid={testId}>
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={value === o.value}
            onClick={() => onChange(o.value)}
            data-testid={testId ? `${testId}-${o.value}` : undefined}
            className={`flex min-h-11 flex-1 items-center justify-center px-2 text-xs ${value === o.value ? "bg-primary text-primary-foreground" : "bg-background hover:bg-muted"}`}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}
