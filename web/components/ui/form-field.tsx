import { useTranslation } from "react-i18next";
import type { ComponentProps, ReactNode } from "react";
import { parseMessage } from "../../../shared/api/validation.ts";
import { Input } from "./input.tsx";
import { cn } from "../../lib/utils.ts";

/** Translates a zod message ("validation:min|8") or shows a server text (already translated) as is. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (!message.startsWith("validation:")) return message;
    const { key, params } = parseMessage(message);
    return t(key, params);
  };
}

interface FieldProps extends ComponentProps<"input"> {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  end?: ReactNode;
}

/** Label, input and the message under it, wired for screen readers. */
export function FormField({ id, label, error, hint, end, className, ...input }: FieldProps) {
  const message = useFieldMessage()(error);
  const describedBy = message ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <Input id={id} aria-invalid={message ? true : undefined} aria-describedby={describedBy} className={end ? "pe-11" : undefined} {...input} />
        {end && <div className="absolute inset-y-0 end-1 flex items-center">{end}</div>}
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {message}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
