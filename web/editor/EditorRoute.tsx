// Every editor route of SPEC §2 lands here and opens the one editor in the mode that fits: an admin
// edits the template (or starts a new one when the route has no id); anyone else remixes a card
// template into a card of their own. /social-template-editor adds the social formats bar.
import "./i18n.ts";
import { useMemo } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { TemplateField } from "../../shared/api/templates.ts";
import type { Locale } from "../../shared/limits.ts";
import { safeParseDesign } from "../../shared/design/migrations.ts";
import { FullScreenSpinner } from "../components/ui/spinner.tsx";
import { toast } from "../components/ui/use-toast.ts";
import { LoadError } from "../components/LoadError.tsx";
import { useAdminQuery } from "../components/admin/api.ts";
import { usePageTitle } from "../components/PageHeader.tsx";
import { useCard } from "../lib/cards.ts";
import { localized } from "../lib/i18n.ts";
import { ApiRequestError } from "../lib/request.ts";
import { useUser } from "../lib/session.ts";
import { initialValues } from "../lib/templates.ts";
import { designLocale } from "../../shared/format/design-locale.ts";
import { useTemplate } from "../lib/template-design.ts";
import { uploadImage } from "../lib/uploads.ts";
import { uploadToLibrary } from "./libraryApi.ts";
import { NotFoundPage } from "../pages/NotFound.tsx";
import { Editor, type EditorWork } from "./Editor.tsx";
import { adminTemplateApi, remixApi, type AdminTemplate } from "./editorApi.ts";
import { NewTemplateSetup } from "./NewTemplateSetup.tsx";
import { TemplatePicker } from "./TemplatePicker.tsx";
import { browserDraftStore } from "./useAutosave.ts";

export function EditorRoute() {
  const params = useParams();
  const id = params.id ?? params.templateId;
  const social = useLocation().pathname.startsWith("/social-template-editor");
  const { user, isAdmin, isLoading } = useUser();
  if (isLoading) return <FullScreenSpinner />;
  if (isAdmin && user) return id ? <AdminTemplateEditor id={id} social={social} /> : <NewTemplateSetup />;
  return id ? <RemixEditor templateId={id} social={social} /> : <TemplatePicker />;
}

function AdminTemplateEditor({ id, social }: { id: string; social: boolean }) {
  const { i18n } = useTranslation("editor");
  const navigate = useNavigate();
  const query = useAdminQuery<AdminTemplate>(`/api/admin/templates/${encodeURIComponent(id)}`);
  const api = useMemo(() => adminTemplateApi(id), [id]);
  const source = query.data;
  const conflict = useMemo(() => source && {
    loadNewer: api.newer,
    async saveCopy({ design: d, fields }: EditorWork) {
      const copy = await api.saveCopy(source, d, fields, (text) => `${text} ${i18n.t("editor:conflict.copySuffix")}`.slice(0, 300));
      toast({ title: i18n.t("editor:conflict.copySaved") });
      return () => navigate(`/admin/template-editor/${encodeURIComponent(copy.id)}`);
    },
  }, [api, source, i18n, navigate]);
  const title = query.data ? localized(query.data.title, i18n.language as Locale) : "";
  usePageTitle(title || undefined);
  const design = useMemo(() => (query.data ? safeParseDesign(query.data.design) : null), [query.data]);
  if (query.isLoading) return <FullScreenSpinner />;
  if (query.error instanceof ApiRequestError && query.error.status === 404) return <NotFoundPage />;
  if (!query.data || !design?.success) return <LoadError onRetry={() => void query.refetch()} />;
  return (
    <Editor
      key={query.data.revisionId}
      mode="template"
      templateId={id}
      social={social}
      kind={query.data.kind}
      title={title}
      exitTo="/admin/templates"
      initial={{ design: design.data, fields: query.data.fields, values: {}, base: query.data.revisionId }}
      drafts={api.drafts}
      upload={(file) => uploadToLibrary(file, "mine")} // what an admin uploads here is kept in their library too
      conflict={conflict || undefined}
      onSave={async ({ design: d, fields, base }) => {
        await api.save(d, fields, base ?? query.data!.revisionId);
        toast({ title: i18n.t("editor:saved") });
      }}
    />
  );
}

function RemixEditor({ templateId, social }: { templateId: string; social: boolean }) {
  const { t, i18n } = useTranslation("editor");
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const cardId = search.get("card");
  const signedIn = !!useUser().user;
  const template = useTemplate(templateId);
  const card = useCard(cardId);
  const drafts = useMemo(() => browserDraftStore(`bitaqa.editor.${templateId}${cardId ? `.${cardId}` : ""}`), [templateId, cardId]);
  const title = template.data ? localized(template.data.title, i18n.language as Locale) : "";
  usePageTitle(title || undefined);
  const editable = !!card.data?.canEdit && card.data.templateId === templateId;
  const initial = useMemo(() => {
    if (!template.data || !template.design) return null;
    const own = card.data?.design ? safeParseDesign(card.data.design) : null;
    const fields: TemplateField[] = template.data.fields;
    const base = editable ? card.data?.updatedAt : undefined;
    const design = own?.success ? own.data : template.design;
    // A new card starts with the defaults in the design's language (an Arabic card's Arabic message in the English UI).
    return { design, fields, values: initialValues(fields, card.data?.values, designLocale(design, i18n.language as Locale)), base };
  }, [template.data, template.design, card.data, editable, i18n.language]);
  const conflict = useMemo(() => editable && cardId ? {
    loadNewer: () => remixApi.newer(cardId),
    async saveCopy({ design, values }: EditorWork) {
      const copy = await remixApi.save({ cardId: null, templateId, values, design });
      toast({ title: t("conflict.copySaved") });
      return () => navigate(`/preview/${encodeURIComponent(copy.category)}/${encodeURIComponent(templateId)}/${encodeURIComponent(copy.id)}`);
    },
  } : undefined, [editable, cardId, templateId, t, navigate]);
  if (template.isLoading || (cardId && card.isLoading)) return <FullScreenSpinner />;
  const status = template.error instanceof ApiRequestError ? template.error.status : 0;
  if (status === 404 || status === 400) return <NotFoundPage />;
  if (template.data?.kind === "certificate") return <TemplatePicker notice={t("remix.certificatesAdminOnly")} />;
  if (!template.data || !initial) return <LoadError onRetry={() => void template.refetch()} />;
  const tpl = template.data;
  return (
    <Editor
      mode="remix"
      social={social}
      kind="card"
      title={title}
      exitTo={`/cards/${encodeURIComponent(tpl.category)}/${encodeURIComponent(tpl.id)}`}
      initial={initial}
      startsSaved={editable}
      drafts={drafts}
      // Signed in: every upload also lands in "My uploads" (as in Canva), ready for the next design.
      upload={(file) => (signedIn ? uploadToLibrary(file, "mine") : uploadImage(file))}
      conflict={conflict}
      onSave={async ({ design, values, base }) => {
        const saved = await remixApi.save({ cardId: editable ? cardId : null, base, templateId: tpl.id, values, design });
        toast({ title: t("remix.saved") });
        return () => navigate(`/preview/${encodeURIComponent(saved.category || tpl.category)}/${encodeURIComponent(tpl.id)}/${encodeURIComponent(saved.id)}`);
      }}
    />
  );
}
