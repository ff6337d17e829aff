// /cards/{category}/{templateId}[?card={id}]: the generated form beside the live preview. With
// ?card= the form starts from that card's values; saving edits it when the person may, else makes a new card.
import { ArrowLeft, ArrowRight, Info, LayoutGrid, PencilRuler } from "lucide-react";
import { buttonVariants } from "../../components/ui/button.tsx";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { FieldValues } from "../../../shared/api/templates.ts";
import type { Locale } from "../../../shared/limits.ts";
import { TemplateFieldsForm, serverFieldErrors } from "../../components/forms/TemplateFieldsForm.tsx";
import { FormWithPreview } from "../../components/templates/FormWithPreview.tsx";
import { LocalizedText } from "../../components/LocalizedText.tsx";
import { cardDisplayValues } from "../../../shared/format/field-dates.ts";
import { designLocale } from "../../../shared/format/design-locale.ts";
import { LivePreview } from "../../components/templates/LivePreview.tsx";
import { usePageTitle } from "../../components/PageHeader.tsx";
import { FullScreenSpinner } from "../../components/ui/spinner.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { PageContainer } from "../../layout/AppLayout.tsx";
import { cardCategoryHref } from "../../layout/catalog.tsx";
import { cardShareImage, useCard, useSaveCard } from "../../lib/cards.ts";
import { imageFile } from "../../lib/share.ts";
import { directionOf, localized } from "../../lib/i18n.ts";
import { ApiRequestError, errorText } from "../../lib/request.ts";
import { initialValues, previewValues } from "../../lib/templates.ts";
import { useTemplate } from "../../lib/template-design.ts";
import { NotFoundPage } from "../NotFound.tsx";
import { LoadError } from "../../components/LoadError.tsx";
import { loadCardPreviewPage } from "./card-route-chunks.ts";

export function CardFormPage() {
  const { t, i18n } = useTranslation("webCards");
  const locale = i18n.language as Locale;
  const { category = "", templateId = "" } = useParams();
  const [params] = useSearchParams();
  const cardId = params.get("card");
  const navigate = useNavigate();
  const template = useTemplate(templateId);
  const card = useCard(cardId);
  const save = useSaveCard();
  const [live, setLive] = useState<FieldValues>({});
  const onValuesChange = useCallback((v: FieldValues) => setLive({ ...v }), []);
  const title = template.data ? localized(template.data.title, locale) : "";
  usePageTitle(title || undefined);

  const fields = template.data?.fields;
  const editable = !!card.data?.canEdit && card.data.templateId === templateId;
  // Samples and defaults in the design's language, whatever the UI's (shared/format/design-locale.ts).
  const sampleLocale = template.design ? designLocale(template.design, locale) : locale;
  const initial = useMemo(() => (fields ? initialValues(fields, card.data?.values, sampleLocale) : {}), [fields, card.data, sampleLocale]);
  // Dates drawn as the card prints them (server/routes/api/cards/files.ts does the same).
  const shown = useMemo(() => (fields ? cardDisplayValues(fields, previewValues(fields, { ...initial, ...live }, sampleLocale), template.design) : {}), [fields, initial, live, sampleLocale, template.design]);

  // The preview page's scripts, fetched while the visitor types: Create then opens it at once (issue 31).
  const formShown = !!template.data;
  useEffect(() => {
    if (formShown) void loadCardPreviewPage().catch(() => undefined);
  }, [formShown]);

  if (template.isLoading || (cardId && card.isLoading)) return <FullScreenSpinner />;
  const status = template.error instanceof ApiRequestError ? template.error.status : 0;
  if (status === 404 || status === 400 || (template.data && template.data.kind !== "card")) return <NotFoundPage />;
  if (template.isError || !template.data || !template.design) return <LoadError onRetry={() => void template.refetch()} />;

  const Back = directionOf(locale) === "rtl" ? ArrowRight : ArrowLeft;
  const tpl = template.data;

  async function submit(values: FieldValues) {
    try {
      const saved = await save.mutateAsync({ cardId: editable ? cardId ?? undefined : undefined, templateId: tpl.id, values });
      // The picture the preview page's share button sends, on its way while that page loads.
      const share = cardShareImage(saved);
      void imageFile(share.url, share.name);
      navigate(`/preview/${encodeURIComponent(saved.category || tpl.category)}/${encodeURIComponent(tpl.id)}/${encodeURIComponent(saved.id)}`);
    } catch (err) {
      if (Object.keys(serverFieldErrors(err, tpl.fields.map((f) => f.name))).length === 0) {
        toast({ variant: "destructive", title: editable ? t("form.saveFailed") : t("form.failed"), description: errorText(err, t("common.tryAgain")) });
      }
      throw err;
    }
  }

  return (
    <PageContainer className="py-4 sm:py-8">
      <div className="mb-4 grid gap-1 sm:mb-6">
        <Link to={cardCategoryHref(tpl.category || category)} className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-muted-foreground hover:text-foreground">
          <Back aria-hidden className="size-4" />
          {t("form.back")}
        </Link>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl" data-testid="page-title">
          <LocalizedText text={tpl.title} markerClassName="text-xs" />
        </h1>
        <p className="hidden text-sm text-muted-foreground sm:block">{t("form.subtitle")}</p>
        <div className="mt-1 flex flex-wrap gap-2">
          <Link to={`/template-editor-unified/${encodeURIComponent(tpl.id)}`} className={buttonVariants({ variant: "outline", size: "sm" })} data-testid="customize-design">
            <PencilRuler aria-hidden />
            {t("form.customize")}
          </Link>
          <Link to={`/social-template-editor/${encodeURIComponent(tpl.id)}`} className={buttonVariants({ variant: "ghost", size: "sm" })} data-testid="social-formats">
            <LayoutGrid aria-hidden />
            {t("form.socialFormats")}
          </Link>
        </div>
      </div>
      {cardId && card.data && (
        <p className="mb-4 flex items-center gap-2 rounded-xl border border-primary/30 bg-primary/5 px-4 py-3 text-sm" data-testid="edit-notice">
          <Info aria-hidden className="size-4 shrink-0 text-primary" />
          {editable ? t("form.editingNotice") : t("form.copyNotice")}
        </p>
      )}
      <FormWithPreview
        formTitle={t("form.fieldsTitle")}
        preview={<LivePreview design={template.design} values={shown} label={title} maxHeightClass="max-h-[32vh] lg:max-h-[calc(100dvh-18rem)]" />}
        form={
          <TemplateFieldsForm
            key={`${tpl.revisionId}:${card.data?.id ?? "new"}`}
            fields={tpl.fields}
            initial={initial}
            onValuesChange={onValuesChange}
            onSubmit={submit}
            busy={save.isPending}
            submitLabel={save.isPending ? t("form.submitting") : editable ? t("form.save") : cardId ? t("form.saveAsNew") : t("form.submit")}
            submitTestId="card-submit"
            testId="card-form"
          />
        }
      />
    </PageContainer>
  );
}
