// One generated input for a template field, by type; the label, required mark and message follow
// the account forms (FormField). Every text input gets dir="auto": Arabic types RTL, Latin LTR.
import { Controller, type Control, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { FieldValues, TemplateField } from "../../../shared/api/templates.ts";
import { localized } from "../../lib/i18n.ts";
import type { Locale } from "../../../shared/limits.ts";
import { useFieldMessage } from "../ui/form-field.tsx";
import { Input } from "../ui/input.tsx";
import { NativeSelect } from "../ui/native-select.tsx";
import { Textarea } from "../ui/textarea.tsx";
import { ImageField } from "./ImageField.tsx";
import { DatePicker } from "./DatePicker.tsx";
import { dateFieldStyle } from "../../../shared/format/field-dates.ts";
import { LocalizedText } from "../LocalizedText.tsx";
import { FIELD_MAX_LENGTH } from "../../../shared/api/templates.ts";

export function FieldControl({ field, register, control, error }: { field: TemplateField; register: UseFormRegister<FieldValues>; control: Control<FieldValues>; error?: string }) {
  const { t, i18n } = useTranslation("webCards");
  const locale = i18n.language as Locale;
  const message = useFieldMessage()(error);
  const id = `field-${field.name}`;
  const describedBy = message ? `${id}-error` : undefined;
  const placeholder = localized(field.placeholder, locale) || undefined;
  const maxLength = Math.min(field.maxLength ?? FIELD_MAX_LENGTH[field.type], FIELD_MAX_LENGTH[field.type]);
  const common = {
    id,
    // dir="auto" reads an empty input as LTR; until something is typed, follow the page's direction.
    className: "[[dir=rtl]_&]:placeholder-shown:[direction:rtl]",
    "aria-invalid": message ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": field.required || undefined,
  } as const;

  let control_: React.ReactNode;
  switch (field.type) {
    case "textarea":
      control_ = <Textarea {...common} dir="auto" rows={4} placeholder={placeholder} maxLength={maxLength} {...register(field.name)} />;
      break;
    case "select":
      control_ = (
        <NativeSelect {...common} dir="auto" {...register(field.name)}>
          <option value="">{placeholder ?? t("form.choose")}</option>
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {localized(o.label, locale)}
            </option>
          ))}
        </NativeSelect>
      );
      break;
    case "image":
      control_ = (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <ImageField id={id} name={field.name} value={f.value ?? ""} onChange={f.onChange} onBlur={f.onBlur} invalid={!!message} describedBy={describedBy} required={field.required} />
          )}
        />
      );
      break;
    case "date":
      control_ = (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <DatePicker
              id={id}
              name={field.name}
              value={f.value ?? ""}
              onChange={f.onChange}
              onBlur={f.onBlur}
              calendar={dateFieldStyle(field).calendar}
              placeholder={placeholder && !/^\d{4}-\d{2}-\d{2}$/.test(placeholder) ? placeholder : undefined}
              invalid={!!message}
              describedBy={describedBy}
              required={field.required}
            />
          )}
        />
      );
      break;
    case "color":
      control_ = (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <div className="flex items-center gap-3">
              <input
                {...common}
                type="color"
                name={field.name}
                value={f.value || field.defaultValue || "#000000"}
                onChange={(e) => f.onChange(e.target.value)}
                onBlur={f.onBlur}
                className="h-11 w-16 cursor-pointer rounded-xl border border-input bg-background p-1"
              />
              <span dir="ltr" className="font-mono text-sm text-muted-foreground">{(f.value || field.defaultValue || "").toUpperCase()}</span>
              {f.value && f.value !== field.defaultValue && (
                <button type="button" className="text-xs font-semibold text-primary hover:underline" onClick={() => f.onChange(field.defaultValue)}>
                  {t("form.colorReset")}
                </button>
              )}
            </div>
          )}
        />
      );
      break;
    default: {
      const type = field.type === "number" ? "text" : field.type;
      control_ = (
        <Input
          {...common}
          type={type}
          dir="auto"
          inputMode={field.type === "number" ? "decimal" : field.type === "email" ? "email" : undefined}
          autoComplete={field.type === "email" ? "email" : "off"}
          placeholder={placeholder}
          maxLength={maxLength}
          {...register(field.name)}
        />
      );
    }
  }

  return (
    <div className="grid gap-1.5" data-field-type={field.type}>
      <label htmlFor={id} className="flex items-center gap-1 text-sm font-semibold">
        <LocalizedText text={field.label} />
        {field.required ? (
          <span className="text-destructive" title={t("form.required")}>
            <span aria-hidden>*</span>
            <span className="sr-only">{t("form.required")}</span>
          </span>
        ) : (
          <span className="text-xs font-normal text-muted-foreground">{t("form.optional")}</span>
        )}
      </label>
      {control_}
      {message && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}
