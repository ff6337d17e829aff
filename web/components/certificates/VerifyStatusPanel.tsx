// The verification answer at a glance: a coloured banner (valid green, revoked red, expired amber,
// unknown grey, mistyped orange), then the certificate's facts and its rendered image.
import { CalendarClock, FileSearch, ShieldCheck, ShieldQuestion, ShieldX, TriangleAlert, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../shared/format/date.ts";
import type { Locale } from "../../../shared/limits.ts";
import type { VerifyOutcome } from "../../lib/certificates.ts";
import { localized } from "../../lib/i18n.ts";
import { pagePreviewSize, previewSizeFrom } from "../../lib/page-preview-size.ts";
import { useStaticPage } from "../../lib/static-page.ts";
import { VERIFY_IMAGE_SIZES, VERIFY_IMAGE_WIDTHS } from "../../../shared/api/preview-images.ts";
import { PreviewPicture } from "../ui/preview-picture.tsx";
import { cn } from "../../lib/utils.ts";
import { buttonVariants } from "../ui/button.tsx";
import { verifyHeading } from "../../../shared/certificates/issuer-statement.ts";
import { stripBidiControls } from "../../../shared/format/bidi.ts";
import { IssuerStatement } from "./IssuerStatement.tsx";

/** Most certificates are A4 landscape (1600×1131); used when the page does not say. */
const DEFAULT_CERTIFICATE_SIZE = { width: 1600, height: 1131 };

export type PanelStatus = "valid" | "revoked" | "expired" | "not_found" | "mistyped" | "rate_limited" | "error";

const LOOK: Record<PanelStatus, { Icon: LucideIcon; tone: string; icon: string }> = {
  valid: { Icon: ShieldCheck, tone: "border-emerald-500/40 bg-emerald-500/10", icon: "bg-emerald-600 text-white" },
  revoked: { Icon: ShieldX, tone: "border-red-500/40 bg-red-500/10", icon: "bg-red-600 text-white" },
  expired: { Icon: CalendarClock, tone: "border-amber-500/50 bg-amber-500/10", icon: "bg-amber-500 text-white" },
  not_found: { Icon: FileSearch, tone: "border-border bg-muted/60", icon: "bg-muted-foreground text-background" },
  mistyped: { Icon: TriangleAlert, tone: "border-orange-500/40 bg-orange-500/10", icon: "bg-orange-500 text-white" },
  rate_limited: { Icon: TriangleAlert, tone: "border-border bg-muted/60", icon: "bg-muted-foreground text-background" },
  error: { Icon: TriangleAlert, tone: "border-border bg-muted/60", icon: "bg-muted-foreground text-background" },
};

/** A genuine record whose issuer nobody checked: not the green of a vouched-for certificate. */
const UNVERIFIED_LOOK = { Icon: ShieldQuestion, tone: "border-sky-500/40 bg-sky-500/10", icon: "bg-sky-700 text-white" };

export function panelStatusOf(outcome: VerifyOutcome): PanelStatus {
  return outcome.kind === "answer" ? outcome.answer.status : outcome.kind;
}

export function VerifyStatusPanel({ outcome }: { outcome: VerifyOutcome }) {
  const { t, i18n } = useTranslation("webCertificates");
  const locale = i18n.language as Locale;
  const status = panelStatusOf(outcome);
  const date = (iso: string | null | undefined) => (iso ? formatDisplayDate(iso, { locale }) : "");
  const answer = outcome.kind === "answer" ? outcome.answer : null;
  const cert = answer?.certificate;
  const { Icon, tone, icon } = status === "valid" && cert && cert.issuerVerified !== true ? UNVERIFIED_LOOK : LOOK[status];
  const staticPage = useStaticPage();
  // The server-drawn page has no document to read: the server tells it the og:image size.
  const size = (answer && (staticPage ? previewSizeFrom(staticPage.ogImage, answer.imageUrl) : pagePreviewSize(answer.imageUrl))) ?? DEFAULT_CERTIFICATE_SIZE;

  let heading = "";
  let text = "";
  switch (outcome.kind) {
    case "answer":
      // "Valid certificate" only when the platform vouches for the issuer (issue 22.3).
      heading = t(verifyHeading(outcome.answer.status, outcome.answer.certificate.issuerVerified === true).key);
      text =
        outcome.answer.status === "revoked"
          ? t("verify.revokedText", { date: date(cert?.revokedAt) })
          : outcome.answer.status === "expired"
            ? t("verify.expiredText", { date: date(cert?.expiresAt) })
            : t("verify.validText");
      break;
    case "not_found":
      heading = t("verify.unknown");
      text = t("verify.unknownText");
      break;
    case "mistyped":
      heading = t("verify.mistyped");
      text = outcome.reason === "check" ? t("verify.mistypedText") : t("verify.formatText");
      break;
    case "rate_limited":
      heading = t("verify.rateLimited");
      text = outcome.message;
      break;
    case "error":
      heading = t("verify.error");
      text = outcome.message;
      break;
  }

  return (
    <section aria-live="polite" className="grid gap-6" data-testid="verify-status" data-status={status}>
      <div className={cn("flex items-start gap-4 rounded-3xl border p-5 sm:p-6", tone)}>
        <span className={cn("flex size-12 shrink-0 items-center justify-center rounded-2xl shadow-lg sm:size-14", icon)}>
          <Icon aria-hidden className="size-7 sm:size-8" />
        </span>
        <div className="grid gap-1">
          <h2 className="text-xl font-extrabold sm:text-2xl">{heading}</h2>
          {cert && <IssuerStatement facts={cert} className="font-semibold sm:text-base" />}
          <p className="text-sm leading-relaxed text-foreground/80 sm:text-base">{text}</p>
          {status === "revoked" && cert?.revokedReason && (
            <p className="text-sm" data-testid="revoked-reason">
              <span className="font-bold">{t("verify.reason")}: </span>
              <span dir="auto">{cert.revokedReason}</span>
            </p>
          )}
        </div>
      </div>
      {answer && cert && (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
          {/* A <dl> holds only <div> groups of <dt>/<dd> (axe definition-list): the link follows it. */}
          <div className="grid gap-4 rounded-2xl border border-border bg-card p-5 text-sm">
            <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1" data-testid="verify-facts">
              <Fact label={t("details.recipient")} value={cert.recipientName} big />
              <Fact label={t("details.title")} value={localized(cert.title, locale)} />
              <Fact label={t("details.type")} value={t(`types.${cert.type}`, { defaultValue: cert.type })} />
              <Fact label={cert.issuerVerified ? t("details.issuer") : t("issuerStatement.issuerEntered")} value={cert.issuer} />
              <Fact label={cert.issuerVerified ? t("details.issuedAt") : t("issuerStatement.recordedAt")} value={date(cert.issuedAt)} />
              {cert.statedDate && <Fact label={t("issuerStatement.statedDate")} value={date(cert.statedDate)} />}
              <Fact label={t("details.expiresAt")} value={cert.expiresAt ? date(cert.expiresAt) : t("details.noExpiry")} />
              <Fact label={t("details.code")} value={answer.code} mono />
            </dl>
            <div className="flex flex-wrap gap-2">
              <Link to={`/certificate/${encodeURIComponent(cert.id)}`} className={buttonVariants({ variant: "outline", size: "sm" })} data-testid="open-certificate">
                {t("verify.open")}
              </Link>
            </div>
          </div>
          {/* Sized before it arrives (no layout shift): the canvas size the server put in the page, else A4 landscape. */}
          <PreviewPicture
            url={answer.imageUrl}
            widths={VERIFY_IMAGE_WIDTHS}
            sizes={VERIFY_IMAGE_SIZES}
            fallbackWidth={1200}
            width={size.width}
            height={size.height}
            alt={stripBidiControls(t("preview.imageAlt", { name: cert.recipientName, title: localized(cert.title, locale) }))}
            decoding="async"
            className={cn("h-auto w-full rounded-xl shadow-xl ring-1 ring-black/5", status !== "valid" && "opacity-80 grayscale-[35%]")}
            data-testid="verify-image"
          />
        </div>
      )}
    </section>
  );
}

function Fact({ label, value, big, mono }: { label: string; value: string; big?: boolean; mono?: boolean }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn("font-semibold", big && "text-lg font-extrabold", mono && "font-mono tracking-wider")}>
        <bdi dir={mono ? "ltr" : undefined}>{value || "—"}</bdi>
      </dd>
    </div>
  );
}
