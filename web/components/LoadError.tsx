import { RefreshCw, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "./ui/button.tsx";

/** A failed load (not a 404): say so and offer to try again. */
export function LoadError({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useTranslation("webCards");
  return (
    <div role="alert" data-testid="load-error" className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-3 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
        <TriangleAlert aria-hidden className="size-7" />
      </span>
      <p className="font-bold">{message ?? t("common.loadFailed")}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden />
          {t("common.retry")}
        </Button>
      )}
    </div>
  );
}
