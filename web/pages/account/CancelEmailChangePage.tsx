// /cancel-email-change?token=…: the "this wasn't me" link of the notice mailed to the old address
// when someone asks to change it. Like every e-mail link it acts only on a press of its button
// (mail scanners open links): the change is cancelled (or undone) and every session ends
// (POST /api/user/email-change/cancel, issue 22.6).
import { Link, useSearchParams } from "react-router";
import { LogIn, ShieldAlert } from "lucide-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { apiRequest, errorText } from "../../lib/request.ts";
import { queryKeys } from "../../lib/publicData.ts";
import { AccountCard, Notice } from "./AccountCard.tsx";

export function CancelEmailChangePage() {
  const { t } = useTranslation("webMail");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const qc = useQueryClient();
  const cancel = useMutation({
    mutationFn: (tk: string) => apiRequest<{ email: string }>("POST", "/api/user/email-change/cancel", { token: tk }),
    // This browser's session ended with the others: forget what was cached for the person, and say
    // "no user" without asking the server (as signing out does).
    onSuccess: () => {
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.user[0] });
      qc.setQueryData(queryKeys.user, null);
    },
  });
  if (cancel.isSuccess) {
    return (
      <AccountCard title={t("cancelChange.title")}>
        <Notice tone="success" testId="cancel-change-done">{t("cancelChange.done", { email: cancel.data.email })}</Notice>
        <Button asChild size="lg" className="mt-5 w-full">
          <Link to="/auth"><LogIn aria-hidden />{t("cancelChange.signIn")}</Link>
        </Button>
        <p className="mt-4 text-center text-sm">
          <Link to="/forgot-password" className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline">{t("cancelChange.newPassword")}</Link>
        </p>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t("cancelChange.title")} subtitle={token ? t("cancelChange.intro") : undefined}>
      {!token ? (
        <Notice tone="error" testId="cancel-change-error">{t("cancelChange.missing")}</Notice>
      ) : (
        <div className="grid gap-4">
          {cancel.isError && <Notice tone="error" testId="cancel-change-error">{errorText(cancel.error, t("cancelChange.failed"))}</Notice>}
          <Button size="lg" variant="destructive" className="h-auto min-h-11 w-full whitespace-normal py-2" disabled={cancel.isPending} onClick={() => cancel.mutate(token)} data-testid="cancel-change-confirm">
            {cancel.isPending ? <Spinner className="size-4" /> : <ShieldAlert aria-hidden />}
            {t("cancelChange.confirm")}
          </Button>
        </div>
      )}
    </AccountCard>
  );
}
