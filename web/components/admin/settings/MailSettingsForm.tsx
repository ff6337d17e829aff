// Settings → E-mail: the SMTP override (password write-only: the server answers "********" when
// one is stored), what sending does now, and "send a test e-mail".
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Save, Send, ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CERTIFICATE_PDF_MODES, type CertificateMailSettings, type MailSettingsInput, type MailSettingsView } from "../../../../shared/api/mail.ts";
import { Button } from "../../ui/button.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { applyServerFieldErrors } from "../../../lib/forms.ts";
import { send, useAdminMutation, useAdminQuery } from "../api.ts";
import { ExpiryReminderSettings } from "./ExpiryReminderSettings.tsx";

type Values = { host: string; port: string; secure: boolean; user: string; password: string; from: string };

export function MailSettingsForm() {
  const { t } = useTranslation("webMail");
  const current = useAdminQuery<MailSettingsView>("/api/admin/mail/settings");
  const form = useForm<Values>({ defaultValues: { host: "", port: "", secure: false, user: "", password: "", from: "" } });
  const [testTo, setTestTo] = useState("");
  useEffect(() => {
    const d = current.data;
    if (d) form.reset({ host: d.host, port: String(d.port), secure: d.secure, user: d.user, password: d.password, from: d.from });
  }, [current.data, form]);
  const save = useAdminMutation<MailSettingsInput, MailSettingsView>({
    mutationFn: (v) => send("PUT", "/api/admin/mail/settings", v),
    invalidate: ["/api/admin/mail"],
    success: t("settings.saved"),
    onError: (err) => applyServerFieldErrors(err, form.setError, ["host", "port", "user", "password", "from"]),
  });
  const test = useAdminMutation<string, { id: string }>({
    mutationFn: (to) => send("POST", "/api/admin/mail/test", { to }),
    invalidate: ["/api/admin/mail/outbox"],
    success: t("settings.testQueued"),
  });
  const onSubmit = form.handleSubmit((v) => save.mutate({ ...v, port: v.port ? Number(v.port) : undefined }));
  const env = current.data?.env;
  const { errors } = form.formState;
  return (
    <div className="grid gap-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="mail-settings-form">
        {current.data?.passwordCleared && (
          // Why the password field is empty now: the server named changed (the password stays with its server).
          <p role="status" data-testid="mail-password-cleared" className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm sm:col-span-2">
            <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
            {t("smtpSecurity.passwordCleared")}
          </p>
        )}
        <FormField id="mail-host" dir="ltr" label={t("settings.host")} hint={env?.host ? t("settings.envNote", { value: env.host }) : undefined} error={errors.host?.message} {...form.register("host")} />
        <FormField id="mail-port" dir="ltr" inputMode="numeric" label={t("settings.port")} error={errors.port?.message} {...form.register("port")} />
        <FormField id="mail-user" dir="ltr" autoComplete="off" label={t("settings.user")} error={errors.user?.message} {...form.register("user")} />
        <FormField id="mail-password" dir="ltr" type="password" autoComplete="new-password" label={t("settings.password")} hint={current.data?.hasPassword ? t("settings.passwordKept") : undefined} error={errors.password?.message} {...form.register("password")} />
        <FormField id="mail-from" dir="ltr" type="email" label={t("settings.from")} hint={env ? t("settings.envNote", { value: env.from }) : undefined} error={errors.from?.message} {...form.register("from")} />
        <label className="flex min-h-11 items-center gap-2 self-end text-sm font-semibold">
          <input type="checkbox" className="size-4 accent-primary" {...form.register("secure")} />
          {t("settings.secure")}
        </label>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" className="h-11" disabled={save.isPending} data-testid="mail-settings-save">
            {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden />}
            {t("settings.save")}
          </Button>
          {current.data && (
            <span className="text-sm text-muted-foreground" data-testid="mail-mode">
              {current.data.mode === "smtp" ? t("settings.modeSmtp") : t("settings.modeOutbox")}
            </span>
          )}
        </div>
      </form>
      <form
        className="flex flex-wrap items-end gap-3 border-t border-border pt-5"
        onSubmit={(e) => {
          e.preventDefault();
          if (testTo) test.mutate(testTo);
        }}
      >
        <FormField id="mail-test-to" type="email" dir="ltr" className="min-w-64 flex-1" label={t("settings.testTo")} value={testTo} onChange={(e) => setTestTo(e.target.value)} />
        <Button type="submit" variant="outline" className="h-11" disabled={test.isPending || !testTo} data-testid="mail-test-send">
          <Send aria-hidden />
          {t("settings.testSend")}
        </Button>
        <Link to="/admin/outbox" className="inline-flex min-h-11 items-center text-sm font-semibold text-primary hover:underline">{t("settings.openOutbox")}</Link>
      </form>
      <CertificateMailSettingsForm />
    </div>
  );
}

/** Certificates mailed to their recipients (form and /api/v1): off by default; PDF attached or linked. */
export function CertificateMailSettingsForm() {
  const { t } = useTranslation("webMail");
  const current = useAdminQuery<CertificateMailSettings>("/api/admin/mail/certificate-settings");
  // Shown at once; saved in the background (and put back if the server refuses).
  const [local, setLocal] = useState<CertificateMailSettings | null>(null);
  const save = useAdminMutation<CertificateMailSettings, CertificateMailSettings>({
    mutationFn: (v) => send("PUT", "/api/admin/mail/certificate-settings", v),
    invalidate: ["/api/admin/mail/certificate-settings"],
    success: t("settings.certSaved"),
    onError: () => setLocal(null),
  });
  const value = local ?? current.data;
  if (!value) return null;
  const change = (next: CertificateMailSettings) => {
    setLocal(next);
    save.mutate(next);
  };
  return (
    <fieldset className="grid gap-3 border-t border-border pt-5" data-testid="certificate-mail-settings">
      <legend className="pb-2 text-sm font-bold">{t("settings.certTitle")}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" checked={value.enabled} onChange={(e) => change({ ...value, enabled: e.target.checked })} data-testid="certificate-mail-enabled" />
        {t("settings.certEnabled")}
      </label>
      <div className="flex flex-wrap items-center gap-4 text-sm">
        <span className="font-semibold">{t("settings.certPdf")}</span>
        {CERTIFICATE_PDF_MODES.map((mode) => (
          <label key={mode} className="flex items-center gap-1.5">
            <input type="radio" name="certificate-pdf" className="accent-primary" checked={value.pdf === mode} onChange={() => change({ ...value, pdf: mode })} />
            {t(`settings.pdf.${mode}`)}
          </label>
        ))}
      </div>
      <ExpiryReminderSettings value={value} onChange={change} />
    </fieldset>
  );
}
