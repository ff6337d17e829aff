// /certificates/{templateId}: the generated form, calendar/digits options and the live preview
// (drawn with the reserved values the server adds: code, verify link, dates). Submit issues the
// certificate and opens its preview.
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { CertificateOptions } from "../../../shared/api/certificates.ts";
import type { FieldValues, TemplateField } from "../../../shared/api/templates.ts";
import type { DesignDocument } from "../../../shared/design/schema.ts";
import { formatDisplayDate } from "../../../shared/format/date.ts";
import type { Locale } from "../../../shared/limits.ts";
import { CertificateOptionsFields } from "../../components/certificates/CertificateOptionsFields.tsx";
import { TemplateFieldsForm, serverFieldErrors } from "../../components/forms/TemplateFieldsForm.tsx";
import { LoadError } from "../../components/LoadError.tsx";
import { usePageTitle } from "../../components/PageHeader.tsx";
import { FormWithPreview } from "../../components/templates/FormWithPreview.tsx";
import { LivePreview } from "../../components/templates/LivePreview.tsx";
import { FullScreenSpinner } from "../../components/ui/spinner.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { PageContainer } from "../../layout/AppLayout.tsx";
import { certificateTypeHref } from "../../layout/catalog.tsx";
import { useIssueCertificate } from "../../lib/certificates.ts";
import { directionOf, localized } from "../../lib/i18n.ts";
import { ApiRequestError, errorText } from "../../lib/request.ts";
import { designLocale } from "../../../shared/format/design-locale.ts";
import { initialValues, previewValues } from "../../lib/templates.ts";
import { useTemplate } from "../../lib/template-design.ts";
import { NotFoundPage } from "../NotFound.tsx";
import { LocalizedText } from "../../components/LocalizedText.tsx";
import { RecipientEmailField } from "../../components/mail/RecipientEmailField.tsx";
import { useUser } from "../../lib/session.ts";

/** A placeholder code for the preview (the real one is made when the certificate is issued). */
export const SAMPLE_CODE = "XXXXX-XXXXX-XXXXX";

/** The preview's values: what the server draws with (certificateDesignValues), with a sample code. */
export function certificatePreviewValues(fields: readonly TemplateField[], shown: FieldValues, options: CertificateOptions, origin: string): FieldValues {
  const display = { locale: "ar", calendar: options.calendar, digits: options.digits } as const;
  const today = new Date().toISOString().slice(0, 10);
  const issuedDate = formatDisplayDate(today, display);
  const values: FieldValues = { ...shown };
  for (const f of fields) if (f.type === "date") values[f.name] = shown[f.name] && /^\d{4}-\d{2}-\d{2}$/.test(shown[f.name]) ? formatDisplayDate(shown[f.name], display) : issuedDate;
  return {
    ...values,
    certificateCode: SAMPLE_CODE,
    code: SAMPLE_CODE,
    verifyUrl: `${origin}/certificates/verify/${SAMPLE_CODE}`,
    issuedDate,
    expiryDate: "",
    recipientName: shown.recipientName ?? "",
    issuerName: shown.issuerName ?? "",
  };
}

export function CertificateFormPage() {
  const { t, i18n } = useTranslation("webCertificates");
  const locale = i18n.language as Locale;
  const { templateId = "" } = useParams();
  const navigate = useNavigate();
  const template = useTemplate(templateId);
  const issue = useIssueCertificate();
  const [live, setLive] = useState<FieldValues>({});
  const onValuesChange = useCallback((v: FieldValues) => setLive({ ...v }), []);
  const [options, setOptions] = useState<CertificateOptions | null>(null);
  const [recipientEmail, setRecipientEmail] = useState("");
  // Only issuers the platform vouches for may have certificates e-mailed (issue 22.5).
  const { user } = useUser();
  const mayEmail = user?.role === "admin" || !!user?.verifiedIssuerOrg;
  const [emailError, setEmailError] = useState<string | undefined>();
  const title = template.data ? localized(template.data.title, locale) : "";
  usePageTitle(title || undefined);

  const fields = template.data?.fields;
  const designDigits = template.design?.digits;
  const effectiveOptions = useMemo<CertificateOptions>(() => options ?? { calendar: "gregory", digits: designDigits === "latin" ? "latn" : "arab" }, [options, designDigits]);
  // Defaults and samples in the design's language, whatever the UI's (shared/format/design-locale.ts).
  const sampleLocale = template.design ? designLocale(template.design, locale) : locale;
  const initial = useMemo(() => (fields ? initialValues(fields, undefined, sampleLocale) : {}), [fields, sampleLocale]);
  const design = useMemo<DesignDocument | null>(
    () => (template.design ? { ...template.design, digits: effectiveOptions.digits === "arab" ? "arabic" : "latin" } : null),
    [template.design, effectiveOptions.digits],
  );
  const shown = useMemo(() => {
    if (!fields) return {};
    const base = previewValues(fields, { ...initial, ...live }, sampleLocale);
    return certificatePreviewValues(fields, base, effectiveOptions, window.location.origin);
  }, [fields, initial, live, sampleLocale, effectiveOptions]);

  if (template.isLoading) return <FullScreenSpinner />;
  const status = template.error instanceof ApiRequestError ? template.error.status : 0;
  if (status === 404 || status === 400 || (template.data && template.data.kind !== "certificate")) return <NotFoundPage />;
  if (template.isError || !template.data || !design) return <LoadError onRetry={() => void template.refetch()} />;
  const tpl = template.data;
  const Back = directionOf(locale) === "rtl" ? ArrowRight : ArrowLeft;

  async function submit(values: FieldValues) {
    try {
      setEmailError(undefined);
      const cert = await issue.mutateAsync({ templateId: tpl.id, values, options: effectiveOptions, ...(mayEmail && recipientEmail.trim() ? { recipientEmail: recipientEmail.trim() } : {}) });
      navigate(`/certificates/preview/${encodeURIComponent(cert.id)}`);
    } catch (err) {
      const emailProblem = err instanceof ApiRequestError ? err.fields?.recipientEmail : undefined;
      if (emailProblem) setEmailError(emailProblem);
      if (!emailProblem && Object.keys(serverFieldErrors(err, tpl.fields.map((f) => f.name))).length === 0) {
        toast({ variant: "destructive", title: t("form.failed"), description: errorText(err, t("form.tryAgain")) });
      }
      throw err;
    }
  }

  return (
    <PageContainer className="py-4 sm:py-8">
      <div className="mb-4 grid gap-1 sm:mb-6">
        <Link to={certificateTypeHref(tpl.category)} className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-muted-foreground hover:text-foreground">
          <Back aria-hidden className="size-4" />
          {t("form.back")}
        </Link>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl" data-testid="page-title">
          {template.data ? <LocalizedText text={template.data.title} markerClassName="text-xs" /> : title}
        </h1>
        <p className="hidden text-sm text-muted-foreground sm:block">{t("form.subtitle")}</p>
      </div>
      <FormWithPreview
        formTitle={t("form.fieldsTitle")}
        preview={<LivePreview design={design} values={shown} label={title} maxHeightClass="max-h-[28vh] lg:max-h-[calc(100dvh-18rem)]" />}
        form={
          <TemplateFieldsForm
            key={tpl.revisionId}
            fields={tpl.fields}
            initial={initial}
            onValuesChange={onValuesChange}
            onSubmit={submit}
            busy={issue.isPending}
            submitLabel={issue.isPending ? t("form.submitting") : t("form.submit")}
            submitTestId="certificate-submit"
            testId="certificate-form"
          >
            <CertificateOptionsFields value={effectiveOptions} onChange={setOptions} />
            {mayEmail && <RecipientEmailField value={recipientEmail} onChange={setRecipientEmail} error={emailError} />}
          </TemplateFieldsForm>
        }
      />
    </PageContainer>
  );
}
