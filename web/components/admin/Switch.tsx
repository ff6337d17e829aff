// An on/off switch (Radix Switch) whose thumb moves toward the inline end in both directions.
import { Switch as S } from "radix-ui";
import { cn } from "../../lib/utils.ts";

export function Switch({ checked, onCheckedChange, label, disabled, testId, className, id }: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
  testId?: string;
  className?: string;
  id?: string;
}) {
  // The button is the hit box (44 px where the pointer is a finger), the track inside it is what shows:
  // a 24 px switch stays a 24 px switch on screen while a thumb can still hit it.
  return (
    <S.Root
      id={id}
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      aria-label={label}
      data-testid={testId}
      className={cn("group tap-target inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50", className)}
    >
      <span
        aria-hidden
        className="inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors group-focus-visible:ring-2 group-focus-visible:ring-ring group-data-[state=checked]:bg-primary group-data-[state=unchecked]:bg-input"
      >
        <S.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-md ring-0 transition-transform data-[state=unchecked]:translate-x-0 ltr:data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5" />
      </span>
    </S.Root>
  );
}

/** A switch with its visible label (and optional hint) on one row. */
export function SwitchRow({ label, hint, ...props }: Parameters<typeof Switch>[0] & { hint?: string }) {
  return (
    <label className="flex items-center justify-between gap-4 rounded-xl border border-border px-4 py-3">
      <span className="grid gap-0.5">
        <span className="text-sm font-semibold">{label}</span>
        {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
      </span>
      <Switch label={label} {...props} />
    </label>
  );
}
