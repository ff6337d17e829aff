// Create an API token: a name and its scopes, then the secret — answered by the server this one
// time (only its hash is stored) — in a monospace box with a copy button and a warning. Closing the
// dialog drops the secret from memory; it cannot be shown again.
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { API_TOKEN_SCOPES, createApiTokenInput, type ApiTokenScope, type CreatedApiToken } from "../../../../shared/api/vc.ts";
import { Button } from "../../ui/button.tsx";
import { FormField, useFieldMessage } from "../../ui/form-field.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { AdminDialog } from "../AdminDialog.tsx";
import { SecretShownOnce } from "../SecretShownOnce.tsx";
import { send, useAdminMutation } from "../api.ts";
import { ApiRequestError } from "../../../lib/request.ts";

export const TOKENS_PATH = "/api/admin/api-tokens";

export function CreateTokenDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("admin");
  const message = useFieldMessage();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiTokenScope[]>(["certificates:issue"]);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  const create = useAdminMutation<{ name: string; scopes: ApiTokenScope[] }, CreatedApiToken>({
    mutationFn: (body) => send("POST", TOKENS_PATH, body),
    invalidate: [TOKENS_PATH],
    success: t("apiTokens.created"),
    onSuccess: (result) => setCreated(result),
    onError: (err) => {
      if (err instanceof ApiRequestError && err.fields) setErrors({ name: err.fields.name, scopes: err.fields.scopes });
    },
  });

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    // Forget everything, the secret above all.
    setCreated(null);
    setName("");
    setScopes(["certificates:issue"]);
    setErrors({});
    create.reset();
    onOpenChange(false);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = createApiTokenInput.safeParse({ name, scopes });
    if (!parsed.success) {
      const at = (key: string) => parsed.error.issues.find((i) => i.path[0] === key)?.message;
      return setErrors({ name: at("name"), scopes: at("scopes") });
    }
    setErrors({});
    create.mutate(parsed.data);
  };

  const toggle = (scope: ApiTokenScope, on: boolean) => setScopes((s) => (on ? [...s.filter((x) => x !== scope), scope] : s.filter((x) => x !== scope)));

  if (created) {
    return (
      <AdminDialog open={open} onOpenChange={close} title={t("apiTokens.secretTitle")} description={t("apiTokens.secretText", { name: created.apiToken.name })} testId="api-token-secret-dialog">
        <SecretShownOnce secret={created.token} warning={t("apiTokens.secretWarning")} copyLabel={t("apiTokens.copy")} copiedMessage={t("apiTokens.copied")} doneLabel={t("apiTokens.done")} onDone={() => close(false)} testId="api-token" />
      </AdminDialog>
    );
  }

  return (
    <AdminDialog open={open} onOpenChange={close} title={t("apiTokens.createTitle")} description={t("apiTokens.createText")} testId="api-token-dialog">
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FormField id="api-token-name" label={t("apiTokens.name")} hint={t("apiTokens.nameHint")} value={name} maxLength={100} autoComplete="off" error={errors.name} onChange={(e) => setName(e.target.value)} data-testid="api-token-name" />
        <fieldset className="grid gap-2" aria-describedby={errors.scopes ? "api-token-scopes-error" : undefined}>
          <legend className="mb-1.5 text-sm font-semibold">{t("apiTokens.scopes")}</legend>
          {API_TOKEN_SCOPES.map((scope) => (
            <label key={scope} className="flex cursor-pointer items-start gap-3 rounded-xl border border-border px-3 py-2.5 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
              <input type="checkbox" className="mt-1 size-4 accent-primary" checked={scopes.includes(scope)} onChange={(e) => toggle(scope, e.target.checked)} data-testid={`api-token-scope-${scope}`} />
              <span className="grid gap-0.5">
                <bdi dir="ltr" className="font-mono text-sm font-bold">{scope}</bdi>
                <span className="text-xs text-muted-foreground">{t(`apiTokens.scopeHelp.${scope}`)}</span>
              </span>
            </label>
          ))}
          {errors.scopes && <p id="api-token-scopes-error" role="alert" className="text-xs font-medium text-destructive">{message(errors.scopes)}</p>}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => close(false)}>{t("common.cancel")}</Button>
          <Button type="submit" disabled={create.isPending} data-testid="api-token-submit">
            {create.isPending ? <Spinner className="size-4" /> : <KeyRound aria-hidden />}
            {t("apiTokens.submit")}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
