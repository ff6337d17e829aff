// The narrow centred card of the e-mail link pages (forgot / reset password, verify e-mail).
import type { ReactNode } from "react";
import { Card } from "../../components/ui/card.tsx";
import { usePageTitle } from "../../components/PageHeader.tsx";
import { LogoMark } from "../../layout/Logo.tsx";

export function AccountCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <LogoMark className="mb-4 size-10" />
        <h1 className="text-2xl font-extrabold tracking-tight" data-testid="page-title">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </Card>
    </section>
  );
}

export function Notice({ tone, children, testId }: { tone: "success" | "error" | "info"; children: ReactNode; testId?: string }) {
  const colors = tone === "success" ? "bg-emerald-500/10 text-emerald-800 dark:text-emerald-300" : tone === "error" ? "bg-destructive/10 text-destructive" : "bg-muted text-muted-foreground";
  return (
    <p role={tone === "error" ? "alert" : "status"} className={`rounded-xl p-3 text-sm ${colors}`} data-testid={testId}>
      {children}
    </p>
  );
}
