// An editor route without an id, opened by an admin: choose kind, category, canvas size and a title,
// then the template is created (unpublished) and the editor opens on it.
import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { Page } from "../../shared/api/admin.ts";
import type { LocalizedText, TemplateKind } from "../../shared/api/templates.ts";
import { canvasFromPreset, CANVAS_PRESETS } from "../../shared/design/presets.ts";
import type { Locale } from "../../shared/limits.ts";
import { useAdminQuery } from "../components/admin/api.ts";
import { Button } from "../components/ui/button.tsx";
import { toast } from "../components/ui/use-toast.ts";
import { PageContainer } from "../layout/AppLayout.tsx";
import { localized } from "../lib/i18n.ts";
import { apiRequest, errorText } from "../lib/request.ts";
import { SelectField, TextField } from "./panels/controls.tsx";

interface AdminCategory {
  id: string;
  slug: string;
  name: LocalizedText;
}

export function NewTemplateSetup() {
  const { t, i18n } = useTranslation("editor");
  const navigate = useNavigate();
  const [kind, setKind] = useState<TemplateKind>("card");
  const [categoryId, setCategoryId] = useState("");
  const [preset, setPreset] = useState("square-1080");
  const [title, setTitle] = useState("");
  const [busy, setBusy] = useState(false);
  const cats = useAdminQuery<Page<AdminCategory>>(`/api/admin/categories?kind=${kind}&pageSize=100`);
  const items = cats.data?.items ?? [];
  const chosen = categoryId && items.some((c) => c.id === categoryId) ? categoryId : (items[0]?.id ?? "");

  const create = async () => {
    if (!title.trim() || !chosen) return;
    setBusy(true);
    try {
      const design = { version: 2, canvas: canvasFromPreset(preset), background: { type: "color", color: "#ffffff" }, layers: [] };
      const created = await apiRequest<{ id: string }>("POST", "/api/admin/templates", { kind, categoryId: chosen, title: { ar: title.trim(), en: "", fr: "" }, design });
      navigate(`/admin/template-editor/${encodeURIComponent(created.id)}`, { replace: true });
    } catch (err) {
      toast({ variant: "destructive", title: t("errors.saveFailed"), description: errorText(err, t("errors.tryAgain")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageContainer className="py-8">
      <form
        className="mx-auto grid max-w-lg gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
        data-testid="new-template"
      >
        <h1 className="text-2xl font-extrabold">{t("setup.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("setup.intro")}</p>
        <SelectField<TemplateKind>
          label={t("setup.kind")}
          value={kind}
          options={[
            { value: "card", label: t("setup.card") },
            { value: "certificate", label: t("setup.certificate") },
          ]}
          onChange={(k) => {
            setKind(k);
            setPreset(k === "certificate" ? "a4-landscape" : "square-1080");
          }}
        />
        <SelectField label={t("setup.category")} value={chosen} options={items.map((c) => ({ value: c.id, label: localized(c.name, i18n.language as Locale) || c.slug }))} onChange={setCategoryId} />
        <SelectField label={t("doc.preset")} value={preset} options={CANVAS_PRESETS.map((p) => ({ value: p.id, label: `${t(`presets.${p.id}`, { defaultValue: p.id })} · ${p.width}\u200e×\u200e${p.height}` }))} onChange={setPreset} />
        <TextField label={t("setup.name")} value={title} onCommit={setTitle} testId="new-template-title" />
        <Button type="submit" disabled={busy || !chosen} data-testid="new-template-create">
          {t("setup.create")}
        </Button>
      </form>
    </PageContainer>
  );
}
