// /certificates/preview/{id} (right after issuing) and /certificate/{id} (the full view): the
// rendered certificate, its code (copyable), verify link, downloads (PNG, PDF, credential.json),
// the share panel and "Add to LinkedIn profile".
import { FileJson, ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { CertificateDetail } from "../../../shared/api/certificates.ts";
import { formatDisplayDate } from "../../../shared/format/date.ts";
import { stripBidiControls } from "../../../shared/format/bidi.ts";
import type { Locale } from "../../../shared/limits.ts";
import { DownloadLinks } from "../../components/cards/CardActions.tsx";
import { CodeBox } from "../../components/certificates/CodeBox.tsx";
import { LinkedInButton } from "../../components/certificates/LinkedInButton.tsx";
import { EmbedBadgeSnippet } from "../../components/certificates/EmbedBadgeSnippet.tsx";
import { StatusBadge } from "../../components/certificates/StatusBadge.tsx";
import { LoadError } from "../../components/LoadError.tsx";
import { usePageTitle } from "../../components/PageHeader.tsx";
import { SharePanel } from "../../components/share/SharePanel.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import { FullScreenSpinner } from "../../components/ui/spinner.tsx";
import { PageContainer } from "../../layout/AppLayout.tsx";
import { certificateShareChannel, recordCertificateShare, recordCertificateViewOnce, useCertificate } from "../../lib/certificates.ts";
import { localized } from "../../lib/i18n.ts";
import { ApiRequestError } from "../../lib/request.ts";
import { absoluteUrl } from "../../lib/share.ts";
import { NotFoundPage } from "../NotFound.tsx";
import { PreviewPicture } from "../../components/ui/preview-picture.tsx";
import { IsolatedValue } from "../../components/ui/isolated-name.tsx";
import { VERIFY_IMAGE_WIDTHS } from "../../../shared/api/preview-images.ts";

/** The figure's width: 1.4 of 2.4 columns on large screens, the screen less the page's and the figure's padding on phones. */
const CERTIFICATE_IMAGE_SIZES = "(min-width: 1024px) 55vw, calc(100vw - 3.5rem)";
import { CertificateDelivery } from "../../components/mail/CertificateDelivery.tsx";
import { IssuerStatement } from "../../components/certificates/IssuerStatement.tsx";
import { useStaticPage } from "../../lib/static-page.ts";
import { AddToWallet } from "../../components/certificates/AddToWallet.tsx";

/** Same-site path of the verify page from the absolute verifyUrl the server gives. */
export function verifyPath(cert: Pick<CertificateDetail, "verifyUrl" | "code">): string {
  try {
    return new URL(cert.verifyUrl).pathname;
  } catch {
    return `/certificates/verify/${encodeURIComponent(cert.code)}`;
  }
}

export function CertificatePage({ variant }: { variant: "preview" | "view" }) {
  const { t, i18n } = useTranslation("webCertificates");
  const locale = i18n.language as Locale;
  const { certificateId = "" } = useParams();
  const query = useCertificate(certificateId);
  const staticPage = useStaticPage();
  const found = !!query.data;
  const title = query.data ? localized(query.data.title, locale) : "";
  usePageTitle(title || t("preview.title"));
  useEffect(() => {
    if (found && variant === "view") recordCertificateViewOnce(certificateId);
  }, [found, variant, certificateId]);

  if (query.isLoading) return <FullScreenSpinner />;
  const status = query.error instanceof ApiRequestError ? query.error.status : 0;
  if (status === 404 || status === 400) return <NotFoundPage />;
  if (!query.data) return <LoadError onRetry={() => void query.refetch()} />;
  const c = query.data;
  const fileBase = `certificate-${c.code}`;
  // On the server-drawn page the enhancement script posts the share counter of a click (no React there).
  const shareRecordPath = `/api/certificates/${encodeURIComponent(c.id)}/share`;
  const date = (iso: string) => formatDisplayDate(iso, { locale, calendar: c.options.calendar, digits: locale === "ar" ? c.options.digits : "latn" });

  return (
    <PageContainer className="py-6 sm:py-10">
      {/* A server-drawn page's view is counted by the server when it serves the HTML (the effect above does not run there). */}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <figure className="grid justify-items-center gap-3 rounded-3xl bg-muted/40 p-3 sm:p-8">
          {/* WebP in the width the screen needs, fetched first: it is the page's largest paint (issue 23). */}
          <PreviewPicture
            url={c.imageUrl}
            widths={VERIFY_IMAGE_WIDTHS}
            sizes={CERTIFICATE_IMAGE_SIZES}
            fallbackWidth={1600}
            fetchPriority="high"
            width={c.width}
            height={c.height}
            alt={stripBidiControls(t("preview.imageAlt", { name: c.recipientName, title }))}
            data-testid="certificate-image"
            className="h-auto w-full max-w-full rounded-lg shadow-2xl ring-1 ring-black/5"
            style={{ aspectRatio: `${c.width} / ${c.height}` }}
          />
        </figure>
        <div className="grid gap-6 lg:sticky lg:top-24">
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={c.status} />
              <span className="text-xs font-semibold text-muted-foreground">{t(`types.${c.type}`, { defaultValue: c.type })}</span>
            </div>
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl" data-testid="page-title">
              {variant === "preview" ? t("preview.title") : title}
            </h1>
            <p className="text-muted-foreground">
              {variant === "preview" ? t("preview.subtitle") : <IsolatedValue sentence={(name) => t("preview.viewSubtitle", { name })} value={c.recipientName} />}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl border border-border bg-card p-4 text-sm">
            <Detail label={t("details.recipient")} value={c.recipientName} />
            <Detail label={t("details.title")} value={title} />
            <Detail label={c.issuerVerified ? t("details.issuer") : t("issuerStatement.issuerEntered")} value={c.issuerName} />
            <Detail label={c.issuerVerified ? t("details.issuedAt") : t("issuerStatement.recordedAt")} value={date(c.issuedAt)} />
            {c.statedDate && <Detail label={t("issuerStatement.statedDate")} value={date(c.statedDate)} />}
            {c.expiresAt && <Detail label={t("details.expiresAt")} value={date(c.expiresAt)} />}
          </dl>
          <IssuerStatement facts={c} className="-mt-3 text-muted-foreground" />
          <CodeBox code={c.code} />
          {/* Sending e-mail is the owner's action and needs a script: the server-drawn page leaves it to the app. */}
          {!staticPage && <CertificateDelivery certificate={c} />}
          <div className="flex flex-wrap gap-2">
            <DownloadLinks pngUrl={c.imageUrl} pdfUrl={c.downloadUrl} fileBase={fileBase} onDownload={() => recordCertificateShare(c.id, "download")} />
            <a href={c.credentialUrl} download={`${fileBase}.credential.json`} className={buttonVariants({ variant: "outline" })} data-testid="download-credential">
              <FileJson aria-hidden />
              {t("preview.credential")}
            </a>
          </div>
          <div className="flex flex-wrap gap-2">
            <LinkedInButton data={c.linkedIn} onClick={() => recordCertificateShare(c.id, "linkedin")} recordPath={staticPage ? shareRecordPath : undefined} />
            <Link to={verifyPath(c)} className={buttonVariants({ variant: "ghost" })} data-testid="verify-link">
              <ShieldCheck aria-hidden />
              {t("preview.verify")}
            </Link>
          </div>
          {c.isOwner && <EmbedBadgeSnippet certificateId={c.id} origin={absoluteUrl("/", staticPage?.origin)} />}
          <AddToWallet certificate={c} />
          <SharePanel
            url={absoluteUrl(c.viewPath, staticPage?.origin)}
            text={stripBidiControls(t("preview.shareText", { name: c.recipientName, title }))}
            imageUrl={c.imageUrl}
            fileBase={fileBase}
            onShare={(action) => recordCertificateShare(c.id, action)}
            record={staticPage ? { path: shareRecordPath, channelOf: certificateShareChannel } : undefined}
          />
        </div>
      </div>
    </PageContainer>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold">
        <bdi>{value || "—"}</bdi>
      </dd>
    </div>
  );
}
