// Search input kept in the URL (?q=), applied 300 ms after typing stops; a new search goes to page 1.
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { Input } from "../ui/input.tsx";
import { useDebouncedValue } from "../../lib/debounce.ts";

export function SearchBox({ placeholder, testId = "admin-search" }: { placeholder?: string; testId?: string }) {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const current = params.get("q") ?? "";
  const [text, setText] = useState(current);
  const settled = useDebouncedValue(text, 300);
  useEffect(() => {
    if (settled.trim() === current) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (settled.trim()) next.set("q", settled.trim());
        else next.delete("q");
        next.delete("page");
        return next;
      },
      { replace: true },
    );
    // Only a settled change of the text updates the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <div className="relative w-full sm:max-w-xs">
      <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder ?? t("common.search")}
        aria-label={placeholder ?? t("common.search")}
        className="ps-9"
        data-testid={testId}
      />
    </div>
  );
}

/** Sets one URL filter (empty removes it) and goes back to page 1. */
export function useFilterParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete("page");
      return next;
    });
  return [params.get(name) ?? "", set];
}
