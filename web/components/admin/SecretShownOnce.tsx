// A secret the server answers only once (an API token, a webhook signing secret): a warning, the
// value in a monospace box to select or copy, and the button that closes it for good.
import { AlertTriangle } from "lucide-react";
import { CopyButton } from "../share/CopyButton.tsx";
import { Button } from "../ui/button.tsx";

export function SecretShownOnce({ secret, warning, copyLabel, copiedMessage, doneLabel, onDone, testId }: {
  secret: string;
  warning: string;
  copyLabel: string;
  copiedMessage: string;
  doneLabel: string;
  onDone: () => void;
  /** prefix of the test ids: <prefix>-secret, -copy, -done */
  testId: string;
}) {
  return (
    <>
      <div role="alert" className="flex items-start gap-2 rounded-xl border border-amber-500/40 bg-amber-500/10 p-3 text-sm font-semibold text-amber-900 dark:text-amber-200">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{warning}</span>
      </div>
      <code dir="ltr" className="block select-all break-all rounded-xl border border-border bg-muted px-3 py-3 font-mono text-sm" data-testid={`${testId}-secret`}>
        {secret}
      </code>
      <div className="flex flex-wrap justify-end gap-2">
        <CopyButton text={secret} label={copyLabel} copiedMessage={copiedMessage} variant="outline" data-testid={`${testId}-copy`} />
        <Button onClick={onDone} data-testid={`${testId}-done`}>{doneLabel}</Button>
      </div>
    </>
  );
}
