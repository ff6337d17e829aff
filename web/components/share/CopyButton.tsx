import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../ui/use-toast.ts";
import { Button, type ButtonProps } from "../ui/button.tsx";
import { useStaticPage } from "../../lib/static-page.ts";

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies `text`, says so in a toast, and shows a check mark for a moment. */
export function CopyButton({ text, label, copiedMessage, onCopied, ...rest }: { text: string; label: string; copiedMessage: string; onCopied?: () => void } & Omit<ButtonProps, "onClick">) {
  const { t } = useTranslation("webCards");
  const [done, setDone] = useState(false);
  // A server-drawn page: the enhancement script copies (web/enhance/enhance.ts).
  const enhanced = useStaticPage() ? { "data-copy": text, "data-copied": copiedMessage, "data-copy-failed": t("share.copyFailed") } : {};
  return (
    <Button
      {...rest}
      {...enhanced}
      onClick={async () => {
        if (await copyText(text)) {
          setDone(true);
          setTimeout(() => setDone(false), 1500);
          toast({ title: copiedMessage, variant: "success" });
          onCopied?.();
        } else {
          toast({ title: t("share.copyFailed"), variant: "destructive" });
        }
      }}
    >
      {done ? <Check aria-hidden /> : <Copy aria-hidden />}
      {label}
    </Button>
  );
}
