// Under an input: how much of its length limit is used (so a long name is caught while typing, not by
// the server on save) and the server's message for that very field when a save was refused.
import { useTranslation } from "react-i18next";

export function LengthCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const { t } = useTranslation("editor");
  const near = length >= max * 0.9;
  return (
    <span id={id} className={`justify-self-end text-[11px] tabular-nums ${near ? "font-semibold text-destructive" : "text-muted-foreground"}`} data-testid="length-counter">
      {t("limits.counter", { n: length, max })}
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-xs font-semibold text-destructive">
      {message}
    </p>
  );
}
