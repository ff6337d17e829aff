// /verify-email?token=…: the link from the verification (or address change) e-mail. Opening it
// confirms the address at once (POST /api/user/verify-email) — once per token, even under
// React's double effects in development.
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
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
  const sent = useRef("");
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    verify.mutate(token);
  }, [token, verify]);
  return (
    <AccountCard title={t("verify.title")}>
      {verify.isSuccess ? (
        <Notice tone="success" testId="verify-done">{t("verify.done", { email: verify.data.email })}</Notice>
      ) : verify.isError || !token ? (
        <Notice tone="error" testId="verify-error">{errorText(verify.error, t("verify.failed"))}</Notice>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground"><Spinner className="size-4" />{t("verify.working")}</p>
      )}
      <Button asChild variant="outline" className="mt-5 w-full">
        <Link to="/user/profile">{t("verify.continue")}</Link>
      </Button>
    </AccountCard>
  );
}
