// /admin/templates/{id}/fields: the field editor with the template's rendered thumbnail beside it;
// the thumbnail URL carries the revision id, so saving (a new revision) refreshes it.
import { ListChecks } from "lucide-react";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { Locale } from "../../../shared/limits.ts";
import { LoadError } from "../../components/LoadError.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { FullScreenSpinner } from "../../components/ui/spinner.tsx";
import { isolate } from "../../components/admin/bidi.ts";
import { useAdminQuery } from "../../components/admin/api.ts";
import { FieldEditor } from "../../components/admin/fields/FieldEditor.tsx";
import type { AdminTemplateDetail } from "../../components/admin/types.ts";
import { localized } from "../../lib/i18n.ts";
import { withParam } from "../../lib/templates.ts";
import { BackLink } from "./AdminTemplateFormPage.tsx";

export function AdminTemplateFieldsPage() {
  const { t, i18n } = useTranslation("admin");
  const { templateId = "" } = useParams();
  const detail = useAdminQuery<AdminTemplateDetail>(`/api/admin/templates/${encodeURIComponent(templateId)}`);
  if (detail.isLoading) return <FullScreenSpinner />;
  if (detail.isError || !detail.data) return <LoadError onRetry={() => void detail.refetch()} />;
  const tpl = detail.data;
  const title = localized(tpl.title, i18n.language as Locale);
  return (
    <div>
      <BackLink to={`/admin/templates/${encodeURIComponent(tpl.id)}`} label={title} />
      <PageHeader title={t("fields.title")} subtitle={t("fields.subtitle", { title: isolate(title) })} icon={<ListChecks />} />
      <FieldEditor
        key={tpl.revisionId}
        templateId={tpl.id}
        fields={tpl.fields}
        preview={
          <figure className="grid gap-2">
            <div className="flex items-center justify-center overflow-hidden rounded-2xl border border-border bg-muted" style={{ aspectRatio: tpl.width && tpl.height ? `${tpl.width} / ${tpl.height}` : "4 / 3" }}>
              <img src={withParam(tpl.thumbnailUrl, "width", 720)} alt={title} className="h-full w-full object-contain" data-testid="fields-preview" />
            </div>
            <figcaption className="text-xs text-muted-foreground">{t("fields.previewHint")}</figcaption>
          </figure>
        }
      />
    </div>
  );
}
