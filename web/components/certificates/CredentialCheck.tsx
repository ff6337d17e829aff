// Verify a downloaded credential.json: read the file, POST it, show valid/invalid with a translated
// reason. A file that is not JSON is "malformed" without asking the server.
import { FileJson, FileUp, ShieldCheck, ShieldX } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CREDENTIAL_REASONS, useVerifyCredential, type CredentialAnswer } from "../../lib/certificates.ts";
import { errorText } from "../../lib/request.ts";
import { cn } from "../../lib/utils.ts";
import { Spinner } from "../ui/spinner.tsx";

export const MAX_CREDENTIAL_FILE_BYTES = 256 * 1024;

export function CredentialCheck() {
  const { t } = useTranslation("webCertificates");
  const id = useId();
  const check = useVerifyCredential();
  const [result, setResult] = useState<CredentialAnswer | null>(null);
  const [fileName, setFileName] = useState("");
  const [failure, setFailure] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    setFileName(file.name);
    setResult(null);
    setFailure(null);
    if (file.size > MAX_CREDENTIAL_FILE_BYTES) return setResult({ valid: false, reason: "malformed" });
    let credential: unknown;
    try {
      credential = JSON.parse(await file.text());
    } catch {
      return setResult({ valid: false, reason: "malformed" });
    }
    check.mutate(credential, { onSuccess: setResult, onError: (err) => setFailure(errorText(err, t("credential.failed"))) });
  }

  const reason = result?.reason;
  const reasonText = reason
    ? (CREDENTIAL_REASONS as readonly string[]).includes(reason)
      ? t(`credential.reasons.${reason}`)
      : (result?.message ?? reason)
    : "";

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-3xl border border-border bg-card p-5 sm:p-6" data-testid="credential-check">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <FileJson aria-hidden className="size-5" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="font-extrabold">{t("credential.title")}</h2>
          <p className="text-sm text-muted-foreground">{t("credential.text")}</p>
        </div>
      </div>
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-input px-4 py-6 text-center text-sm transition hover:border-primary hover:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
      >
        {check.isPending ? <Spinner className="text-primary" /> : <FileUp aria-hidden className="size-6 text-muted-foreground" />}
        <span className="font-semibold">{check.isPending ? t("credential.checking") : fileName || t("credential.choose")}</span>
        <span className="text-xs text-muted-foreground">{t("credential.hint")}</span>
        <input
          id={id}
          type="file"
          accept=".json,.jsonld,application/json,application/ld+json"
          className="sr-only"
          data-testid="credential-file"
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </label>
      {failure && <p role="alert" className="text-sm font-medium text-destructive">{failure}</p>}
      {result && (
        <div
          role="status"
          data-testid="credential-result"
          data-valid={String(result.valid)}
          className={cn("flex items-start gap-3 rounded-2xl border p-4", result.valid ? "border-emerald-500/40 bg-emerald-500/10" : "border-red-500/40 bg-red-500/10")}
        >
          {result.valid ? <ShieldCheck aria-hidden className="size-6 shrink-0 text-emerald-600" /> : <ShieldX aria-hidden className="size-6 shrink-0 text-red-600" />}
          <div className="grid gap-0.5 text-sm">
            <p className="font-extrabold">{result.valid ? t("credential.valid") : t("credential.invalid")}</p>
            {reasonText && <p data-testid="credential-reason" data-reason={reason}>{reasonText}</p>}
            {result.revocationReason && <p dir="auto">{t("verify.reason")}: {result.revocationReason}</p>}
          </div>
        </div>
      )}
    </section>
  );
}
