// SEO fields of one scope (global, or one card/certificate/category): title, description, keywords,
// og:image, canonical URL, noindex and structured data (a JSON object, checked here with JSON.parse
// and again by the server).
import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { V } from "../../../shared/api/validation.ts";
import type { SeoFields } from "../../../shared/api/seo.ts";
import { Button } from "../ui/button.tsx";
import { FormField, useFieldMessage } from "../ui/form-field.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { Textarea } from "../ui/textarea.tsx";
import { ApiRequestError } from "../../lib/request.ts";
import { ImageUpload } from "./ImageUpload.tsx";
import { SwitchRow } from "./Switch.tsx";
import { TagsInput } from "./TagsInput.tsx";
import { send, useAdminMutation } from "./api.ts";

/** "" (none), or JSON text of an object. Returns the problem, or null when usable. */
export function structuredDataProblem(text: string): "json" | "object" | null {
  if (text.trim() === "") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return "json";
  }
  return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? null : "object";
}

const url = (v: string) => v === "" || /^https?:\/\//.test(v);
const schema = z.object({
  title: z.string().trim().max(200, { error: `${V.max}|200` }),
  description: z.string().trim().max(1000, { error: `${V.max}|1000` }),
  keywords: z.array(z.string()).max(50),
  ogImage: z.string().trim().max(2000).refine((v) => url(v) || /^\/api\/uploads\//.test(v), { error: V.invalid }),
  canonicalUrl: z.string().trim().max(2000).refine(url, { error: V.invalid }),
  noIndex: z.boolean(),
  structuredData: z.string().superRefine((v, ctx) => {
    const problem = structuredDataProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: `seo:${problem}` });
  }),
});
type Values = z.infer<typeof schema>;

export function SeoForm({ path, stored }: { path: string; stored: SeoFields }) {
  const { t } = useTranslation("admin");
  const message = useFieldMessage();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: {
      title: stored.title ?? "",
      description: stored.description ?? "",
      keywords: stored.keywords ?? [],
      ogImage: stored.ogImage ?? "",
      canonicalUrl: stored.canonicalUrl ?? "",
      noIndex: !!stored.noIndex,
      structuredData: stored.structuredData && Object.keys(stored.structuredData).length ? JSON.stringify(stored.structuredData, null, 2) : "",
    },
  });
  const save = useAdminMutation<Values>({
    mutationFn: (v) => send("PUT", path, { ...v, structuredData: v.structuredData.trim() ? JSON.parse(v.structuredData) : {} }),
    invalidate: ["/api/admin/seo", "/api/seo"],
    success: t("common.saved"),
    onError: (err) => {
      if (!(err instanceof ApiRequestError) || !err.fields) return;
      for (const [name, msg] of Object.entries(err.fields)) {
        const key = name.split(".")[0] as keyof Values;
        if (key in schema.shape) form.setError(key, { type: "server", message: msg });
      }
    },
  });
  const { errors } = form.formState;
  const sdError = errors.structuredData?.message;
  const sdText = sdError?.startsWith("seo:") ? t(`seo.${sdError.slice(4) === "json" ? "invalidJson" : "notObject"}`) : message(sdError);
  const noIndex = form.watch("noIndex");
  const ogImage = form.watch("ogImage");
  return (
    <form noValidate className="grid gap-5" onSubmit={form.handleSubmit((v) => save.mutate(v))} data-testid="seo-form">
      <FormField id="seo-title" label={t("seo.fields.title")} hint={t("seo.inheritHint")} error={errors.title?.message} data-testid="seo-title" {...form.register("title")} />
      <div className="grid gap-1.5">
        <label htmlFor="seo-description" className="text-sm font-semibold">{t("seo.fields.description")}</label>
        <Textarea id="seo-description" data-testid="seo-description" {...form.register("description")} />
        {errors.description && <p role="alert" className="text-xs text-destructive">{message(errors.description.message)}</p>}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="seo-keywords" className="text-sm font-semibold">{t("seo.fields.keywords")}</label>
        <Controller control={form.control} name="keywords" render={({ field }) => <TagsInput id="seo-keywords" value={field.value} onChange={field.onChange} testId="seo-keywords" />} />
        <p className="text-xs text-muted-foreground">{t("seo.keywordsHint")}</p>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <ImageUpload id="seo-og-upload" label={t("seo.fields.ogImage")} value={ogImage.startsWith("/api/uploads/") ? ogImage : ""} onChange={(u) => form.setValue("ogImage", u, { shouldDirty: true })} />
        <FormField id="seo-og-image" dir="ltr" label={t("seo.ogImageUrl")} error={errors.ogImage?.message} data-testid="seo-og-image" {...form.register("ogImage")} />
      </div>
      <FormField id="seo-canonical" dir="ltr" label={t("seo.fields.canonicalUrl")} placeholder="https://" error={errors.canonicalUrl?.message} data-testid="seo-canonical" {...form.register("canonicalUrl")} />
      <SwitchRow label={t("seo.fields.noIndex")} hint={t("seo.noIndexHint")} checked={noIndex} onCheckedChange={(v) => form.setValue("noIndex", v, { shouldDirty: true })} testId="seo-noindex" />
      <div className="grid gap-1.5">
        <label htmlFor="seo-structured" className="text-sm font-semibold">{t("seo.fields.structuredData")}</label>
        <Textarea
          id="seo-structured"
          dir="ltr"
          spellCheck={false}
          className="min-h-40 font-mono text-xs"
          placeholder={'{ "@context": "https://schema.org", "@type": "Organization" }'}
          aria-invalid={sdText ? true : undefined}
          aria-describedby={sdText ? "seo-structured-error" : undefined}
          data-testid="seo-structured-data"
          {...form.register("structuredData")}
        />
        {sdText ? (
          <p id="seo-structured-error" role="alert" className="text-xs font-medium text-destructive" data-testid="seo-structured-error">{sdText}</p>
        ) : (
          <p className="text-xs text-muted-foreground">{t("seo.structuredHint")}</p>
        )}
      </div>
      <Button type="submit" className="w-fit" disabled={save.isPending} data-testid="settings-save">
        {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden />}
        {t("common.save")}
      </Button>
    </form>
  );
}
