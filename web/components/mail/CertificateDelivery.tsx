// On a certificate's page, for whoever issued it and admins: where it is e-mailed, the newest
// delivery (queued / sent / failed with the reason), and — for admins — "send" / "send again".
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Mail, RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CertificateDetail } from "../../../shared/api/certificates.ts";
import { Button } from "../ui/button.tsx";
import { toast } from "../ui/use-toast.ts";
import { apiRequest, errorText } from "../../lib/request.ts";
import { certificateKeys } from "../../lib/certificates.ts";
import { useUser } from "../../lib/session.ts";
import { MailStateBadge } from "./MailStateBadge.tsx";

export function CertificateDelivery({ certificate }: { certificate: CertificateDetail }) {
  const { t } = useTranslation("webMail");
  const { user } = useUser();
  const qc = useQueryClient();
  const send = useMutation({
    mutationFn: () => apiRequest("POST", `/api/admin/mail/certificates/${encodeURIComponent(certificate.id)}/send`, {}),
    onSuccess: () => {
      toast({ title: t("cert.queued"), variant: "success" });
      void qc.invalidateQueries({ queryKey: certificateKeys.one(certificate.id) });
    },
    onError: (err) => toast({ variant: "destructive", title: t("cert.sendFailed"), description: errorText(err, "") }),
  });
  if (certificate.recipientEmail === undefined || !certificate.recipientEmail) return null;
  const d = certificate.delivery;
  return (
    <div className="grid gap-2 rounded-2xl border border-border bg-card p-4 text-sm" data-testid="certificate-delivery">
      <p className="flex flex-wrap items-center gap-2">
        <Mail aria-hidden className="size-4 text-muted-foreground" />
        {t("cert.emailTo")} <bdi dir="ltr" className="font-semibold">{certificate.recipientEmail}</bdi>
        {d ? <MailStateBadge item={{ state: d.state, transport: null }} /> : <span className="text-xs text-muted-foreground">{t("cert.notSent")}</span>}
      </p>
      {d?.state === "failed" && d.lastError && (
        <p className="break-words text-xs text-destructive" data-testid="certificate-delivery-error">
          {t("admin.reason")}: <bdi dir="ltr">{d.lastError}</bdi>
        </p>
      )}
      {user?.role === "admin" && (
        <Button size="sm" variant="outline" className="w-fit" disabled={send.isPending} onClick={() => send.mutate()} data-testid="certificate-send-email">
          <RotateCw aria-hidden />
          {d ? t("cert.resend") : t("cert.send")}
        </Button>
      )}
    </div>
  );
}
