// Settings → E-mail → certificates: reminders before a certificate expires (on by default; 30, 7
// and 1 days before). The days are typed as a list ("30, 7, 1") and saved when the field is left.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_EXPIRY_REMINDER_DAYS, expiryReminderSettings, type CertificateMailSettings } from "../../../../shared/api/mail.ts";
import { FormField } from "../../ui/form-field.tsx";

export function ExpiryReminderSettings({ value, onChange }: { value: CertificateMailSettings; onChange: (next: CertificateMailSettings) => void }) {
  const { t, i18n } = useTranslation("webMail");
  // An older server's answer has no reminder settings: show the defaults it applies.
  const reminders = value.expiryReminders ?? { enabled: true, days: DEFAULT_EXPIRY_REMINDER_DAYS };
  const shown = reminders.days.map((d) => d.toLocaleString(i18n.language)).join(i18n.language === "ar" ? "، " : ", ");
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    // Arabic-Indic digits and the Arabic comma are read like their Latin forms.
    const latin = text.replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d))).replace(/،/g, ",");
    const days = latin.split(",").map((s) => s.trim()).filter(Boolean).map(Number);
    const parsed = expiryReminderSettings.safeParse({ enabled: reminders.enabled, days });
    if (!parsed.success || days.some((d) => !Number.isInteger(d))) return setError(t("reminders.daysInvalid"));
    setError(undefined);
    if (parsed.data.days.join() !== reminders.days.join()) onChange({ ...value, expiryReminders: parsed.data });
  };
  return (
    <div className="grid gap-3 border-t border-border pt-4" data-testid="expiry-reminder-settings">
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" checked={reminders.enabled} onChange={(e) => onChange({ ...value, expiryReminders: { ...reminders, enabled: e.target.checked } })} data-testid="expiry-reminders-enabled" />
        {t("reminders.enabled")}
      </label>
      <FormField id="expiry-reminder-days" className="max-w-xs" label={t("reminders.days")} hint={t("reminders.daysHint")} value={text} error={error} disabled={!reminders.enabled} onChange={(e) => setText(e.target.value)} onBlur={commit} data-testid="expiry-reminder-days" />
    </div>
  );
}
