import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AlertTriangle, Home, RefreshCw, RotateCcw } from "lucide-react";
import { reportClientError } from "../lib/errorReporting.ts";
import { Button } from "./ui/button.tsx";

interface State {
  error: Error | null;
}

/** SPEC §4: an unexpected render error shows three ways out; the error is reported once. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportClientError(error, info.componentStack ?? "");
  }

  reset = () => this.setState({ error: null });

  override render() {
    if (this.state.error) return <ErrorScreen error={this.state.error} onReset={this.reset} />;
    return this.props.children;
  }
}

function ErrorScreen({ error, onReset }: { error: Error; onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid="error-boundary" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
        <AlertTriangle className="size-7" aria-hidden />
      </div>
      <h1 className="text-2xl font-extrabold">{t("errorBoundary.title")}</h1>
      <p className="text-muted-foreground">{t("errorBoundary.text")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onReset} data-testid="error-retry">
          <RotateCcw aria-hidden />
          {t("errorBoundary.retry")}
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()} data-testid="error-reload">
          <RefreshCw aria-hidden />
          {t("errorBoundary.reload")}
        </Button>
        <Button variant="outline" onClick={() => window.location.assign("/")} data-testid="error-home">
          <Home aria-hidden />
          {t("errorBoundary.home")}
        </Button>
      </div>
      {import.meta.env.DEV && (
        <details className="w-full text-start text-xs text-muted-foreground">
          <summary>{t("errorBoundary.details")}</summary>
          <pre dir="ltr" className="mt-2 overflow-auto rounded-lg bg-muted p-3">{error.stack ?? error.message}</pre>
        </details>
      )}
    </div>
  );
}
