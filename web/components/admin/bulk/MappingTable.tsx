// Step 2a: each template field with a select of the file's headers (required fields marked,
// mapping problems from the server under the select).
import { useTranslation } from "react-i18next";
import type { Locale } from "../../../../shared/limits.ts";
import { NativeSelect } from "../../ui/native-select.tsx";
import { localized } from "../../../lib/i18n.ts";
import type { BulkField, ColumnMapping } from "./bulkApi.ts";

interface Props {
  fields: BulkField[];
  headers: string[];
  mapping: ColumnMapping;
  errors: Record<string, string>;
  onChange: (field: string, header: string) => void;
  disabled?: boolean;
}

export function MappingTable({ fields, headers, mapping, errors, onChange, disabled }: Props) {
  const { t, i18n } = useTranslation("admin");
  const locale = i18n.language as Locale;
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="bulk-mapping">
      {fields.map((f) => {
        const id = `bulk-map-${f.name}`;
        const error = errors[f.name];
        return (
          <div key={f.name} className="grid gap-1.5">
            <label htmlFor={id} className="text-sm font-semibold">
              {localized(f.label, locale) || f.name}
              {f.required && (
                <span className="text-destructive" aria-label={t("bulk.required")} title={t("bulk.required")}>
                  {" *"}
                </span>
              )}
            </label>
            <NativeSelect
              id={id}
              data-testid={id}
              value={mapping[f.name] ?? ""}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => onChange(f.name, e.target.value)}
            >
              <option value="">{t("bulk.notMapped")}</option>
              {headers.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </NativeSelect>
            {error && (
              <p id={`${id}-error`} className="text-xs text-destructive" data-testid={`${id}-error`}>
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
