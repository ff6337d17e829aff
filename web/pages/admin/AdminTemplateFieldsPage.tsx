// /admin/templates/{id}/fields: the field editor with a live preview beside it (the template's design
// drawn with the unsaved fields' values); the saved thumbnail shows while that first drawing loads.
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
import { FieldsLivePreview } from "../../components/admin/fields/FieldsLivePreview.tsx";
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
          <FieldsLivePreview
            design={tpl.design}
            kind={tpl.kind}
            thumbnailUrl={withParam(tpl.thumbnailUrl, "width", 720)}
            width={tpl.width}
            height={tpl.height}
            label={title}
            hint={t("fields.previewHint")}
          />
        }
      />
    </div>
  );
}
