// The certificate form's optional recipient e-mail (issue 15): used when the site mails certificates.
import { useTranslation } from "react-i18next";
import { FormField } from "../ui/form-field.tsx";

export function RecipientEmailField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useTranslation("webMail");
  return (
    <FormField
      id="certificate-recipient-email"
      type="email"
      dir="ltr"
      autoComplete="email"
      label={t("cert.recipientEmail")}
      hint={t("cert.recipientEmailHint")}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      data-testid="certificate-recipient-email"
    />
  );
}
