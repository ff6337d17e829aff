// The six settings groups (shared/api/admin.ts settingsGroupSchemas) as forms.
import { Plus, X } from "lucide-react";
import { useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SOCIAL_NETWORKS } from "../../../../shared/api/settings.ts";
import { WHO_MAY_CREATE } from "../../../../shared/api/admin.ts";
import { LOCALES, THEMES } from "../../../../shared/limits.ts";
import { Button } from "../../ui/button.tsx";
import { FormField, useFieldMessage } from "../../ui/form-field.tsx";
import { Input } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/native-select.tsx";
import { ImageUpload } from "../ImageUpload.tsx";
import { LocalizedInputs } from "../LocalizedInputs.tsx";
import { SwitchRow } from "../Switch.tsx";
import { errorAt, GroupForm, type AnyForm } from "./GroupForm.tsx";
import { EmbedBadgeSettings } from "./EmbedBadgeSettings.tsx";
import { LinkedInOrganizationField } from "./LinkedInOrganizationField.tsx";

const blank = { ar: "", en: "", fr: "" };
const loc = (v: unknown) => ({ ...blank, ...(v as object | undefined) });

function Upload({ form, name, label, testId }: { form: AnyForm; name: string; label: string; testId: string }) {
  const value = (useWatch({ control: form.control, name }) as string | undefined) ?? "";
  const message = useFieldMessage();
  return <ImageUpload id={`settings-${name}`} label={label} value={value} testId={testId} error={message(errorAt(form, name))} onChange={(url) => form.setValue(name, url, { shouldDirty: true })} />;
}

function Toggle({ form, name, label, hint }: { form: AnyForm; name: string; label: string; hint?: string }) {
  const value = !!useWatch({ control: form.control, name });
  return <SwitchRow label={label} hint={hint} checked={value} onCheckedChange={(v) => form.setValue(name, v, { shouldDirty: true })} testId={`settings-${name}`} />;
}

function Select({ form, name, label, options }: { form: AnyForm; name: string; label: string; options: { value: string; label: string }[] }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={`settings-${name}`} className="text-sm font-semibold">{label}</label>
      <NativeSelect id={`settings-${name}`} data-testid={`settings-${name}`} {...form.register(name)}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </NativeSelect>
    </div>
  );
}

export function GeneralSettings() {
  const { t } = useTranslation("admin");
  return (
    <GroupForm group="general" prepare={(s) => ({ ...s, siteName: loc(s.siteName), credit: loc(s.credit), logoUrl: s.logoUrl ?? "", contact: { email: "", phone: "", ...(s.contact as object), address: loc((s.contact as { address?: unknown })?.address) } })}>
      {(form) => (
        <>
          <LocalizedInputs idPrefix="settings-siteName" testIdPrefix="settings-siteName" label={t("settings.siteName")} register={(l) => form.register(`siteName.${l}`)} errors={form.formState.errors.siteName as never} />
          <Upload form={form} name="logoUrl" label={t("settings.logo")} testId="settings-logo" />
          <Select form={form} name="defaultLocale" label={t("settings.defaultLocale")} options={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))} />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField id="settings-contact-email" type="email" dir="ltr" label={t("settings.contactEmail")} error={errorAt(form, "contact.email")} {...form.register("contact.email")} />
            <FormField id="settings-contact-phone" dir="ltr" label={t("settings.contactPhone")} error={errorAt(form, "contact.phone")} {...form.register("contact.phone")} />
          </div>
          <LocalizedInputs idPrefix="settings-address" label={t("settings.contactAddress")} required={false} register={(l) => form.register(`contact.address.${l}`)} />
          <LocalizedInputs idPrefix="settings-credit" label={t("settings.credit")} required={false} register={(l) => form.register(`credit.${l}`)} />
        </>
      )}
    </GroupForm>
  );
}

function ColorInput({ form, name, label }: { form: AnyForm; name: string; label: string }) {
  const value = (useWatch({ control: form.control, name }) as string | undefined) ?? "";
  const message = useFieldMessage();
  const error = message(errorAt(form, name));
  return (
    <div className="grid gap-1.5">
      <label htmlFor={`settings-${name}`} className="text-sm font-semibold">{label}</label>
      <div className="flex items-center gap-2">
        <input type="color" aria-label={label} value={/^#[0-9a-f]{6}$/i.test(value) ? value : "#000000"} onChange={(e) => form.setValue(name, e.target.value, { shouldDirty: true })} className="h-11 w-14 cursor-pointer rounded-xl border border-input bg-background p-1" />
        <Input id={`settings-${name}`} dir="ltr" className="font-mono" aria-invalid={error ? true : undefined} data-testid={`settings-${name}`} {...form.register(name, { setValueAs: (v: string) => (v === "" ? undefined : v) })} />
      </div>
      {error && <p role="alert" className="text-xs font-medium text-destructive">{error}</p>}
    </div>
  );
}

export function AppearanceSettings() {
  const { t } = useTranslation("admin");
  return (
    <GroupForm group="appearance">
      {(form) => (
        <>
          <Select form={form} name="defaultTheme" label={t("settings.defaultTheme")} options={THEMES.map((v) => ({ value: v, label: t(`settings.themes.${v}`) }))} />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <ColorInput form={form} name="primaryColor" label={t("settings.primaryColor")} />
            <ColorInput form={form} name="secondaryColor" label={t("settings.secondaryColor")} />
          </div>
        </>
      )}
    </GroupForm>
  );
}

export function CertificateSettings() {
  const { t } = useTranslation("admin");
  return (
    <GroupForm group="certificates" prepare={(s) => ({ ...s, issuerName: loc(s.issuerName), signatoryName: loc(s.signatoryName), signatoryTitle: loc(s.signatoryTitle), issuerLogoUrl: s.issuerLogoUrl ?? "", signatureUrl: s.signatureUrl ?? "", whoMayCreate: s.whoMayCreate ?? "anyone", linkedInOrganizationId: s.linkedInOrganizationId ?? "" })}>
      {(form) => (
        <>
          <LocalizedInputs idPrefix="settings-issuerName" testIdPrefix="settings-issuerName" label={t("settings.issuerName")} register={(l) => form.register(`issuerName.${l}`)} errors={form.formState.errors.issuerName as never} />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Upload form={form} name="issuerLogoUrl" label={t("settings.issuerLogo")} testId="settings-issuer-logo" />
            <Upload form={form} name="signatureUrl" label={t("settings.signature")} testId="settings-signature" />
          </div>
          <LocalizedInputs idPrefix="settings-signatoryName" label={t("settings.signatoryName")} required={false} register={(l) => form.register(`signatoryName.${l}`)} />
          <LocalizedInputs idPrefix="settings-signatoryTitle" label={t("settings.signatoryTitle")} required={false} register={(l) => form.register(`signatoryTitle.${l}`)} />
          <FormField
            id="settings-validity"
            inputMode="numeric"
            dir="ltr"
            className="sm:max-w-xs"
            label={t("settings.validityDays")}
            hint={t("settings.validityHint")}
            error={errorAt(form, "defaultValidityDays")}
            {...form.register("defaultValidityDays", { setValueAs: (v: unknown) => (v === "" || v === undefined || v === null ? undefined : Number(v)) })}
          />
          <Select form={form} name="whoMayCreate" label={t("trustedIssuers.whoMayCreate")} options={WHO_MAY_CREATE.map((v) => ({ value: v, label: t(`trustedIssuers.whoMayCreateOptions.${v}`) }))} />
          <p className="-mt-2 text-xs text-muted-foreground">{t("trustedIssuers.whoMayCreateHint")}</p>
          <EmbedBadgeSettings />
          <LinkedInOrganizationField form={form} />
        </>
      )}
    </GroupForm>
  );
}

export function CardSettings() {
  const { t } = useTranslation("admin");
  return (
    <GroupForm group="cards">
      {(form) => (
        <>
          <Toggle form={form} name="allowAnonymous" label={t("settings.allowAnonymous")} hint={t("settings.allowAnonymousHint")} />
          <FormField
            id="settings-default-width"
            inputMode="numeric"
            dir="ltr"
            className="sm:max-w-xs"
            label={t("settings.defaultWidth")}
            error={errorAt(form, "defaultWidth")}
            {...form.register("defaultWidth", { setValueAs: (v: unknown) => (v === "" || v === undefined || v === null ? undefined : Number(v)) })}
          />
        </>
      )}
    </GroupForm>
  );
}

export function SocialSettings() {
  return <GroupForm group="social" prepare={(s) => ({ links: Array.isArray(s.links) ? s.links : [] })}>{(form) => <SocialLinks form={form} />}</GroupForm>;
}

function SocialLinks({ form }: { form: AnyForm }) {
  const { t } = useTranslation("admin");
  const message = useFieldMessage();
  const links = useFieldArray({ control: form.control, name: "links" });
  return (
    <div className="grid gap-2" data-testid="social-links">
      {links.fields.map((f, i) => (
        <div key={f.id} className="grid grid-cols-[8rem_1fr_auto] items-start gap-2">
          <NativeSelect aria-label={t("settings.network")} {...form.register(`links.${i}.network`)}>
            {SOCIAL_NETWORKS.map((n) => <option key={n} value={n}>{t(`settings.networks.${n}`)}</option>)}
          </NativeSelect>
          <div className="grid gap-1">
            <Input dir="ltr" type="url" aria-label={t("settings.url")} placeholder="https://" aria-invalid={errorAt(form, `links.${i}.url`) ? true : undefined} data-testid={`social-url-${i}`} {...form.register(`links.${i}.url`)} />
            {errorAt(form, `links.${i}.url`) && <p role="alert" className="text-xs text-destructive">{message(errorAt(form, `links.${i}.url`))}</p>}
          </div>
          <Button variant="ghost" size="icon" className="text-destructive" onClick={() => links.remove(i)} aria-label={t("settings.removeLink")}>
            <X aria-hidden />
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" className="w-fit" disabled={links.fields.length >= 20} onClick={() => links.append({ network: "x", url: "" })} data-testid="social-add">
        <Plus aria-hidden />
        {t("settings.addLink")}
      </Button>
    </div>
  );
}

export function WorkflowSettings() {
  const { t } = useTranslation("admin");
  return (
    <GroupForm group="workflow">
      {(form) => (
        <>
          <Toggle form={form} name="publishNewTemplates" label={t("settings.publishNewTemplates")} hint={t("settings.publishNewTemplatesHint")} />
          <Toggle form={form} name="requireSignInToCreate" label={t("settings.requireSignIn")} hint={t("settings.requireSignInHint")} />
        </>
      )}
    </GroupForm>
  );
}
