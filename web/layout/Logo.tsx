import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { cn } from "../lib/utils.ts";

/** The mark: a folded card with a gold seal. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden className={cn("size-9", className)}>
      <rect x="2" y="2" width="36" height="36" rx="11" className="fill-primary" />
      <path d="M11 13.5h14.5a3.5 3.5 0 0 1 3.5 3.5v9.5a2 2 0 0 1-2 2H11z" className="fill-primary-foreground" opacity="0.95" />
      <path d="M11 13.5 20 21l9-7.5" fill="none" strokeWidth="1.8" strokeLinejoin="round" className="stroke-primary" />
      <circle cx="28.5" cy="27.5" r="5" className="fill-accent" />
      <path d="m26.4 27.6 1.4 1.4 2.7-2.8" fill="none" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" className="stroke-accent-foreground" />
    </svg>
  );
}

export function Logo({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to="/" onClick={onClick} className="tap-target flex items-center gap-2.5 rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" data-testid="logo">
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span className="text-xl font-extrabold tracking-tight">{t("brand.name")}</span>
        <span className="hidden text-[11px] font-medium text-muted-foreground lg:block">{t("brand.tagline")}</span>
      </span>
    </Link>
  );
}
