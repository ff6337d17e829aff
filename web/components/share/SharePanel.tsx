// Share panel (cards and certificates): copy link, QR code (PNG), WhatsApp, Telegram, X, Facebook,
// e-mail, and the system share sheet where the browser has one (with the image file when allowed).
// Each action is reported through onShare (the page posts the counter, fire-and-forget).
import { Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SHARE_TARGETS, fetchAsFile, shareLinks, type ShareAction } from "../../lib/share.ts";
import { cn } from "../../lib/utils.ts";
import { Button } from "../ui/button.tsx";
import { Input } from "../ui/input.tsx";
import { TARGET_STYLE } from "./BrandIcons.tsx";
import { CopyButton } from "./CopyButton.tsx";
import { QrCanvas } from "./QrCanvas.tsx";
import { useStaticPage } from "../../lib/static-page.ts";

export interface SharePanelProps {
  /** Absolute link that is shared. */
  url: string;
  /** Message that goes with the link (may be Arabic). */
  text: string;
  /** Same-site image to attach on the system share sheet. */
  imageUrl?: string;
  /** Base of downloaded file names (no extension). */
  fileBase: string;
  onShare: (action: ShareAction) => void;
  /** A server-drawn page: where the enhancement script posts each action's counter, and its channel there. */
  record?: { path: string; channelOf: (action: ShareAction) => string };
  /** Its own "Share…" button for the system share sheet; off where the page has one already (the card preview's "Share the card"). */
  nativeShare?: boolean;
  className?: string;
}

function canNativeShare(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.share === "function";
}

export function SharePanel({ url, text, imageUrl, fileBase, onShare, record, nativeShare = true, className }: SharePanelProps) {
  const { t } = useTranslation("webCards");
  const links = shareLinks(url, text);
  const staticPage = useStaticPage();
  // Only the server-drawn page needs these: in the app, onShare reports the action.
  const recorded = (action: ShareAction) => (staticPage && record ? { "data-record": record.path, "data-channel": record.channelOf(action) } : {});
  const [native, setNative] = useState(false);
  useEffect(() => setNative(nativeShare && canNativeShare()), [nativeShare]);

  async function shareNatively() {
    const data: ShareData = { title: text, text, url };
    if (imageUrl) {
      const file = await fetchAsFile(imageUrl, `${fileBase}.png`);
      if (file && navigator.canShare?.({ files: [file] })) data.files = [file];
    }
    try {
      await navigator.share(data);
      onShare("native");
    } catch {
      /* dismissed by the person: nothing to report */
    }
  }

  return (
    <section aria-labelledby="share-title" className={cn("grid gap-5 rounded-2xl border border-border bg-card p-5 shadow-sm", className)} data-testid="share-panel">
      <h2 id="share-title" className="flex items-center gap-2 text-base font-extrabold">
        <Share2 aria-hidden className="size-4 text-primary" />
        {t("share.title")}
      </h2>
      <div className="grid gap-1.5">
        <label htmlFor="share-link" className="text-xs font-semibold text-muted-foreground">
          {t("share.link")}
        </label>
        <div className="flex gap-2">
          <Input id="share-link" readOnly value={url} dir="ltr" className="min-w-0 flex-1 text-xs" onClick={(e) => e.currentTarget.select()} />
          <CopyButton text={url} label={t("share.copy")} copiedMessage={t("share.copied")} onCopied={() => onShare("copy")} data-testid="share-copy" className="h-11" {...recorded("copy")} />
        </div>
      </div>
      <ul className="flex flex-wrap gap-2">
        {SHARE_TARGETS.map((target) => {
          const { Icon, className: tone } = TARGET_STYLE[target];
          return (
            <li key={target}>
              <a
                href={links[target]}
                target="_blank"
                rel="noopener noreferrer"
                data-testid={`share-${target}`}
                onClick={() => onShare(target)}
                {...recorded(target)}
                className="tap-target inline-flex h-10 items-center gap-2 rounded-xl border border-border bg-background pe-3 ps-1.5 text-sm font-semibold transition hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className={cn("flex size-7 items-center justify-center rounded-lg", tone)}>
                  <Icon />
                </span>
                {t(`share.${target}`)}
              </a>
            </li>
          );
        })}
        {staticPage && nativeShare && (
          // Hidden until the enhancement script finds a system share sheet (web/enhance/enhance.ts).
          <li data-native-share data-share-url={url} data-share-text={text} hidden {...recorded("native")}>
            <Button variant="default" className="h-10" data-testid="share-native">
              <Share2 aria-hidden />
              {t("share.native")}
            </Button>
          </li>
        )}
        {native && (
          <li>
            <Button variant="default" className="h-10" onClick={() => void shareNatively()} data-testid="share-native">
              <Share2 aria-hidden />
              {t("share.native")}
            </Button>
          </li>
        )}
      </ul>
      <QrCanvas text={url} fileName={`${fileBase}-qr.png`} onDownload={() => onShare("qr")} />
    </section>
  );
}
