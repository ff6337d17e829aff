import { useTranslation } from "react-i18next";
import { CopyButton } from "../share/CopyButton.tsx";

/** The verification code, big and monospaced (always LTR), with a copy button. */
export function CodeBox({ code }: { code: string }) {
  const { t } = useTranslation("webCertificates");
  return (
    <div className="grid gap-1.5">
      <span className="text-xs font-semibold text-muted-foreground">{t("preview.code")}</span>
      <div className="flex flex-wrap items-center gap-2">
        <code dir="ltr" className="rounded-xl border border-border bg-muted/60 px-3 py-2 font-mono text-lg font-bold tracking-[0.15em]" data-testid="certificate-code">
          {code}
        </code>
        <CopyButton text={code} label={t("preview.copyCode")} copiedMessage={t("preview.codeCopied")} variant="outline" size="sm" data-testid="copy-code" />
      </div>
    </div>
  );
}
