// /certificates/verify/{code} (and /certificates/verify): the code form, the status panel for the
// code in the URL, the credential-file check and a link to the baked-image check. A mistyped code never reaches the server.
import { FileImage, FileJson, ShieldCheck } from "lucide-react";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { CredentialCheck } from "../../components/certificates/CredentialCheck.tsx";
import { checkTypedCode, VerifyForm } from "../../components/certificates/VerifyForm.tsx";
import { VerifyStatusPanel } from "../../components/certificates/VerifyStatusPanel.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { PageContainer } from "../../layout/AppLayout.tsx";
import { useVerifyCode, verifyOutcomeOf, type VerifyOutcome } from "../../lib/certificates.ts";
import { useStaticPage } from "../../lib/static-page.ts";

export function VerifyPage() {
  const { t } = useTranslation("webCertificates");
  const { code = "" } = useParams();
  const navigate = useNavigate();
  const staticPage = useStaticPage();
  const typed = checkTypedCode(code);
  const query = useVerifyCode(typed.state === "ok" ? (typed.normalized ?? null) : null);

  let outcome: VerifyOutcome | null = null;
  if (code && typed.state !== "ok") outcome = { kind: "mistyped", reason: typed.state === "check" ? "check" : "format" };
  else if (query.data) outcome = query.data;
  else if (query.error) outcome = verifyOutcomeOf(query.error);

  return (
    <PageContainer className="py-8 sm:py-10">
      <div className="mx-auto grid max-w-5xl gap-8">
        <PageHeader title={t("verify.title")} subtitle={t("verify.subtitle")} icon={<ShieldCheck />} />
        <div className="-mt-4 rounded-3xl border border-border bg-card p-5 shadow-sm sm:p-6">
          <VerifyForm key={code} initial={code} onVerify={(c) => navigate(`/certificates/verify/${encodeURIComponent(c)}`)} />
        </div>
        {query.isLoading && (
          // The answer's own shape and size (banner, facts, certificate), so it replaces this without a layout shift.
          <div className="grid gap-6" data-testid="verify-loading" aria-busy="true">
            <Skeleton className="h-28 rounded-3xl" />
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
              <Skeleton className="h-[29rem] rounded-2xl sm:h-80 lg:h-[29rem]" />
              <Skeleton className="aspect-[1600/1131] w-full rounded-xl" />
            </div>
          </div>
        )}
        {outcome && <VerifyStatusPanel outcome={outcome} />}
        {/* Reading a credential file needs a script: the server-drawn page links to the app's page for it. */}
        {staticPage ? (
          <a href="/certificates/check-credential" data-testid="check-credential-link" className="flex min-h-11 items-center gap-3 rounded-2xl border border-dashed border-border bg-card p-5 transition hover:bg-muted">
            <FileJson aria-hidden className="size-6 shrink-0 text-primary" />
            <span className="grid gap-0.5">
              <span className="font-extrabold">{t("credential.title")}</span>
              <span className="text-sm text-muted-foreground">{t("credential.text")}</span>
            </span>
          </a>
        ) : (
          <CredentialCheck />
        )}
        {/* A baked PNG (OB 3.0 §5.3) is checked by a server-drawn form that needs no script (issue 33). */}
        <a href="/certificates/check-image" data-testid="check-image-link" className="flex min-h-11 items-center gap-3 rounded-2xl border border-dashed border-border bg-card p-5 transition hover:bg-muted">
          <FileImage aria-hidden className="size-6 shrink-0 text-primary" />
          <span className="grid gap-0.5">
            <span className="font-extrabold">{t("bakedImage.title")}</span>
            <span className="text-sm text-muted-foreground">{t("bakedImage.text")}</span>
          </span>
        </a>
      </div>
    </PageContainer>
  );
}
