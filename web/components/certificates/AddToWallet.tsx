// "Add to wallet" (issue 25 §3), for the certificate's recipient only: its owner signed in, or whoever
// opened the link of the certificate e-mail (?key=). A QR code with an OpenID4VCI credential offer, a
// link that opens a wallet app on this device, and the PIN the wallet asks for — the QR code alone
// issues nothing. An offer is made only when asked (?wallet=1): each one is single-use.
import { RefreshCw, Wallet } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { CertificateDetail } from "../../../shared/api/certificates.ts";
import type { WalletOffer } from "../../../shared/api/wallet.ts";
import { ApiRequestError } from "../../lib/request.ts";
import { useWalletOffer } from "../../lib/wallet.ts";
import { CopyButton } from "../share/CopyButton.tsx";
import { qrSvgPath } from "../share/QrCanvas.tsx";
import { buttonVariants } from "../ui/button.tsx";

function offerLink(key: string | null, round?: string): string {
  const params = new URLSearchParams({ wallet: "1" });
  if (key) params.set("key", key);
  if (round) params.set("round", round);
  return `?${params.toString()}#wallet`;
}

export function AddToWallet({ certificate }: { certificate: Pick<CertificateDetail, "id" | "isOwner" | "status"> }) {
  const { t } = useTranslation("webCertificates");
  const [params] = useSearchParams();
  const key = params.get("key");
  const requested = params.get("wallet") === "1";
  const round = params.get("round");
  const mayAsk = (certificate.isOwner || !!key) && certificate.status !== "revoked";
  const query = useWalletOffer(certificate.id, key, round, mayAsk && requested);
  if (!mayAsk) return null;

  const status = query.error instanceof ApiRequestError ? query.error.status : 0;
  return (
    <section id="wallet" aria-labelledby="wallet-title" className="@container grid scroll-mt-24 gap-4 rounded-2xl border border-border bg-card p-4" data-testid="add-to-wallet">
      <div className="flex items-start gap-3">
        <Wallet aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid gap-1">
          <h2 id="wallet-title" className="font-bold">{t("wallet.title")}</h2>
          <p className="text-sm text-muted-foreground">{t("wallet.intro")}</p>
        </div>
      </div>
      {!requested ? (
        <Link to={offerLink(key)} className={buttonVariants({ className: "min-h-11 justify-self-start" })} data-testid="wallet-start">
          <Wallet aria-hidden />
          {t("wallet.start")}
        </Link>
      ) : query.data ? (
        <OfferBody offer={query.data} again={offerLink(key, String(Date.parse(query.data.expiresAt)))} />
      ) : query.error ? (
        <div className="grid gap-2">
          <p role="alert" className="text-sm font-semibold text-destructive" data-testid="wallet-error">
            {t(status === 403 ? "wallet.forbidden" : status === 409 ? "wallet.revoked" : "wallet.failed")}
          </p>
          {status !== 403 && status !== 409 && (
            <Link to={offerLink(key, "retry")} className={buttonVariants({ variant: "outline", className: "min-h-11 justify-self-start" })}>
              {t("wallet.again")}
            </Link>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground" aria-live="polite">{t("wallet.loading")}</p>
      )}
    </section>
  );
}

function OfferBody({ offer, again }: { offer: WalletOffer; again: string }) {
  const { t } = useTranslation("webCertificates");
  const { d, side } = qrSvgPath(offer.offerUri);
  // Side by side only where the block itself is wide (not in the desktop page's narrow column).
  return (
    <div className="grid items-start gap-4 @lg:grid-cols-[auto_minmax(0,1fr)]">
      <svg
        viewBox={`0 0 ${side} ${side}`}
        role="img"
        aria-label={t("wallet.qrLabel")}
        className="size-56 justify-self-center rounded-xl bg-white ring-1 ring-black/10"
        shapeRendering="crispEdges"
        data-testid="wallet-qr"
        data-offer={offer.offerUri}
      >
        <path d={d} fill="#000" />
      </svg>
      <div className="grid gap-3">
        <ol className="grid list-decimal gap-1 ps-5 text-sm">
          <li>{t("wallet.step1")}</li>
          <li>{t("wallet.step2")}</li>
        </ol>
        <div className="grid gap-1.5">
          <span className="text-xs font-semibold text-muted-foreground" id="wallet-pin-label">{t("wallet.pin")}</span>
          <div className="flex flex-wrap items-center gap-2">
            <code dir="ltr" aria-labelledby="wallet-pin-label" className="rounded-xl border border-border bg-muted/60 px-3 py-2 font-mono text-2xl font-bold tracking-[0.3em]" data-testid="wallet-pin">
              {offer.pin}
            </code>
            <CopyButton text={offer.pin} label={t("wallet.copyPin")} copiedMessage={t("wallet.pinCopied")} variant="outline" className="min-h-11" />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={offer.offerUri} className={buttonVariants({ className: "min-h-11" })} data-testid="wallet-open">
            <Wallet aria-hidden />
            {t("wallet.open")}
          </a>
          <Link to={again} className={buttonVariants({ variant: "ghost", className: "min-h-11" })} data-testid="wallet-again">
            <RefreshCw aria-hidden />
            {t("wallet.again")}
          </Link>
        </div>
        <p className="text-xs text-muted-foreground">{t("wallet.validity", { count: offer.maxAttempts })}</p>
      </div>
    </div>
  );
}
