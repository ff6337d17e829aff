// Previous / page x of y / next, kept in the URL (?page=) so a page can be linked and reloaded.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { directionOf, isLocale } from "../lib/i18n.ts";
import { buttonVariants } from "./ui/button.tsx";
import { cn } from "../lib/utils.ts";

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

export function Pagination({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const { t, i18n } = useTranslation("webCards");
  const location = useLocation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const rtl = isLocale(i18n.language) && directionOf(i18n.language) === "rtl";
  const Prev = rtl ? ChevronRight : ChevronLeft;
  const Next = rtl ? ChevronLeft : ChevronRight;
  const href = (p: number) => {
    const params = new URLSearchParams(location.search);
    if (p <= 1) params.delete("page");
    else params.set("page", String(p));
    const q = params.toString();
    return `${location.pathname}${q ? `?${q}` : ""}`;
  };
  const link = (p: number, disabled: boolean) => cn(buttonVariants({ variant: "outline", size: "sm" }), disabled && "pointer-events-none opacity-40");
  return (
    <nav aria-label={t("pagination.label")} className="mt-8 flex items-center justify-center gap-3" data-testid="pagination">
      <Link to={href(page - 1)} aria-disabled={page <= 1} tabIndex={page <= 1 ? -1 : undefined} className={link(page - 1, page <= 1)} data-testid="page-prev">
        <Prev aria-hidden />
        {t("pagination.previous")}
      </Link>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {t("pagination.page", { page, pages })}
      </span>
      <Link to={href(page + 1)} aria-disabled={page >= pages} tabIndex={page >= pages ? -1 : undefined} className={link(page + 1, page >= pages)} data-testid="page-next">
        {t("pagination.next")}
        <Next aria-hidden />
      </Link>
    </nav>
  );
}

/** ?page= as a positive integer (1 when absent or nonsense). */
export function pageParam(search: URLSearchParams): number {
  const n = Number(search.get("page"));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
