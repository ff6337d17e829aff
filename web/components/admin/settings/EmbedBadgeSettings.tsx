// Settings → Certificates: how to put a certificate's live badge on another site (issue 25 §4).
// The snippet names one certificate; its id is in the admin list and in the certificate's link.
import { useTranslation } from "react-i18next";
import { CopyButton } from "../../share/CopyButton.tsx";
import { embedBadgeSnippet } from "../../../../shared/certificates/embed-snippet.ts";

const PLACEHOLDER = "CERTIFICATE_ID";

export function EmbedBadgeSettings() {
  const { t } = useTranslation("admin");
  const snippet = embedBadgeSnippet(globalThis.location?.origin ?? "", PLACEHOLDER, t("embedBadge.frameTitle"));
  return (
    <section className="grid gap-2 rounded-xl border border-border p-4" aria-labelledby="settings-embed-heading" data-testid="settings-embed-badge">
      <h3 id="settings-embed-heading" className="text-sm font-bold">
        {t("embedBadge.heading")}
      </h3>
      <p className="text-xs text-muted-foreground">{t("embedBadge.help", { placeholder: PLACEHOLDER })}</p>
      <textarea readOnly dir="ltr" rows={3} aria-label={t("embedBadge.snippetLabel")} className="w-full resize-none rounded-xl border border-border bg-muted/60 p-2 font-mono text-xs" value={snippet} data-testid="settings-embed-snippet" />
      <div>
        <CopyButton type="button" text={snippet} label={t("embedBadge.copy")} copiedMessage={t("embedBadge.copied")} variant="outline" size="sm" className="min-h-11" data-testid="settings-copy-embed" />
      </div>
    </section>
  );
}
