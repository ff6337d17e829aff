import { useTranslation } from "react-i18next";
import { cn } from "../../lib/utils.ts";

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn("inline-block size-5 animate-spin rounded-full border-2 border-current border-e-transparent", className)}
    />
  );
}

/**
 * SPEC §2: shown while the user or the display settings load, and by the gates while they wait.
 * A full viewport tall, so the footer stays below the fold until the page arrives: at 60vh it showed
 * and was then pushed away by the page, a 0.24 layout shift on the verify page (issue 13).
 */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" data-testid="full-screen-spinner" className="flex min-h-svh flex-1 items-center justify-center">
      <Spinner className="size-10 border-[3px] text-primary" />
      <span className="sr-only">{t("common.loading")}</span>
    </div>
  );
}
