// /v/ and a certificate's QR link /v/{payload} (issue 34 §3): the page of the offline verify app. The
// server draws it with no result; its script (web/verify-app/verify-app.ts, loaded on these pages only)
// decodes and verifies the credential in the link on the phone, and the service worker keeps this page
// to answer any QR link opened with no network. The script's words travel in the page, in its language.
import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader.tsx";
import { PageContainer } from "../../layout/AppLayout.tsx";

/** The keys of webCertificates:verifyApp the page script shows (the others name the installed app). */
export const VERIFY_APP_MESSAGES = [
  "checking", "noLink", "verified", "verifiedText", "recipient", "achievement", "issuer", "issued", "expires", "code",
  "revocationAsOf", "revocationNever", "revocationLive", "revoked", "revokedText", "offline", "lastSync",
  "tampered", "tamperedText", "otherKey", "otherKeyText", "expired", "expiredText", "notACertificate", "notACertificateText", "noKeys", "noKeysText",
] as const;

export function VerifyAppPage() {
  const { t } = useTranslation("webCertificates");
  const messages = Object.fromEntries(VERIFY_APP_MESSAGES.map((key) => [key, t(`verifyApp.${key}`)]));
  return (
    <PageContainer className="py-8 sm:py-10">
      <div className="mx-auto grid max-w-2xl gap-6">
        <PageHeader title={t("verifyApp.title")} subtitle={t("verifyApp.subtitle")} icon={<ShieldCheck />} />
        <section
          data-verify-app
          data-messages={JSON.stringify(messages)}
          aria-live="polite"
          className="-mt-4 grid min-h-40 gap-4 rounded-3xl border border-border bg-card p-5 shadow-sm sm:p-6"
        >
          <p data-verify-app-waiting className="text-muted-foreground">{t("verifyApp.noScript")}</p>
        </section>
      </div>
    </PageContainer>
  );
}
