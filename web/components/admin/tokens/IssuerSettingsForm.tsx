// Which DID signs new credentials and with which Data Integrity cryptosuite (GET/PUT /api/admin/issuer).
// did:web needs an https PUBLIC_URL (or localhost): when the server says it is unavailable the choice
// is disabled with the reason; a refusal (400) is shown under the form as the server wrote it.
import { Fingerprint, Save } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CRYPTOSUITES, DID_METHODS, type Cryptosuite, type DidMethodSetting, type IssuerSettingsView } from "../../../../shared/api/vc.ts";
import { CopyButton } from "../../share/CopyButton.tsx";
import { LoadError } from "../../LoadError.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { NativeSelect } from "../../ui/native-select.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { send, useAdminMutation, useAdminQuery } from "../api.ts";
import { isolate } from "../bidi.ts";
import { ApiRequestError, errorText } from "../../../lib/request.ts";
import { cn } from "../../../lib/utils.ts";

export const ISSUER_PATH = "/api/admin/issuer";

export function IssuerSettingsForm() {
  const { t } = useTranslation("admin");
  const issuer = useAdminQuery<IssuerSettingsView>(ISSUER_PATH);
  return (
    <Card data-testid="issuer-settings">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Fingerprint aria-hidden className="size-4.5 text-primary" />
          {t("issuer.title")}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{t("issuer.subtitle")}</p>
      </CardHeader>
      <CardContent>
        {issuer.isLoading ? (
          <Skeleton className="h-48" />
        ) : issuer.isError || !issuer.data ? (
          <LoadError onRetry={() => void issuer.refetch()} />
        ) : (
          // A fresh answer from the server (after saving or a refetch) is the new starting point.
          <IssuerForm key={`${issuer.data.didMethod} ${issuer.data.cryptosuite}`} view={issuer.data} />
        )}
      </CardContent>
    </Card>
  );
}

function IssuerForm({ view }: { view: IssuerSettingsView }) {
  const { t } = useTranslation("admin");
  const [didMethod, setDidMethod] = useState<DidMethodSetting>(view.didMethod);
  const [cryptosuite, setCryptosuite] = useState<Cryptosuite>(view.cryptosuite);
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = useAdminMutation<{ didMethod: DidMethodSetting; cryptosuite: Cryptosuite }, IssuerSettingsView>({
    mutationFn: (body) => send("PUT", ISSUER_PATH, body),
    invalidate: [ISSUER_PATH],
    success: t("issuer.saved"),
    onSuccess: () => setRefusal(null),
    onError: (err) => setRefusal(err instanceof ApiRequestError && err.status === 400 ? errorText(err, t("common.tryAgain")) : null),
  });
  const dirty = didMethod !== view.didMethod || cryptosuite !== view.cryptosuite;

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ didMethod, cryptosuite });
      }}
    >
      <div className="grid gap-1.5">
        <span className="text-sm font-semibold">{t("issuer.currentDid")}</span>
        <div className="flex items-start gap-2">
          <code dir="ltr" className="min-w-0 flex-1 select-all break-all rounded-xl border border-border bg-muted px-3 py-2 font-mono text-xs leading-relaxed" data-testid="issuer-did">{view.did}</code>
          <CopyButton text={view.did} label="" aria-label={t("issuer.copyDid")} copiedMessage={t("issuer.copied")} variant="outline" size="icon" className="size-9" />
        </div>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-semibold">{t("issuer.method")}</legend>
        {DID_METHODS.map((m) => {
          const unavailable = m === "web" && !view.didWebAvailable;
          const did = m === "key" ? view.didKey : view.didWeb;
          return (
            <label
              key={m}
              className={cn(
                "flex items-start gap-3 rounded-xl border border-border px-3 py-2.5 has-[:checked]:border-primary has-[:checked]:bg-primary/5",
                unavailable ? "cursor-not-allowed opacity-70" : "cursor-pointer",
              )}
            >
              <input type="radio" name="issuer-method" value={m} className="mt-1 size-4 accent-primary" checked={didMethod === m} disabled={unavailable} aria-describedby={unavailable ? "issuer-web-unavailable" : undefined} onChange={() => setDidMethod(m)} data-testid={`issuer-method-${m}`} />
              <span className="grid min-w-0 gap-0.5">
                <bdi dir="ltr" className="w-fit font-mono text-sm font-bold">did:{m}</bdi>
                <span className="text-xs text-muted-foreground">{t(`issuer.methods.${m}`, { path: isolate("/.well-known/did.json") })}</span>
                {did && <bdi dir="ltr" className="truncate font-mono text-[11px] text-muted-foreground">{did}</bdi>}
                {unavailable && <span id="issuer-web-unavailable" className="text-xs font-semibold text-amber-700 dark:text-amber-300" data-testid="issuer-web-unavailable">{t("issuer.webUnavailable", { setting: isolate("PUBLIC_URL"), scheme: isolate("https") })}</span>}
              </span>
            </label>
          );
        })}
      </fieldset>

      <div className="grid gap-1.5">
        <label htmlFor="issuer-cryptosuite" className="text-sm font-semibold">{t("issuer.cryptosuite")}</label>
        <div className="sm:max-w-xs">
          <NativeSelect id="issuer-cryptosuite" className="font-mono" value={cryptosuite} onChange={(e) => setCryptosuite(e.target.value as Cryptosuite)} data-testid="issuer-cryptosuite">
            {CRYPTOSUITES.map((c) => <option key={c} value={c}>{c}</option>)}
          </NativeSelect>
        </div>
        <p className="text-xs text-muted-foreground">{t("issuer.cryptosuiteHint", { suite: isolate("eddsa-rdfc-2022") })}</p>
      </div>

      {refusal && <p role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-3 text-sm font-semibold text-destructive" data-testid="issuer-refusal">{refusal}</p>}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending || !dirty} data-testid="issuer-save">
          {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden />}
          {t("common.save")}
        </Button>
        <p className="text-xs text-muted-foreground">{t("issuer.note")}</p>
      </div>
    </form>
  );
}
