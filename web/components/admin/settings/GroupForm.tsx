// Loads one settings group, edits it with its shared zod schema and PUTs the whole group back.
// The group forms only lay out inputs; loading, checking, saving and server errors live here.
import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import type { ReactNode } from "react";
import { useForm, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { settingsGroupSchemas, type SettingsGroup } from "../../../../shared/api/admin.ts";
import { LoadError } from "../../LoadError.tsx";
import { Button } from "../../ui/button.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { ApiRequestError } from "../../../lib/request.ts";
import { send, useAdminMutation, useAdminQuery } from "../api.ts";

export type AnyForm = UseFormReturn<FieldValues>;

export function GroupForm({ group, children, prepare }: {
  group: SettingsGroup;
  children: (form: AnyForm) => ReactNode;
  /** Fills what the stored value may lack so every input is controlled. */
  prepare?: (stored: FieldValues) => FieldValues;
}) {
  const path = `/api/admin/settings/${group}`;
  const stored = useAdminQuery<FieldValues>(path);
  if (stored.isLoading) return <Skeleton className="h-80" />;
  if (stored.isError || !stored.data) return <LoadError onRetry={() => void stored.refetch()} />;
  return (
    <LoadedForm group={group} path={path} values={prepare ? prepare(stored.data) : stored.data}>
      {children}
    </LoadedForm>
  );
}

function LoadedForm({ group, path, values, children }: { group: SettingsGroup; path: string; values: FieldValues; children: (form: AnyForm) => ReactNode }) {
  const { t } = useTranslation("admin");
  const form = useForm<FieldValues>({ resolver: zodResolver(settingsGroupSchemas[group] as never), values });
  const save = useAdminMutation<FieldValues>({
    mutationFn: (v) => send("PUT", path, v),
    invalidate: ["/api/admin/settings", "/api/settings/public"],
    success: t("common.saved"),
    onError: (err) => {
      if (err instanceof ApiRequestError && err.fields) {
        for (const [name, message] of Object.entries(err.fields)) form.setError(name as Path<FieldValues>, { type: "server", message });
      }
    },
  });
  return (
    <form noValidate className="grid gap-5" onSubmit={form.handleSubmit((v) => save.mutate(v))} data-testid={`settings-form-${group}`}>
      {children(form)}
      <Button type="submit" className="w-fit" disabled={save.isPending} data-testid="settings-save">
        {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden />}
        {t("common.save")}
      </Button>
    </form>
  );
}

/** Reads a nested error message ("contact.email") from the form state. */
export function errorAt(form: AnyForm, path: string): string | undefined {
  const found = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], form.formState.errors);
  const error = found as { message?: string; type?: string } | undefined;
  if (!error?.message) return undefined;
  // zod's own English texts (number ranges, URLs) become the catalogue's "invalid value".
  if (error.type !== "server" && !error.message.startsWith("validation:")) return "validation:invalid";
  return error.message;
}
