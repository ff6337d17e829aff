// The template field editor (SPEC §3): an ordered list of fields, add/remove/reorder, client checks
// with the shared schema, save → PUT /api/admin/templates/{id}/fields (server `fields` errors are
// put under the inputs) and, beside it, the preview the page passes in (inside the form context).
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Save } from "lucide-react";
import { FormProvider, useFieldArray, useForm, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { TemplateField } from "../../../../shared/api/templates.ts";
import { Button } from "../../ui/button.tsx";
import { useFieldMessage } from "../../ui/form-field.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { send, useAdminMutation } from "../api.ts";
import { FieldCard } from "./FieldCard.tsx";
import { fieldsFormSchema, newField, serverFieldErrors, toFormValues, toPayload, type FieldsFormOutput, type FieldsFormValues } from "./fieldsForm.ts";

export interface SavedFields {
  fields: TemplateField[];
  revisionId: string;
}

export function FieldEditor({ templateId, fields, preview }: { templateId: string; fields: TemplateField[]; preview?: React.ReactNode }) {
  const { t } = useTranslation("admin");
  const message = useFieldMessage();
  const form = useForm<FieldsFormValues, unknown, FieldsFormOutput>({ resolver: zodResolver(fieldsFormSchema), defaultValues: toFormValues(fields) });
  const list = useFieldArray({ control: form.control, name: "fields" });
  const path = `/api/admin/templates/${encodeURIComponent(templateId)}`;
  const save = useAdminMutation<FieldsFormOutput, SavedFields>({
    mutationFn: (values) => send("PUT", `${path}/fields`, toPayload(values)),
    invalidate: [path, "/api/admin/templates", `/api/templates/${encodeURIComponent(templateId)}`],
    success: t("fields.saved"),
    onSuccess: (saved) => form.reset(toFormValues(saved.fields)),
    onError: (err) => {
      for (const [name, msg] of serverFieldErrors(err)) form.setError(name as Path<FieldsFormValues>, { type: "server", message: msg });
    },
  });
  const rootError = form.formState.errors.fields?.root?.message ?? form.formState.errors.fields?.message;

  return (
    <FormProvider {...form}>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))} className="grid content-start gap-4" data-testid="field-editor">
          {list.fields.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-border px-4 py-10 text-center text-sm text-muted-foreground" data-testid="fields-empty">{t("fields.empty")}</p>
          ) : (
            <ol className="grid grid-cols-1 gap-4">
              {list.fields.map((f, i) => (
                <FieldCard key={f.id} index={i} total={list.fields.length} onMove={(from, to) => list.move(from, to)} onRemove={() => list.remove(i)} />
              ))}
            </ol>
          )}
          {rootError && <p role="alert" className="text-sm font-semibold text-destructive" data-testid="fields-error">{message(rootError)}</p>}
          <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-2 border-t border-border bg-background/90 px-1 py-3 backdrop-blur">
            <Button variant="outline" onClick={() => list.append(newField(form.getValues("fields")))} disabled={list.fields.length >= 50} data-testid="field-add">
              <Plus aria-hidden />
              {t("fields.add")}
            </Button>
            <Button type="submit" disabled={save.isPending} data-testid="field-save">
              {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden />}
              {t("fields.save")}
            </Button>
            {form.formState.isDirty && <span className="text-xs font-semibold text-muted-foreground" data-testid="fields-unsaved">{t("fields.unsaved")}</span>}
          </div>
        </form>
        {preview && <aside className="order-first mx-auto w-full max-w-xs xl:order-none xl:max-w-none"><div className="sticky top-24">{preview}</div></aside>}
      </div>
    </FormProvider>
  );
}
