// Admin users list: mark an account as a verified issuer of an organisation name (issue 22.3), or
// take the mark away. Certificates such an account makes in that organisation's name are vouched
// for ("issued by {org}, verified by {site}") and may be e-mailed to their recipients.
import { BadgeCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button.tsx";
import { FormField } from "../ui/form-field.tsx";
import { send, useAdminMutation } from "./api.ts";
import type { User } from "./types.ts";

export function VerifiedIssuerControl({ user }: { user: User }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const [org, setOrg] = useState(user.verifiedIssuerOrg ?? "");
  const name = user.name || user.username;
  const update = useAdminMutation<{ verifiedIssuerOrg: string | null }, User>({
    mutationFn: (patch) => send("PATCH", `/api/admin/users/${encodeURIComponent(user.id)}`, patch),
    invalidate: ["/api/admin/users"],
    success: (saved) => t("users.updated", { name: saved.name || saved.username }),
    onSuccess: () => setOpen(false),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ verifiedIssuerOrg: org.trim() || null });
  };

  return (
    <div className="grid basis-full gap-2 sm:ps-13" data-testid={`verified-issuer-${user.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        {user.verifiedIssuerOrg && (
          <span className="inline-flex items-center gap-1 rounded-md bg-sky-500/10 px-2 py-1 text-xs font-semibold text-sky-800 dark:text-sky-300" data-testid="verified-issuer-badge">
            <BadgeCheck aria-hidden className="size-3.5" />
            <bdi>{t("trustedIssuers.badge", { org: user.verifiedIssuerOrg })}</bdi>
          </span>
        )}
        <Button variant="ghost" size="sm" className="min-h-11" aria-expanded={open} aria-label={t("trustedIssuers.markLabel", { name })} onClick={() => setOpen((v) => !v)} data-testid="verified-issuer-toggle">
          {t("trustedIssuers.mark")}
        </Button>
      </div>
      {open && (
        <form onSubmit={submit} className="grid gap-3 rounded-xl border border-border bg-muted/30 p-3">
          <FormField id={`issuer-org-${user.id}`} label={t("trustedIssuers.org")} hint={t("trustedIssuers.orgHint", { org: org.trim() || "…" })} value={org} maxLength={200} onChange={(e) => setOrg(e.target.value)} data-testid="verified-issuer-org" />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" className="min-h-11" disabled={update.isPending || !org.trim()} data-testid="verified-issuer-save">
              {t("trustedIssuers.save")}
            </Button>
            {user.verifiedIssuerOrg && (
              <Button type="button" variant="outline" size="sm" className="min-h-11" disabled={update.isPending} onClick={() => update.mutate({ verifiedIssuerOrg: null })} data-testid="verified-issuer-remove">
                {t("trustedIssuers.remove")}
              </Button>
            )}
            <Button type="button" variant="ghost" size="sm" className="min-h-11" onClick={() => setOpen(false)}>
              {t("trustedIssuers.cancel")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
