// Period and grouping of the analytics pages, kept in the URL (?range= or ?from=&to=, ?interval=):
// presets of 7/30/90/365 days, from/to by hand (checked before anything is asked), day/week/month.
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { MAX_RANGE_DAYS } from "../../../shared/api/analytics.ts";
import { RANGE_PRESETS, type ChosenRange } from "../../lib/analytics/range.ts";
import { INTERVALS, type Interval } from "../../lib/analytics/series.ts";
import { cn } from "../../lib/utils.ts";
import { Button } from "../ui/button.tsx";
import { Input } from "../ui/input.tsx";

const segment = (active: boolean) =>
  cn("min-h-11 rounded-lg px-3 text-sm font-semibold transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", active ? "bg-primary text-primary-foreground shadow-sm" : "hover:bg-muted");

export function RangeControls({ range, interval }: { range: ChosenRange; interval: Interval }) {
  const { t } = useTranslation("analytics");
  const [params, setParams] = useSearchParams();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
  }, [range.from, range.to]);

  const update = (change: (p: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next, { replace: true });
  };
  const choosePreset = (days: number) =>
    update((p) => {
      p.delete("from");
      p.delete("to");
      p.set("range", String(days));
    });
  const applyCustom = (ev: FormEvent) => {
    ev.preventDefault();
    update((p) => {
      p.delete("range");
      p.set("from", from);
      p.set("to", to);
    });
  };

  return (
    <div className="grid gap-3" data-testid="analytics-controls">
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-xs font-bold text-muted-foreground">{t("range.label")}</legend>
          <div className="flex flex-wrap gap-1 rounded-xl border border-border bg-card p-1">
            {RANGE_PRESETS.map((days) => (
              <button key={days} type="button" className={segment(range.preset === days)} aria-pressed={range.preset === days} onClick={() => choosePreset(days)} data-testid={`range-${days}`}>
                {t(`range.preset_${days}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-xs font-bold text-muted-foreground">{t("interval.label")}</legend>
          <div className="flex gap-1 rounded-xl border border-border bg-card p-1">
            {INTERVALS.map((i) => (
              <button key={i} type="button" className={segment(interval === i)} aria-pressed={interval === i} onClick={() => update((p) => p.set("interval", i))} data-testid={`interval-${i}`}>
                {t(`interval.${i}`)}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <form className="flex flex-wrap items-end gap-2" onSubmit={applyCustom} aria-label={t("range.custom")} data-testid="range-custom">
        <label className="grid gap-1 text-xs font-bold text-muted-foreground">
          {t("range.from")}
          <Input type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} className="h-11 w-40" data-testid="range-from" required />
        </label>
        <label className="grid gap-1 text-xs font-bold text-muted-foreground">
          {t("range.to")}
          <Input type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} className="h-11 w-40" data-testid="range-to" required />
        </label>
        <Button type="submit" variant={range.preset === null ? "default" : "outline"} className="min-h-11" data-testid="range-apply">
          {t("range.apply")}
        </Button>
      </form>
      {!range.valid && (
        <p role="alert" className="text-sm font-semibold text-destructive" data-testid="range-invalid">
          {t("range.invalid", { max: MAX_RANGE_DAYS })}
        </p>
      )}
    </div>
  );
}
