// Create a category (slug + names) or rename one (names in ar/en/fr).
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { categorySlug } from "../../../shared/api/admin.ts";
import { localizedText, type TemplateKind } from "../../../shared/api/templates.ts";
import { Button } from "../ui/button.tsx";
import { FormField } from "../ui/form-field.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { applyServerFieldErrors } from "../../lib/forms.ts";
import { AdminDialog } from "./AdminDialog.tsx";
import { LocalizedInputs } from "./LocalizedInputs.tsx";
import { SwitchRow } from "./Switch.tsx";
import { send, useAdminMutation } from "./api.ts";
import type { AdminCategory } from "./types.ts";

const schema = z.object({ slug: categorySlug, name: localizedText, hidden: z.boolean() });
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

export const CATEGORY_PATHS = ["/api/admin/categories", "/api/categories", "/api/admin/stats"] as const;

export function CategoryDialog({ kind, editing, open, onOpenChange }: { kind: TemplateKind; editing: AdminCategory | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("admin");
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    values: editing ? { slug: editing.slug, name: editing.name, hidden: editing.hidden } : { slug: "", name: { ar: "", en: "", fr: "" }, hidden: false },
  });
  const save = useAdminMutation<Output, AdminCategory>({
    mutationFn: (v) =>
      editing
        ? send("PATCH", `/api/admin/categories/${encodeURIComponent(editing.id)}`, { name: v.name })
        : send("POST", "/api/admin/categories", { kind, slug: v.slug, name: v.name, hidden: v.hidden }),
    invalidate: CATEGORY_PATHS,
    success: t("common.saved"),
    onSuccess: () => onOpenChange(false),
    onError: (err) => applyServerFieldErrors(err, form.setError, ["slug", "name.ar", "name.en", "name.fr"]),
  });
  const { errors } = form.formState;
  const hidden = form.watch("hidden");
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t("categories.editTitle") : t(`categories.createTitle.${kind}`)}
      testId="category-dialog"
    >
      <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <FormField
          id="category-slug"
          label={t("categories.slug")}
          hint={t("categories.slugHint")}
          dir="ltr"
          disabled={!!editing}
          data-testid="category-slug"
          error={errors.slug?.message}
          {...form.register("slug")}
        />
        <LocalizedInputs
          idPrefix="category-name"
          testIdPrefix="category-name"
          label={t("categories.name")}
          register={(l) => form.register(`name.${l}`)}
          errors={errors.name}
        />
        {!editing && (
          <SwitchRow label={t("categories.hidden")} hint={t("categories.hiddenHint")} checked={hidden} onCheckedChange={(v) => form.setValue("hidden", v)} />
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={save.isPending} data-testid="category-save">
            {save.isPending && <Spinner className="size-4" />}
            {t("common.save")}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
