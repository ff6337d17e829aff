// One template field in the editor: name, type, labels, required, default, placeholders, max length
// and, for select fields, its options (value + label in ar/en/fr).
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2, X } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FIELD_MAX_LENGTH, FIELD_TYPES, type FieldType } from "../../../../shared/api/templates.ts";
import { Button } from "../../ui/button.tsx";
import { FormField, useFieldMessage } from "../../ui/form-field.tsx";
import { Input } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/native-select.tsx";
import { LocalizedInputs } from "../LocalizedInputs.tsx";
import { Switch } from "../Switch.tsx";
import type { FieldsFormValues } from "./fieldsForm.ts";

export function FieldCard({ index, total, onMove, onRemove }: { index: number; total: number; onMove: (from: number, to: number) => void; onRemove: () => void }) {
  const { t } = useTranslation("admin");
  const message = useFieldMessage();
  const { register, watch, setValue, control, formState } = useFormContext<FieldsFormValues>();
  const errors = formState.errors.fields?.[index];
  const type = watch(`fields.${index}.type`) as FieldType;
  const name = watch(`fields.${index}.name`);
  const required = watch(`fields.${index}.required`);
  const options = useFieldArray({ control, name: `fields.${index}.options` });
  const p = `field-${index}`;
  // Drag to reorder from the grip only (a draggable card would fight text selection in its inputs);
  // the up/down buttons remain the keyboard way.
  const [armed, setArmed] = useState(false);
  const [over, setOver] = useState(false);
  const optionsError = (errors?.options as { message?: string; root?: { message?: string } } | undefined);

  return (
    <li
      className={`grid gap-4 rounded-2xl border bg-card p-4 shadow-sm transition ${over ? "border-primary ring-2 ring-primary/30" : "border-border"}`}
      data-testid={`field-${index}`}
      draggable={armed}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = "move";
        e.dataTransfer.setData("text/x-field-index", String(index));
      }}
      onDragEnd={() => setArmed(false)}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes("text/x-field-index")) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        const from = Number(e.dataTransfer.getData("text/x-field-index"));
        if (Number.isInteger(from) && from !== index) {
          e.preventDefault();
          onMove(from, index);
        }
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          aria-hidden
          title={t("fields.drag")}
          className="-ms-1 cursor-grab text-muted-foreground active:cursor-grabbing"
          onPointerDown={() => setArmed(true)}
          onPointerUp={() => setArmed(false)}
        >
          <GripVertical className="size-4" />
        </span>
        <span className="flex size-7 items-center justify-center rounded-lg bg-primary/10 text-xs font-bold text-primary">{index + 1}</span>
        <bdi dir="ltr" className="min-w-0 flex-1 truncate font-mono text-sm font-bold">{name || "—"}</bdi>
        <Button variant="ghost" size="icon" className="size-8" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={t("fields.moveUp", { name })} data-testid={`field-up-${index}`}>
          <ArrowUp aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" disabled={index === total - 1} onClick={() => onMove(index, index + 1)} aria-label={t("fields.moveDown", { name })} data-testid={`field-down-${index}`}>
          <ArrowDown aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" className="size-8 text-destructive hover:bg-destructive/10" onClick={onRemove} aria-label={t("fields.remove", { name })} data-testid={`field-remove-${index}`}>
          <Trash2 aria-hidden />
        </Button>
      </div>

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id={`${p}-name`} label={t("fields.name")} hint={t("fields.nameHint")} dir="ltr" data-testid={`field-name-${index}`} error={errors?.name?.message} {...register(`fields.${index}.name`)} />
        <div className="grid content-start gap-1.5">
          <label htmlFor={`${p}-type`} className="text-sm font-semibold">{t("fields.type")}</label>
          <NativeSelect id={`${p}-type`} data-testid={`field-type-${index}`} {...register(`fields.${index}.type`)}>
            {FIELD_TYPES.map((ft) => (
              <option key={ft} value={ft}>{t(`fieldTypes.${ft}`)}</option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <LocalizedInputs idPrefix={`${p}-label`} testIdPrefix={`field-label-${index}`} label={t("fields.label")} register={(l) => register(`fields.${index}.label.${l}`)} errors={errors?.label} />

      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField id={`${p}-default`} label={t("fields.defaultValue")} data-testid={`field-default-${index}`} error={errors?.defaultValue?.message} {...register(`fields.${index}.defaultValue`)} />
        <FormField
          id={`${p}-max`}
          label={t("fields.maxLength")}
          hint={t("fields.maxLengthHint", { max: FIELD_MAX_LENGTH[type] ?? 200 })}
          inputMode="numeric"
          dir="ltr"
          data-testid={`field-max-${index}`}
          error={errors?.maxLength?.message}
          {...register(`fields.${index}.maxLength`)}
        />
        <label className="flex items-center justify-between gap-3 self-start rounded-xl border border-border px-3 py-2.5 sm:mt-7">
          <span className="text-sm font-semibold">{t("fields.required")}</span>
          <Switch checked={!!required} onCheckedChange={(v) => setValue(`fields.${index}.required`, v, { shouldDirty: true })} label={t("fields.required")} testId={`field-required-${index}`} />
        </label>
      </div>

      {type === "date" && (
        // How the card prints this date (shared/format/field-dates.ts); the picker opens in this calendar.
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <label htmlFor={`${p}-calendar`} className="text-sm font-semibold">{t("polish:fields.calendar")}</label>
            <NativeSelect id={`${p}-calendar`} data-testid={`field-calendar-${index}`} {...register(`fields.${index}.style.calendar` as `fields.${number}.name`)}>
              <option value="gregory">{t("polish:date.gregorian")}</option>
              <option value="islamic-umalqura">{t("polish:date.hijri")}</option>
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${p}-date-locale`} className="text-sm font-semibold">{t("polish:fields.dateLanguage")}</label>
            <NativeSelect id={`${p}-date-locale`} data-testid={`field-date-locale-${index}`} {...register(`fields.${index}.style.locale` as `fields.${number}.name`)}>
              {(["ar", "en", "fr"] as const).map((l) => (
                <option key={l} value={l}>{t(`languages.${l}`)}</option>
              ))}
            </NativeSelect>
          </div>
        </div>
      )}

      {(type === "text" || type === "textarea") && (
        <LocalizedInputs
          idPrefix={`${p}-default-text`}
          testIdPrefix={`field-default-text-${index}`}
          label={t("polish:fields.defaultText")}
          required={false}
          multiline={type === "textarea"}
          register={(l) => register(`fields.${index}.defaultText.${l}`)}
        />
      )}

      {type !== "image" && type !== "color" && (
        <LocalizedInputs idPrefix={`${p}-placeholder`} label={t("fields.placeholder")} required={false} register={(l) => register(`fields.${index}.placeholder.${l}`)} errors={errors?.placeholder} />
      )}

      {type === "select" && (
        <fieldset className="grid gap-2 rounded-xl border border-dashed border-border p-3" data-testid={`field-options-${index}`}>
          <legend className="px-1 text-sm font-semibold">{t("fields.options")}</legend>
          {options.fields.map((o, oi) => {
            const oe = errors?.options?.[oi];
            return (
              <div key={o.id} className="grid gap-2 rounded-lg bg-muted/50 p-2 sm:grid-cols-[8rem_1fr_1fr_1fr_auto] sm:items-start">
                {(["value", "ar", "en", "fr"] as const).map((part) => {
                  const path = part === "value" ? (`fields.${index}.options.${oi}.value` as const) : (`fields.${index}.options.${oi}.label.${part}` as const);
                  const err = part === "value" ? oe?.value?.message : oe?.label?.[part]?.message;
                  return (
                    <div key={part} className="grid gap-1">
                      <Input
                        aria-label={part === "value" ? t("fields.optionValue", { n: oi + 1 }) : t("fields.optionLabel", { n: oi + 1, language: t(`languages.${part}`) })}
                        placeholder={part === "value" ? t("fields.optionValueShort") : t(`languages.${part}`)}
                        dir={part === "ar" ? "rtl" : "ltr"}
                        className="h-9"
                        aria-invalid={err ? true : undefined}
                        data-testid={`field-option-${index}-${oi}-${part}`}
                        {...register(path)}
                      />
                      {err && <p role="alert" className="text-xs text-destructive">{message(err)}</p>}
                    </div>
                  );
                })}
                <Button variant="ghost" size="icon" className="size-9 text-destructive" onClick={() => options.remove(oi)} aria-label={t("fields.removeOption", { n: oi + 1 })}>
                  <X aria-hidden />
                </Button>
              </div>
            );
          })}
          {(optionsError?.message || optionsError?.root?.message) && (
            <p role="alert" className="text-xs font-medium text-destructive">{t("fields.optionsRequired")}</p>
          )}
          <Button variant="outline" size="sm" className="w-fit" onClick={() => options.append({ value: `option${options.fields.length + 1}`, label: { ar: "", en: "", fr: "" } })} data-testid={`field-option-add-${index}`}>
            <Plus aria-hidden />
            {t("fields.addOption")}
          </Button>
        </fieldset>
      )}
    </li>
  );
}
