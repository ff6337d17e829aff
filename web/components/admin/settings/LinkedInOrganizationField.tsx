// Settings → Certificates: the organisation's LinkedIn id, so "Add to LinkedIn profile" links the
// certification to the company page (issue 25 §3). LinkedIn shows it in the company page's admin URL.
import { useTranslation } from "react-i18next";
import { FormField } from "../../ui/form-field.tsx";
import { errorAt, type AnyForm } from "./GroupForm.tsx";

export function LinkedInOrganizationField({ form }: { form: AnyForm }) {
  const { t } = useTranslation("admin");
  return (
    <FormField
      id="settings-linkedInOrganizationId"
      data-testid="settings-linkedInOrganizationId"
      inputMode="numeric"
      dir="ltr"
      className="sm:max-w-xs"
      label={t("linkedInOrganization.label")}
      hint={t("linkedInOrganization.hint")}
      error={errorAt(form, "linkedInOrganizationId")}
      {...form.register("linkedInOrganizationId", { setValueAs: (v: unknown) => (typeof v === "string" ? v.trim() : undefined) })}
    />
  );
}
