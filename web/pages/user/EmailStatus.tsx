// Under the profile's e-mail field: whether the address is confirmed, "send again" when it is not,
// and the address waiting for its confirmation link after a change.
import { useMutation } from "@tanstack/react-query";
import { BadgeCheck, MailWarning, Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { User } from "../../../shared/api/account.ts";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { apiRequest, errorText } from "../../lib/request.ts";

export function EmailStatus({ user, pendingEmail }: { user: User; pendingEmail?: string }) {
  const { t } = useTranslation("webMail");
  const resend = useMutation({
    mutationFn: () => apiRequest("POST", "/api/user/verify-email/resend"),
    onSuccess: () => toast({ title: t("profile.resent"), variant: "success" }),
    onError: (err) => toast({ variant: "destructive", title: t("profile.resendFailed"), description: errorText(err, "") }),
  });
  return (
    <div className="grid gap-2 text-xs" data-testid="email-status">
      {user.emailVerified ? (
        <p className="flex items-center gap-1.5 font-semibold text-emerald-700 dark:text-emerald-400" data-testid="email-verified">
          <BadgeCheck aria-hidden className="size-4" />
          {t("profile.verified")}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-2 rounded-xl bg-amber-500/10 p-2.5 text-amber-900 dark:text-amber-200" data-testid="email-unverified">
          <MailWarning aria-hidden className="size-4 shrink-0" />
          <span className="font-semibold">{t("profile.unverified")}</span>
          <span className="flex-1">{t("profile.unverifiedHint", { email: user.email })}</span>
          <Button size="sm" variant="outline" className="min-h-11" disabled={resend.isPending || resend.isSuccess} onClick={() => resend.mutate()} data-testid="email-resend">
            {resend.isPending ? <Spinner className="size-3" /> : <Send aria-hidden />}
            {t("profile.resend")}
          </Button>
        </div>
      )}
      {pendingEmail && (
        <p role="status" className="rounded-xl bg-muted p-2.5 text-muted-foreground" data-testid="email-pending">
          {t("profile.pending", { email: pendingEmail })}
        </p>
      )}
    </div>
  );
}
