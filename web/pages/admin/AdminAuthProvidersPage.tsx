// /admin/settings/auth and /admin/social-auth-settings: social sign-in providers (OpenID Connect).
// The client secret is write-only: the server answers it masked, and it is only sent when replaced.
import { zodResolver } from "@hookform/resolvers/zod";
import { Copy, KeyRound, Plus, Save, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { authProviderInput, MASKED_SECRET, providerId, type AuthProviderInput } from "../../../shared/api/admin.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { FormField, useFieldMessage } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { ListState } from "../../components/admin/ListState.tsx";
import { SwitchRow } from "../../components/admin/Switch.tsx";
import { send, useAdminMutation, useAdminQuery } from "../../components/admin/api.ts";
import type { AuthProvider } from "../../components/admin/types.ts";
import { applyServerFieldErrors } from "../../lib/forms.ts";

const LIST = "/api/admin/auth-providers";
const PATHS = [LIST, "/api/auth/providers"];

export function AdminAuthProvidersPage() {
  const { t } = useTranslation("admin");
  const list = useAdminQuery<AuthProvider[]>(LIST);
  const [added, setAdded] = useState<string[]>([]);
  const [newId, setNewId] = useState("");
  const ids = new Set((list.data ?? []).map((p) => p.id));
  const drafts = added.filter((id) => !ids.has(id));
  const validId = providerId.safeParse(newId.trim()).success;
  const add = () => {
    const id = newId.trim();
    if (!validId || ids.has(id) || drafts.includes(id)) return;
    setAdded([...added, id]);
    setNewId("");
  };
  return (
    <div>
      <PageHeader title={t("auth.title")} subtitle={t("auth.subtitle")} icon={<KeyRound />} />
      <Card className="mb-6">
        <CardContent className="flex flex-wrap items-end gap-2 pt-6">
          <div className="grid min-w-48 flex-1 gap-1.5">
            <label htmlFor="provider-new-id" className="text-sm font-semibold">{t("auth.newId")}</label>
            <Input id="provider-new-id" dir="ltr" list="provider-suggestions" value={newId} onChange={(e) => setNewId(e.target.value.toLowerCase())} onKeyDown={(e) => e.key === "Enter" && add()} placeholder="google" data-testid="provider-new-id" />
            <datalist id="provider-suggestions">
              {["google", "microsoft", "apple", "facebook", "linkedin"].map((s) => <option key={s} value={s} />)}
            </datalist>
            <p className="text-xs text-muted-foreground">{t("auth.newIdHint")}</p>
          </div>
          <Button variant="outline" onClick={add} disabled={!validId} data-testid="provider-add" className="mb-6">
            <Plus aria-hidden />
            {t("auth.add")}
          </Button>
        </CardContent>
      </Card>
      <ListState query={{ ...list, data: list.data ? [...list.data, ...drafts] : undefined }} empty={t("auth.empty")}>
        <div className="grid gap-6">
          {(list.data ?? []).map((p) => <ProviderForm key={p.id} id={p.id} provider={p} />)}
          {drafts.map((id) => <ProviderForm key={id} id={id} provider={null} onDiscard={() => setAdded(added.filter((x) => x !== id))} />)}
        </div>
      </ListState>
    </div>
  );
}

function fieldError(errors: FieldErrors<AuthProviderInput>, name: keyof AuthProviderInput): string | undefined {
  const e = errors[name];
  if (!e?.message) return undefined;
  return e.type === "server" || String(e.message).startsWith("validation:") ? String(e.message) : "validation:invalid";
}

function ProviderForm({ id, provider, onDiscard }: { id: string; provider: AuthProvider | null; onDiscard?: () => void }) {
  const { t } = useTranslation("admin");
  const message = useFieldMessage();
  const [replacing, setReplacing] = useState(!provider?.hasSecret);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const defaults: AuthProviderInput = {
    name: provider?.name ?? id,
    issuer: provider?.issuer ?? "",
    clientId: provider?.clientId ?? "",
    clientSecret: "",
    redirectUri: provider?.redirectUri ?? `${window.location.origin}/api/auth/${id}/callback`,
    scope: provider?.scope ?? "openid email profile",
    enabled: provider?.enabled ?? false,
  };
  const form = useForm<AuthProviderInput>({ resolver: zodResolver(authProviderInput) as never, values: defaults });
  const enabled = form.watch("enabled");
  const redirectUri = form.watch("redirectUri");
  const path = `${LIST}/${encodeURIComponent(id)}`;
  const save = useAdminMutation<AuthProviderInput, AuthProvider>({
    mutationFn: (v) => {
      const { clientSecret, ...rest } = v;
      return send("PUT", path, replacing ? { ...rest, clientSecret } : rest);
    },
    invalidate: PATHS,
    success: t("common.saved"),
    onSuccess: (saved) => {
      setReplacing(!saved.hasSecret);
      onDiscard?.();
    },
    onError: (err) => applyServerFieldErrors(err, form.setError, ["name", "issuer", "clientId", "clientSecret", "redirectUri", "scope", "enabled"]),
  });
  const remove = useAdminMutation<void>({
    mutationFn: () => send("DELETE", path),
    invalidate: PATHS,
    success: t("auth.deleted"),
    onSuccess: () => setConfirmDelete(false),
  });
  const { errors } = form.formState;
  const redirectError = message(fieldError(errors, "redirectUri"));
  const copy = () =>
    void navigator.clipboard?.writeText(redirectUri ?? "").then(
      () => toast({ title: t("auth.copied"), variant: "success" }),
      () => undefined,
    );
  return (
    <Card data-testid={`provider-${id}`}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <bdi dir="ltr" className="font-mono">{id}</bdi>
          <span className={enabled ? "rounded-md bg-primary/10 px-1.5 py-0.5 text-xs text-primary" : "rounded-md bg-muted px-1.5 py-0.5 text-xs text-muted-foreground"}>
            {enabled ? t("auth.enabled") : t("auth.disabled")}
          </span>
        </CardTitle>
        {provider ? (
          <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10" onClick={() => setConfirmDelete(true)} data-testid={`provider-delete-${id}`}>
            <Trash2 aria-hidden />
            {t("common.delete")}
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={onDiscard}>{t("common.cancel")}</Button>
        )}
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField id={`${id}-name`} label={t("auth.name")} error={fieldError(errors, "name")} {...form.register("name")} />
            <FormField id={`${id}-issuer`} dir="ltr" label={t("auth.issuer")} hint={t("auth.issuerHint")} placeholder="https://accounts.google.com" error={fieldError(errors, "issuer")} data-testid={`provider-issuer-${id}`} {...form.register("issuer")} />
            <FormField id={`${id}-client-id`} dir="ltr" label={t("auth.clientId")} error={fieldError(errors, "clientId")} data-testid={`provider-client-id-${id}`} {...form.register("clientId")} />
            {replacing ? (
              <FormField id={`${id}-secret`} dir="ltr" type="password" autoComplete="off" label={t("auth.clientSecret")} hint={provider?.hasSecret ? t("auth.secretReplaceHint") : undefined} error={fieldError(errors, "clientSecret")} data-testid={`provider-secret-${id}`} {...form.register("clientSecret")} />
            ) : (
              <div className="grid gap-1.5">
                <span className="text-sm font-semibold">{t("auth.clientSecret")}</span>
                <div className="flex items-center gap-2">
                  <Input readOnly value={MASKED_SECRET} dir="ltr" aria-label={t("auth.secretStored")} className="font-mono" />
                  <Button variant="outline" onClick={() => setReplacing(true)} data-testid={`provider-replace-secret-${id}`}>{t("auth.replace")}</Button>
                </div>
                <p className="text-xs text-muted-foreground">{t("auth.secretStored")}</p>
              </div>
            )}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-redirect`} className="text-sm font-semibold">{t("auth.redirectUri")}</label>
            {/* The copy button sits beside the (left-to-right) address, never over it, in both directions. */}
            <div className="flex items-center gap-2">
              <Input id={`${id}-redirect`} dir="ltr" aria-invalid={redirectError ? true : undefined} aria-describedby={`${id}-redirect-hint`} data-testid={`provider-redirect-${id}`} {...form.register("redirectUri")} />
              <Button variant="outline" size="icon" className="shrink-0" onClick={copy} aria-label={t("auth.copy")} title={t("auth.copy")}>
                <Copy aria-hidden />
              </Button>
            </div>
            {redirectError ? (
              <p role="alert" className="text-xs font-medium text-destructive">{redirectError}</p>
            ) : (
              <p id={`${id}-redirect-hint`} className="text-xs text-muted-foreground">{t("auth.redirectHint")}</p>
            )}
          </div>
          <FormField id={`${id}-scope`} dir="ltr" label={t("auth.scope")} error={fieldError(errors, "scope")} {...form.register("scope")} />
          <SwitchRow label={t("auth.enable")} hint={t("auth.enableHint")} checked={!!enabled} onCheckedChange={(v) => form.setValue("enabled", v, { shouldDirty: true })} testId={`provider-enabled-${id}`} />
          <Button type="submit" className="w-fit" disabled={save.isPending} data-testid={`settings-save`}>
            {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden />}
            {t("common.save")}
          </Button>
        </form>
      </CardContent>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t("auth.deleteTitle", { id })}
        description={t("auth.deleteText")}
        cancel={t("common.cancel")}
        confirm={t("common.delete")}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </Card>
  );
}
