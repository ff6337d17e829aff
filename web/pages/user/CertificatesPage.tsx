// /user/certificates: the person's own certificates — code, status, downloads, share, LinkedIn;
// pagination; an empty state leading to the certificate types.
import { Award, ChartNoAxesCombined, Download, Eye, Share2, X } from "lucide-react";
import { useState } from "react";
import { Dialog } from "radix-ui";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../shared/format/date.ts";
import type { Locale } from "../../../shared/limits.ts";
import { LinkedInButton } from "../../components/certificates/LinkedInButton.tsx";
import { StatusBadge } from "../../components/certificates/StatusBadge.tsx";
import { LoadError } from "../../components/LoadError.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Pagination, pageParam } from "../../components/Pagination.tsx";
import { SharePanel } from "../../components/share/SharePanel.tsx";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { PageContainer } from "../../layout/AppLayout.tsx";
import { recordCertificateShare, useUserCertificates, type CertificateSummary } from "../../lib/certificates.ts";
import { localized } from "../../lib/i18n.ts";
import { absoluteUrl } from "../../lib/share.ts";
import { withParam } from "../../lib/templates.ts";
import { EmptyListPage } from "./EmptyListPage.tsx";
import { stripBidiControls } from "../../../shared/format/bidi.ts";

export function UserCertificatesPage() {
  const { t } = useTranslation("webCertificates");
  const [params] = useSearchParams();
  const page = pageParam(params);
  const list = useUserCertificates(page);
  const [sharing, setSharing] = useState<CertificateSummary | null>(null);

  if (list.data && list.data.total === 0) {
    return (
      <EmptyListPage testId="user-certificates" title={t("mine.title")} empty={t("mine.empty")} hint={t("mine.emptyHint")} cta={t("mine.cta")} to="/?tab=certificates#certificates" icon={<Award />} />
    );
  }
  return (
    <PageContainer className="py-8 sm:py-10">
      <PageHeader title={t("mine.title")} subtitle={list.data ? t("mine.count", { count: list.data.total }) : undefined} icon={<Award />} />
      {list.isLoading ? (
        <div className="grid gap-4" data-testid="user-certificates-loading">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-36 rounded-2xl" />
          ))}
        </div>
      ) : list.isError || !list.data ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : (
        <>
          <ul className="grid gap-4" data-testid="user-certificates">
            {list.data.items.map((c) => (
              <li key={c.id}>
                <CertificateRow cert={c} onShare={() => setSharing(c)} />
              </li>
            ))}
          </ul>
          <Pagination page={page} total={list.data.total} pageSize={list.data.pageSize} />
        </>
      )}
      <Dialog.Root open={!!sharing} onOpenChange={(open) => !open && setSharing(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
          <Dialog.Content className="fixed start-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2">
            <Dialog.Title className="sr-only">{t("mine.share")}</Dialog.Title>
            <Dialog.Description className="sr-only">{sharing?.recipientName}</Dialog.Description>
            <Dialog.Close className="tap-target absolute end-3 top-3 z-10 grid place-items-center rounded-lg p-1.5 text-muted-foreground transition hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label={t("mine.close")}>
              <X aria-hidden className="size-4" />
            </Dialog.Close>
            {sharing && (
              <SharePanel
                url={absoluteUrl(`/certificate/${sharing.id}`)}
                text={stripBidiControls(t("preview.shareText", { name: sharing.recipientName, title: localized(sharing.title) }))}
                imageUrl={sharing.imageUrl}
                fileBase={`certificate-${sharing.code}`}
                onShare={(action) => recordCertificateShare(sharing.id, action)}
              />
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </PageContainer>
  );
}

function CertificateRow({ cert, onShare }: { cert: CertificateSummary; onShare: () => void }) {
  const { t, i18n } = useTranslation(["webCertificates", "analytics"]);
  const locale = i18n.language as Locale;
  const title = localized(cert.title, locale);
  const href = `/certificate/${encodeURIComponent(cert.id)}`;
  return (
    <article className="grid gap-4 rounded-2xl border border-border bg-card p-3 shadow-sm sm:grid-cols-[12rem_minmax(0,1fr)] sm:p-4" data-testid={`certificate-${cert.id}`}>
      <Link to={href} className="block overflow-hidden rounded-xl bg-muted">
        <img src={withParam(cert.imageUrl, "width", 480)} alt={title} loading="lazy" decoding="async" className="aspect-[1.414] h-auto w-full object-cover" />
      </Link>
      <div className="grid content-start gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={cert.status} />
          <span className="text-xs text-muted-foreground">{formatDisplayDate(cert.issuedAt, { locale, style: "medium" })}</span>
        </div>
        <div className="grid gap-0.5">
          <Link to={href} className="tap-target flex items-center text-lg font-extrabold hover:underline" dir="auto">
            {cert.recipientName}
          </Link>
          <p className="text-sm text-muted-foreground">{title}</p>
          <code dir="ltr" className="w-fit font-mono text-sm font-bold tracking-wider" data-testid="certificate-code">
            {cert.code}
          </code>
        </div>
        <p className="flex gap-3 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1"><Eye aria-hidden className="size-3.5" /><span className="sr-only">{t("mine.viewsLabel")}:</span>{t("mine.views", { count: cert.stats.views })}</span>
          <span className="inline-flex items-center gap-1"><Share2 aria-hidden className="size-3.5" /><span className="sr-only">{t("mine.sharesLabel")}:</span>{t("mine.shares", { count: cert.stats.shares })}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <a href={withParam(cert.pdfUrl, "download", 1)} download={`certificate-${cert.code}.pdf`} className={buttonVariants({ variant: "outline", size: "sm" })} data-testid="download-pdf">
            <Download aria-hidden />
            {t("mine.downloadPdf")}
          </a>
          <Button variant="outline" size="sm" onClick={onShare} data-testid="share-certificate">
            <Share2 aria-hidden />
            {t("mine.share")}
          </Button>
          <LinkedInButton data={cert.linkedIn} size="sm" onClick={() => recordCertificateShare(cert.id, "linkedin")} />
          <Link to={`/user/certificates/${encodeURIComponent(cert.id)}/analytics`} className={buttonVariants({ variant: "outline", size: "sm" })} data-testid="certificate-analytics">
            <ChartNoAxesCombined aria-hidden />
            {t("analytics:item.link")}
          </Link>
        </div>
      </div>
    </article>
  );
}
