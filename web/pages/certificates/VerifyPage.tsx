// /certificates/verify/{code} (and /certificates/verify): the code form, the status panel for the
// code in the URL, and the credential-file check. A mistyped code never reaches the server.
import { ShieldCheck } from "lucide-react";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { CredentialCheck } from "../../components/certificates/CredentialCheck.tsx";
import { checkTypedCode, VerifyForm } from "../../components/certificates/VerifyForm.tsx";
import { VerifyStatusPanel } from "../../components/certificates/VerifyStatusPanel.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { PageContainer } from "../../layout/AppLayout.tsx";
import { useVerifyCode, verifyOutcomeOf, type VerifyOutcome } from "../../lib/certificates.ts";

export function VerifyPage() {
  const { t } = useTranslation("webCertificates");
  const { code = "" } = useParams();
  const navigate = useNavigate();
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
          <div className="grid gap-4" data-testid="verify-loading" aria-busy="true">
            <Skeleton className="h-24 rounded-3xl" />
            <Skeleton className="h-64 rounded-3xl" />
          </div>
        )}
        {outcome && <VerifyStatusPanel outcome={outcome} />}
        <CredentialCheck />
      </div>
    </PageContainer>
  );
}
