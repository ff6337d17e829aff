// "Embed on your website": the iframe snippet of a certificate's live badge, a copy button, and a
// preview of the badge itself (same origin, so the site's CSP allows the frame).
import { useTranslation } from "react-i18next";
import { CopyButton } from "../share/CopyButton.tsx";
import { EMBED_BADGE_SIZE, embedBadgePath, embedBadgeSnippet } from "../../../shared/certificates/embed-snippet.ts";

export function EmbedBadgeSnippet({ certificateId, origin, preview = true }: { certificateId: string; origin: string; preview?: boolean }) {
  const { t } = useTranslation("webCertificates");
  const snippet = embedBadgeSnippet(origin, certificateId, t("embed.frameTitle"));
  return (
    <section className="grid gap-2 rounded-2xl border border-border bg-card p-4" aria-labelledby="embed-badge-heading" data-testid="embed-badge">
      <h2 id="embed-badge-heading" className="text-sm font-bold">
        {t("embed.heading")}
      </h2>
      <p className="text-xs text-muted-foreground">{t("embed.help")}</p>
      <textarea
        readOnly
        dir="ltr"
        rows={4}
        aria-label={t("embed.snippetLabel")}
        className="w-full resize-none rounded-xl border border-border bg-muted/60 p-2 font-mono text-xs"
        value={snippet}
        onFocus={(e) => e.currentTarget.select()}
        data-testid="embed-snippet"
      />
      <div>
        <CopyButton text={snippet} label={t("embed.copy")} copiedMessage={t("embed.copied")} variant="outline" size="sm" className="min-h-11" data-testid="copy-embed" />
      </div>
      {preview && (
        <iframe
          src={embedBadgePath(certificateId)}
          title={t("embed.previewTitle")}
          width={EMBED_BADGE_SIZE.width}
          height={EMBED_BADGE_SIZE.height}
          loading="lazy"
          className="max-w-full border-0"
          data-testid="embed-preview"
        />
      )}
    </section>
  );
}
