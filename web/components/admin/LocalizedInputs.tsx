// Three inputs (ar, en, fr) for one localised text; Arabic is right-to-left, the others left-to-right.
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LOCALES, type Locale } from "../../../shared/limits.ts";
import { useFieldMessage } from "../ui/form-field.tsx";
import { Input } from "../ui/input.tsx";
import { Textarea } from "../ui/textarea.tsx";
import { cn } from "../../lib/utils.ts";

export function LocalizedInputs({ idPrefix, label, register, errors, multiline, testIdPrefix, className, required = true }: {
  idPrefix: string;
  label: string;
  register: (locale: Locale) => UseFormRegisterReturn;
  errors?: Partial<Record<Locale, { message?: string } | undefined>>;
  multiline?: boolean;
  testIdPrefix?: string;
  className?: string;
  /** Arabic is required (API.md); placeholders and descriptions pass false. */
  required?: boolean;
}) {
  const { t } = useTranslation("admin");
  const message = useFieldMessage();
  return (
    <fieldset className={cn("grid gap-2", className)}>
      <legend className="mb-1.5 text-sm font-semibold">{label}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {LOCALES.map((locale) => {
          const id = `${idPrefix}-${locale}`;
          const error = message(errors?.[locale]?.message);
          const Control = multiline ? Textarea : Input;
          return (
            <div key={locale} className="grid gap-1">
              <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
                {t(`languages.${locale}`)}
                {locale === "ar" && required ? " *" : ""}
              </label>
              <Control
                id={id}
                dir={locale === "ar" ? "rtl" : "ltr"}
                lang={locale}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                data-testid={testIdPrefix ? `${testIdPrefix}-${locale}` : undefined}
                className={multiline ? "min-h-20" : undefined}
                {...register(locale)}
              />
              {error && (
                <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
