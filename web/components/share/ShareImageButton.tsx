// "Share the card" (issue 31): on a phone the card's picture goes to the system share sheet, so it
// reaches WhatsApp as an image, not as a link to open. In order of preference:
//   1. navigator.share({ files: [the JPEG], title, text, url }) where navigator.canShare({ files }) says yes;
//   2. navigator.share({ title, text, url }) (the link);
//   3. copying the link (with its toast).
// The JPEG (cardShareImage: a quarter of the PNG, and what messengers take best) is fetched before the
// tap (when the card is saved, else when the button appears): share() needs the tap's user activation,
// which a slow download after the tap would outlive. With `video`, the same for the card's MP4
// ("Share the video", issue 35).
import { Clapperboard, Share2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { imageFile, type ShareAction } from "../../lib/share.ts";
import { Button, type ButtonProps } from "../ui/button.tsx";
import { toast } from "../ui/use-toast.ts";
import { copyText } from "./CopyButton.tsx";

export interface ShareImageButtonProps extends Omit<ButtonProps, "onClick"> {
  url: string;
  text: string;
  /** Same-site picture of the card to share (its JPEG). */
  imageUrl: string;
  fileName: string;
  onShare: (action: ShareAction) => void;
  /** The card's video instead of its picture (the MP4 goes to the share sheet: a WhatsApp status). */
  video?: { url: string; fileName: string };
}

type ShareNavigator = Navigator & { share?: (data: ShareData) => Promise<void>; canShare?: (data: ShareData) => boolean };

/** What the share sheet gets: the file when the browser can share it, else the link alone; null without a share sheet. */
export function shareData(nav: ShareNavigator, file: File | null, data: { title: string; text: string; url: string }): ShareData | null {
  if (typeof nav.share !== "function") return null;
  if (file && nav.canShare?.({ files: [file] })) return { ...data, files: [file] };
  return data;
}

export function ShareImageButton({ url, text, imageUrl, fileName, onShare, video, ...rest }: ShareImageButtonProps) {
  const { t } = useTranslation("webCards");
  const file = useRef<Promise<File | null> | null>(null);
  const videoUrl = video?.url;
  const videoName = video?.fileName;
  useEffect(() => {
    const picture = imageFile(imageUrl, fileName);
    // The video after the picture (the picture's button needs it first, on a slow line too); both
    // before the tap, as share() must run within the tap's user activation.
    file.current = videoUrl && videoName ? picture.then(() => imageFile(videoUrl, videoName)) : picture;
  }, [imageUrl, fileName, videoUrl, videoName]);

  async function share() {
    const nav = navigator as ShareNavigator;
    const data = shareData(nav, (await file.current) ?? null, { title: text, text, url });
    if (data) {
      try {
        await nav.share!(data);
        onShare("native");
      } catch {
        /* dismissed by the person: nothing to report */
      }
      return;
    }
    if (await copyText(url)) {
      toast({ title: t("share.copied"), variant: "success" });
      onShare("copy");
    } else {
      toast({ title: t("share.copyFailed"), variant: "destructive" });
    }
  }

  return (
    <Button size="lg" {...rest} onClick={() => void share()}>
      {video ? <Clapperboard aria-hidden /> : <Share2 aria-hidden />}
      {video ? t("share.shareVideo") : t("share.shareCard")}
    </Button>
  );
}
