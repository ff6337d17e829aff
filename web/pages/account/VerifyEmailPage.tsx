// /verify-email?token=…: the link from the verification (or address change) e-mail. Loading the
// page proves nothing — mail scanners open links too, and a verified address is what social
// sign-in trusts — so the address is confirmed only when a person presses the button
// (POST /api/user/verify-email, issue 22.7).
import { Link, useSearchParams } from "react-router";
import { MailCheck } from "lucide-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { User } from "../../../shared/api/account.ts";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { apiRequest, errorText } from "../../lib/request.ts";
import { AccountCard, Notice } from "./AccountCard.tsx";

export function VerifyEmailPage() {
  const { t } = useTranslation("webMail");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const qc = useQueryClient();
  const verify = useMutation({
    mutationFn: (tk: string) => apiRequest<User>("POST", "/api/user/verify-email", { token: tk }),
    onSuccess: () => qc.invalidateQueries(),
  });
  return (
    <AccountCard title={t("verify.title")} subtitle={verify.isSuccess || !token ? undefined : t("verify.intro")}>
      {verify.isSuccess ? (
        <Notice tone="success" testId="verify-done">{t("verify.done", { email: verify.data.email })}</Notice>
      ) : !token ? (
        <Notice tone="error" testId="verify-error">{t("verify.failed")}</Notice>
      ) : (
        <div className="grid gap-4">
          {verify.isError && <Notice tone="error" testId="verify-error">{errorText(verify.error, t("verify.failed"))}</Notice>}
          <Button size="lg" className="w-full" disabled={verify.isPending} onClick={() => verify.mutate(token)} data-testid="verify-confirm">
            {verify.isPending ? <Spinner className="size-4" /> : <MailCheck aria-hidden />}
            {t("verify.confirm")}
          </Button>
        </div>
      )}
      <Button asChild size="lg" variant="outline" className="mt-5 w-full">
        <Link to="/user/profile">{t("verify.continue")}</Link>
      </Button>
    </AccountCard>
  );
}
