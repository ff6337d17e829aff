// /V/{VC1-B…} (and /v/…): the page a printed QR opens (issue 34). The server decodes and verifies the
// signed credential carried by the link itself (works with JavaScript off: this page is drawn by the
// server), then adds what our records say now (revoked, expired). The offline verifier builds on it.
import { CalendarClock, ShieldCheck, ShieldX, TriangleAlert, type LucideIcon } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { QrCredential } from "../../../shared/credentials/qr/model.ts";
import type { QrRefusal } from "../../../shared/credentials/qr/verify.ts";
import { stripBidiControls } from "../../../shared/format/bidi.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import { PageContainer } from "../../layout/AppLayout.tsx";
import { apiRequest } from "../../lib/request.ts";
import { uiLocale } from "../../lib/i18n.ts";
import { cn } from "../../lib/utils.ts";

/** GET /api/credentials/qr/verify/{payload} (server/services/certificates/qr-verify.ts). */
interface QrVerifyAnswer {
  verified: boolean;
  reason?: QrRefusal;
  credential?: QrCredential;
  live?: "valid" | "revoked" | "expired" | "unknown";
  certificatePath?: string;
  issuerVerified?: boolean;
}

type Look = "verified" | "revoked" | "expired" | QrRefusal;

const LOOKS: Record<Look, { Icon: LucideIcon; tone: string; icon: string }> = {
  verified: { Icon: ShieldCheck, tone: "border-emerald-500/40 bg-emerald-500/10", icon: "bg-emerald-600 text-white" },
  revoked: { Icon: ShieldX, tone: "border-red-500/40 bg-red-500/10", icon: "bg-red-600 text-white" },
  expired: { Icon: CalendarClock, tone: "border-amber-500/50 bg-amber-500/10", icon: "bg-amber-500 text-white" },
  tampered: { Icon: ShieldX, tone: "border-red-500/40 bg-red-500/10", icon: "bg-red-600 text-white" },
  "unknown-key": { Icon: ShieldX, tone: "border-red-500/40 bg-red-500/10", icon: "bg-red-600 text-white" },
  malformed: { Icon: TriangleAlert, tone: "border-orange-500/40 bg-orange-500/10", icon: "bg-orange-500 text-white" },
};

function lookOf(answer: QrVerifyAnswer): Look {
  if (answer.verified) return "verified";
  if (answer.reason) return answer.reason;
  return answer.live === "revoked" ? "revoked" : "malformed";
}

export function QrVerifyPage() {
  const { t, i18n } = useTranslation("webCertificates");
  const { payload = "" } = useParams();
  const code = payload.toUpperCase();
  const query = useQuery({
    queryKey: ["/api/credentials/qr/verify", code],
    queryFn: ({ signal }) => apiRequest<QrVerifyAnswer>("GET", `/api/credentials/qr/verify/${encodeURIComponent(code)}`, undefined, { signal }),
  });
  const answer: QrVerifyAnswer | undefined = query.data ?? (query.error ? { verified: false, reason: "malformed" } : undefined);
  const date = (iso: string) => new Intl.DateTimeFormat(uiLocale(i18n.language), { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
  const look = answer ? lookOf(answer) : undefined;
  const credential = answer?.credential;
  const facts: Array<[string, string | undefined]> = credential
    ? [
        ["recipient", credential.recipientName],
        ["achievement", credential.achievementName],
        ["issuer", credential.issuerName],
        ["issued", date(credential.issuedAt)],
        ["expires", credential.expiresAt && date(credential.expiresAt)],
        ["code", credential.certificateCode],
      ]
    : [];

  return (
    <PageContainer className="py-8 sm:py-10">
      <div className="mx-auto grid max-w-3xl gap-6">
        <PageHeader title={t("qr.title")} subtitle={t("qr.subtitle")} icon={<ShieldCheck />} />
        {answer && look && (
          <section data-testid="qr-verify-result" data-result={look} className={cn("grid gap-4 rounded-3xl border p-5 sm:p-6", LOOKS[look].tone)} aria-live="polite">
            <div className="flex items-start gap-4">
              <span className={cn("grid size-12 shrink-0 place-items-center rounded-2xl", LOOKS[look].icon)}>
                {(() => {
                  const Icon = LOOKS[look].Icon;
                  return <Icon aria-hidden className="size-7" />;
                })()}
              </span>
              <div className="grid gap-1">
                <h2 className="text-xl font-extrabold">{t(`qr.${look}`)}</h2>
                <p className="text-muted-foreground">{t(`qr.${look}Text`, { date: credential?.expiresAt ? date(credential.expiresAt) : "" })}</p>
                {answer.verified && <p className="text-sm">{t(answer.live === "valid" ? "qr.liveValid" : "qr.liveUnknown")}</p>}
                {answer.issuerVerified === false && (
                  <p className="text-sm font-bold" data-testid="qr-issuer-unverified">
                    {t("qr.issuerUnverified")}
                  </p>
                )}
              </div>
            </div>
            {facts.length > 0 && (
              <dl className="grid gap-3 rounded-2xl bg-card p-4 sm:grid-cols-2">
                {facts.map(([key, value]) =>
                  value ? (
                    <div key={key} className="grid gap-0.5">
                      <dt className="text-sm text-muted-foreground">{t(`qr.${key}`)}</dt>
                      <dd className="font-bold break-words" dir="auto" data-testid={`qr-fact-${key}`}>
                        {stripBidiControls(value)}
                      </dd>
                    </div>
                  ) : null,
                )}
              </dl>
            )}
            {answer.certificatePath && (
              <a href={answer.certificatePath} className={cn(buttonVariants({ variant: "outline" }), "min-h-11 justify-self-start")}>
                {t("qr.open")}
              </a>
            )}
          </section>
        )}
      </div>
    </PageContainer>
  );
}
