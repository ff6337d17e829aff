// Downloads of a card or certificate: same-site links with the download attribute.
import { Download, FileText, Film } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "../ui/button.tsx";
import { cn } from "../../lib/utils.ts";
import { withQueryParam } from "../../../shared/api/preview-images.ts";

export function DownloadLinks({ pngUrl, pdfUrl, videoUrl, fileBase, onDownload, size = "default", className }: {
  pngUrl: string;
  pdfUrl: string;
  /** The card's MP4 (cards only): "Video" beside PNG and PDF. */
  videoUrl?: string;
  fileBase: string;
  onDownload?: (kind: "png" | "pdf" | "mp4") => void;
  size?: "default" | "sm" | "lg";
  className?: string;
}) {
  const { t } = useTranslation("webCards");
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      {/* ?download=1: the server counts the download (engagement analytics), not the picture the page shows. */}
      <a href={withQueryParam(pngUrl, "download", "1")} download={`${fileBase}.png`} data-testid="download-png" onClick={() => onDownload?.("png")} className={buttonVariants({ size })}>
        <Download aria-hidden />
        {t("preview.downloadPng")}
      </a>
      <a href={pdfUrl} download={`${fileBase}.pdf`} data-testid="download-pdf" onClick={() => onDownload?.("pdf")} className={buttonVariants({ variant: "outline", size })}>
        <FileText aria-hidden />
        {t("preview.downloadPdf")}
      </a>
      {videoUrl && (
        <a href={withQueryParam(videoUrl, "download", "1")} download={`${fileBase}.mp4`} data-testid="download-video" onClick={() => onDownload?.("mp4")} className={buttonVariants({ variant: "outline", size })}>
          <Film aria-hidden />
          {t("preview.downloadVideo")}
        </a>
      )}
    </div>
  );
}
