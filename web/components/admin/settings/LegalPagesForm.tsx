// Settings → Pages: the privacy and terms texts in Markdown, one field per language ("" = the
// default text shipped for that language). Rendered by the server without raw HTML.
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { ExternalLink, Save } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LEGAL_PAGES, type LegalPagesSettings } from "../../../../shared/api/pages.ts";
import { LOCALES } from "../../../../shared/limits.ts";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { applyServerFieldErrors } from "../../../lib/forms.ts";
import { send, useAdminMutation, useAdminQuery } from "../api.ts";

const LANGUAGE_NAMES = { ar: "العربية", en: "English", fr: "Français" } as const;

export function LegalPagesForm() {
  const { t } = useTranslation("pages");
  const current = useAdminQuery<LegalPagesSettings>("/api/admin/pages");
  const form = useForm<LegalPagesSettings>();
  useEffect(() => {
    if (current.data) form.reset(current.data);
  }, [current.data, form]);
  const save = useAdminMutation<LegalPagesSettings, LegalPagesSettings>({
    mutationFn: (v) => send("PUT", "/api/admin/pages", v),
    invalidate: ["/api/admin/pages", "/api/pages"],
    success: t("admin.saved"),
    onError: (err) => applyServerFieldErrors(err, form.setError, LEGAL_PAGES.flatMap((p) => LOCALES.map((l) => `${p}.${l}`))),
  });
  if (!current.data) return <Spinner />;
  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} className="grid gap-6" data-testid="legal-pages-form">
      {LEGAL_PAGES.map((page) => (
        <fieldset key={page} className="grid gap-3">
          <legend className="flex items-center gap-3 pb-1 text-base font-bold">
            {t(`admin.${page}`)}
            <a href={`/${page}`} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-xs font-semibold text-primary hover:underline">
              <ExternalLink aria-hidden className="size-3.5" />
              {t("admin.open")}
            </a>
          </legend>
          <div className="grid gap-3 lg:grid-cols-3">
            {LOCALES.map((locale) => (
              <label key={locale} className="grid gap-1.5 text-sm font-semibold">
                {LANGUAGE_NAMES[locale]}
                <Textarea rows={10} dir={locale === "ar" ? "rtl" : "ltr"} lang={locale} className="font-mono text-xs" data-testid={`legal-${page}-${locale}`} {...form.register(`${page}.${locale}`)} />
                {form.formState.errors[page]?.[locale]?.message && <span className="text-xs text-destructive">{form.formState.errors[page]?.[locale]?.message}</span>}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Button type="submit" className="w-fit" disabled={save.isPending} data-testid="legal-pages-save">
        {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden />}
        {t("admin.save")}
      </Button>
    </form>
  );
}
