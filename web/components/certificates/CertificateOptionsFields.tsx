// Calendar (Gregorian / Hijri Umm al-Qura) and digits (Arabic-Indic / Latin) of a certificate, as
// two radio groups of pill buttons.
import { useTranslation } from "react-i18next";
import type { CertificateOptions } from "../../../shared/api/certificates.ts";
import { formatDisplayDate } from "../../../shared/format/date.ts";
import { cn } from "../../lib/utils.ts";

function Choice<T extends string>({ name, legend, value, options, onChange }: { name: string; legend: string; value: T; options: { value: T; label: string; sample: string }[]; onChange: (v: T) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            data-testid={`${name}-${o.value}`}
            data-checked={value === o.value}
            className={cn(
              "flex cursor-pointer flex-col gap-0.5 rounded-xl border px-3 py-2.5 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              value === o.value ? "border-primary bg-primary/5 ring-1 ring-primary/40" : "border-border hover:bg-muted",
            )}
          >
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className="sr-only" />
            <span className="font-bold">{o.label}</span>
            <span className="text-xs text-muted-foreground">{o.sample}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function CertificateOptionsFields({ value, onChange }: { value: CertificateOptions; onChange: (v: CertificateOptions) => void }) {
  const { t } = useTranslation("webCertificates");
  const today = new Date();
  const sample = (calendar: CertificateOptions["calendar"], digits: CertificateOptions["digits"]) => formatDisplayDate(today, { locale: "ar", calendar, digits });
  return (
    <div className="grid gap-5 rounded-2xl border border-dashed border-border bg-muted/30 p-4" data-testid="certificate-options">
      <Choice
        name="calendar"
        legend={t("form.calendar")}
        value={value.calendar}
        onChange={(calendar) => onChange({ ...value, calendar })}
        options={[
          { value: "gregory", label: t("form.gregorian"), sample: sample("gregory", value.digits) },
          { value: "islamic-umalqura", label: t("form.hijri"), sample: sample("islamic-umalqura", value.digits) },
        ]}
      />
      <Choice
        name="digits"
        legend={t("form.digits")}
        value={value.digits}
        onChange={(digits) => onChange({ ...value, digits })}
        options={[
          { value: "arab", label: t("form.arabicDigits"), sample: "٠١٢٣٤٥٦٧٨٩" },
          { value: "latn", label: t("form.latinDigits"), sample: "0123456789" },
        ]}
      />
    </div>
  );
}
