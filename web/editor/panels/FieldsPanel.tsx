// Fields. Admins edit the template's field list (saved with the design, in one revision); everyone
// else fills in the values their card is made with (checked by the server against the template's fields).
import { ImageUp, Plus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { FIELD_MAX_LENGTH, FIELD_TYPES, type FieldType, type TemplateField } from "../../../shared/api/templates.ts";
import type { Locale } from "../../../shared/limits.ts";
import { Button } from "../../components/ui/button.tsx";
import { localized } from "../../lib/i18n.ts";
import { CheckField, SelectField, TextField } from "./controls.tsx";
import { FieldError, LengthCounter } from "./FieldHints.tsx";

/** A value's length limit: the field's own maxLength within its type's hard maximum (as the server checks). */
export function valueMaxLength(f: Pick<TemplateField, "type" | "maxLength">): number {
  return Math.min(f.maxLength ?? FIELD_MAX_LENGTH[f.type], FIELD_MAX_LENGTH[f.type]);
}

export function newTemplateField(existing: readonly TemplateField[], label: string): TemplateField {
  let n = existing.length + 1;
  while (existing.some((f) => f.name === `field${n}`)) n++;
  return {
    name: `field${n}`, label: { ar: label, en: "", fr: "" }, type: "text", required: false, defaultValue: "",
    placeholder: { ar: "", en: "", fr: "" }, options: [], position: existing.length, style: {},
  };
}

/** The server's limits of a field definition (shared/api/templates.ts templateField). */
const FIELD_LIMITS = { name: 40, label: 300, defaultValue: 2000 } as const;

/**
 * `errors`: the server's messages of a refused save, by its paths ("fields.0.label.ar", "fields"),
 * each shown under the input it names.
 */
export function FieldListEditor({ fields, onChange, onAddLayer, errors = {} }: {
  fields: TemplateField[]; onChange: (f: TemplateField[]) => void; onAddLayer: (name: string) => void; errors?: Record<string, string>;
}) {
  const { t, i18n } = useTranslation("editor");
  const locale = i18n.language as Locale;
  const set = (i: number, patch: Partial<TemplateField>) => onChange(fields.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  const err = (i: number, path: string) => errors[`fields.${i}.${path}`];
  return (
    <div data-testid="fields-editor">
      <FieldError id="fields-list-error" message={errors.fields} />
      {fields.map((f, i) => (
        // Headed by the label in the interface's language (the Latin name is the machine's, shown small);
        // one column, so no label is cut in the side panel or the phone sheet.
        <section key={i} className="grid gap-2 border-b border-border px-3 py-3" data-testid={`field-card-${i}`}>
          <div className="flex min-w-0 items-baseline gap-2">
            <h3 className="min-w-0 flex-1 text-sm font-bold [overflow-wrap:anywhere]" dir="auto" data-testid={`field-title-${i}`}>
              {localized(f.label, locale) || f.name}
            </h3>
            <code dir="ltr" className="shrink-0 text-xs text-muted-foreground">
              {f.name}
            </code>
          </div>
          <div className="grid gap-2">
            <TextField label={t("fields.name")} value={f.name} dir="ltr" onCommit={(name) => set(i, { name: name.trim() })} testId={`field-name-${i}`} maxLength={FIELD_LIMITS.name} error={err(i, "name")} />
            <SelectField<FieldType> label={t("fields.type")} value={f.type} options={FIELD_TYPES.map((v) => ({ value: v, label: t(`fieldTypes.${v}`) }))} onChange={(type) => set(i, { type })} />
            <TextField label={t("fields.labelAr")} value={f.label.ar} onCommit={(ar) => set(i, { label: { ...f.label, ar } })} testId={`field-label-${i}`} maxLength={FIELD_LIMITS.label} error={err(i, "label.ar") ?? err(i, "label")} />
            <TextField label={t("fields.labelEn")} value={f.label.en} dir="ltr" onCommit={(en) => set(i, { label: { ...f.label, en } })} maxLength={FIELD_LIMITS.label} error={err(i, "label.en")} />
            <TextField label={t("fields.labelFr")} value={f.label.fr} dir="ltr" onCommit={(fr) => set(i, { label: { ...f.label, fr } })} maxLength={FIELD_LIMITS.label} error={err(i, "label.fr")} />
            <TextField label={t("fields.default")} value={f.defaultValue} onCommit={(defaultValue) => set(i, { defaultValue })} maxLength={FIELD_LIMITS.defaultValue} error={err(i, "defaultValue")} />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <CheckField label={t("fields.required")} checked={f.required} onChange={(required) => set(i, { required })} />
            {f.type !== "image" && f.type !== "color" && (
              <Button size="sm" variant="outline" onClick={() => onAddLayer(f.name)}>
                <Plus /> {t("fields.addLayer")}
              </Button>
            )}
            <Button size="sm" variant="ghost" className="ms-auto text-destructive" onClick={() => onChange(fields.filter((_, j) => j !== i))} aria-label={t("fields.remove", { name: f.name })}>
              <Trash2 />
            </Button>
          </div>
        </section>
      ))}
      <div className="p-3">
        <Button size="sm" variant="outline" onClick={() => onChange([...fields, newTemplateField(fields, t("fields.newLabel"))])} data-testid="add-field">
          <Plus /> {t("fields.add")}
        </Button>
      </div>
    </div>
  );
}

export function ValuesForm({ fields, values, onChange, onPickImage, errors }: {
  fields: readonly TemplateField[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  onPickImage: (name: string) => void;
  errors: Record<string, string>;
}) {
  const { t, i18n } = useTranslation("editor");
  const locale = i18n.language as Locale;
  if (!fields.length) return <p className="p-4 text-sm text-muted-foreground">{t("fields.none")}</p>;
  return (
    <div className="grid gap-3 p-3" data-testid="values-form">
      {fields.map((f) => {
        const id = `value-${f.name}`;
        const max = f.type === "image" || f.type === "color" || f.type === "select" || f.type === "date" ? undefined : valueMaxLength(f);
        const described = [max ? `${id}-count` : "", errors[f.name] ? `${id}-error` : ""].filter(Boolean).join(" ");
        const label = `${localized(f.label, locale) || f.name}${f.required ? " *" : ""}`;
        const common = {
          id,
          "data-testid": id,
          "aria-invalid": !!errors[f.name],
          "aria-describedby": described || undefined,
          maxLength: max,
          // A finger's height on a phone, and 16 px text there (smaller text makes a phone zoom the page on focus).
          className: "tap-target w-full rounded-md border border-border bg-background px-2 py-1.5 text-sm compact:text-base",
          value: values[f.name] ?? "",
          placeholder: localized(f.placeholder, locale),
          onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(f.name, e.target.value),
        };
        return (
          <div key={f.name} className="grid gap-1">
            <label htmlFor={id} className="text-xs font-semibold text-muted-foreground">
              {label}
            </label>
            {f.type === "textarea" ? (
              <textarea dir="auto" rows={3} {...common} />
            ) : f.type === "select" ? (
              <select {...common}>
                <option value="" />
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {localized(o.label, locale)}
                  </option>
                ))}
              </select>
            ) : f.type === "image" ? (
              <Button size="sm" variant="outline" onClick={() => onPickImage(f.name)} id={id}>
                <ImageUp /> {values[f.name] ? t("props.replaceImage") : t("fields.chooseImage")}
              </Button>
            ) : (
              <input dir={f.type === "text" ? "auto" : "ltr"} type={f.type === "number" ? "text" : f.type === "color" ? "color" : f.type === "email" ? "email" : f.type === "date" ? "date" : "text"} inputMode={f.type === "number" ? "decimal" : undefined} {...common} />
            )}
            {max !== undefined && <LengthCounter id={`${id}-count`} length={(values[f.name] ?? "").length} max={max} />}
            <FieldError id={`${id}-error`} message={errors[f.name]} />
          </div>
        );
      })}
    </div>
  );
}
