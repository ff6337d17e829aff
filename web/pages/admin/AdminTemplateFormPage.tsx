// /admin/templates/new and /admin/templates/{id}: the template's metadata (kind, category, title,
// description, published), with links to its fields editor and the template editor.
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, ArrowRight, FilePlus2, ListChecks, PencilRuler, Save } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { localizedText, TEMPLATE_KINDS } from "../../../shared/api/templates.ts";
import { V } from "../../../shared/api/validation.ts";
import type { Locale } from "../../../shared/limits.ts";
import { LoadError } from "../../components/LoadError.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useFieldMessage } from "../../components/ui/form-field.tsx";
import { NativeSelect } from "../../components/ui/native-select.tsx";
import { Spinner, FullScreenSpinner } from "../../components/ui/spinner.tsx";
import { LocalizedInputs } from "../../components/admin/LocalizedInputs.tsx";
import { SwitchRow } from "../../components/admin/Switch.tsx";
import { send, useAdminMutation, useAdminQuery } from "../../components/admin/api.ts";
import type { AdminCategory, AdminTemplateDetail, Page } from "../../components/admin/types.ts";
import { directionOf, localized } from "../../lib/i18n.ts";
import { applyServerFieldErrors } from "../../lib/forms.ts";
import { withParam } from "../../lib/templates.ts";
import { categoriesPath } from "./AdminCategoriesPage.tsx";
import { TEMPLATE_PATHS } from "./AdminTemplatesPage.tsx";

const optional = z.object({ ar: z.string().max(1000, { error: `${V.max}|1000` }), en: z.string().max(1000, { error: `${V.max}|1000` }), fr: z.string().max(1000, { error: `${V.max}|1000` }) });
const schema = z.object({
  kind: z.enum(TEMPLATE_KINDS),
  categoryId: z.string().min(1, { error: V.required }),
  title: localizedText,
  description: optional,
  published: z.boolean(),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const empty = { ar: "", en: "", fr: "" };

export function AdminTemplateFormPage() {
  const { templateId } = useParams();
  const detail = useAdminQuery<AdminTemplateDetail>(templateId ? `/api/admin/templates/${encodeURIComponent(templateId)}` : null);
  if (!templateId) return <TemplateForm template={null} />;
  if (detail.isLoading) return <FullScreenSpinner />;
  if (detail.isError || !detail.data) return <LoadError onRetry={() => void detail.refetch()} />;
  return <TemplateForm template={detail.data} />;
}

export function BackLink({ to, label }: { to: string; label: string }) {
  const { i18n } = useTranslation();
  const Back = directionOf(i18n.language as Locale) === "rtl" ? ArrowRight : ArrowLeft;
  return (
    <Link to={to} className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-muted-foreground hover:text-primary">
      <Back aria-hidden className="size-4" />
      {label}
    </Link>
  );
}

function TemplateForm({ template }: { template: AdminTemplateDetail | null }) {
  const { t, i18n } = useTranslation("admin");
  const locale = i18n.language as Locale;
  const navigate = useNavigate();
  const message = useFieldMessage();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    values: template
      ? { kind: template.kind, categoryId: template.categoryId, title: template.title, description: { ...empty, ...template.description }, published: template.published }
      : { kind: "card", categoryId: "", title: empty, description: empty, published: false },
  });
  const kind = form.watch("kind");
  const published = form.watch("published");
  const categoryId = form.watch("categoryId");
  const categories = useAdminQuery<Page<AdminCategory>>(categoriesPath(kind));
  const known = ["kind", "categoryId", "title.ar", "title.en", "title.fr", "description.ar", "description.en", "description.fr"];
  const save = useAdminMutation<Output, AdminTemplateDetail>({
    mutationFn: (v) =>
      template
        ? send("PATCH", `/api/admin/templates/${encodeURIComponent(template.id)}`, { title: v.title, description: v.description, categoryId: v.categoryId, published: v.published })
        : send("POST", "/api/admin/templates", v),
    invalidate: TEMPLATE_PATHS,
    success: t("common.saved"),
    onSuccess: (saved) => {
      if (!template) navigate(`/admin/templates/${encodeURIComponent(saved.id)}`, { replace: true });
    },
    onError: (err) => applyServerFieldErrors(err, form.setError, known),
  });
  const { errors } = form.formState;
  const title = template ? localized(template.title, locale) : t("templateForm.newTitle");

  return (
    <div>
      <BackLink to="/admin/templates" label={t("templateForm.back")} />
      <PageHeader title={title} subtitle={template ? t("templateForm.editSubtitle") : t("templateForm.newSubtitle")} icon={<FilePlus2 />} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <CardContent className="pt-6">
            <form className="grid gap-5" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))} data-testid="template-form">
              <div className="grid items-start gap-4 sm:grid-cols-2">
                <div className="grid gap-1.5">
                  <label htmlFor="template-kind" className="text-sm font-semibold">{t("templates.kind")}</label>
                  <NativeSelect id="template-kind" disabled={!!template} data-testid="template-kind" {...form.register("kind", { onChange: () => form.setValue("categoryId", "") })}>
                    {TEMPLATE_KINDS.map((k) => (
                      <option key={k} value={k}>{t(`kinds.${k}`)}</option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="grid gap-1.5">
                  <label htmlFor="template-category" className="text-sm font-semibold">{t("templates.category")}</label>
                  <NativeSelect
                    id="template-category"
                    aria-invalid={errors.categoryId ? true : undefined}
                    data-testid="template-category"
                    // Controlled: the options arrive after the value, and a registered select would lose it.
                    value={categoryId}
                    onChange={(e) => form.setValue("categoryId", e.target.value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
                  >
                    <option value="">{t("templateForm.chooseCategory")}</option>
                    {(categories.data?.items ?? []).map((c) => (
                      <option key={c.id} value={c.id}>{localized(c.name, locale)}</option>
                    ))}
                  </NativeSelect>
                  {errors.categoryId && <p role="alert" className="text-xs font-medium text-destructive">{message(errors.categoryId.message)}</p>}
                </div>
              </div>
              <LocalizedInputs idPrefix="template-title" testIdPrefix="template-title" label={t("templateForm.titleLabel")} register={(l) => form.register(`title.${l}`)} errors={errors.title} />
              <LocalizedInputs idPrefix="template-description" label={t("templateForm.description")} multiline required={false} register={(l) => form.register(`description.${l}`)} errors={errors.description} />
              <SwitchRow label={t("templateForm.published")} hint={t("templateForm.publishedHint")} checked={published} onCheckedChange={(v) => form.setValue("published", v, { shouldDirty: true })} testId="template-published" />
              <Button type="submit" className="w-fit" disabled={save.isPending} data-testid="template-save">
                {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden />}
                {template ? t("common.save") : t("templateForm.create")}
              </Button>
            </form>
          </CardContent>
        </Card>
        {template && (
          <aside className="grid content-start gap-4">
            <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-2xl border border-border bg-muted">
              <img src={withParam(template.thumbnailUrl, "width", 640)} alt={title} className="max-h-full max-w-full object-contain" data-testid="template-thumbnail" />
            </div>
            <Link to={`/admin/templates/${encodeURIComponent(template.id)}/fields`} className={buttonVariants({ variant: "outline" })} data-testid="template-fields-link">
              <ListChecks aria-hidden />
              {t("templateForm.editFields", { count: template.fields.length })}
            </Link>
            <Link to={`/admin/template-editor/${encodeURIComponent(template.id)}`} className={buttonVariants({ variant: "outline" })} data-testid="template-editor-link">
              <PencilRuler aria-hidden />
              {t("templateForm.editDesign")}
            </Link>
            <p className="text-xs text-muted-foreground">{t("templates.usage", { cards: template.usage.cards, certificates: template.usage.certificates })}</p>
          </aside>
        )}
      </div>
    </div>
  );
}
