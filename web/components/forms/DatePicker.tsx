// A date field in the page's language, not the browser's (issue 16: <input type="date"> showed
// "mm/dd/yyyy" and an English calendar in the Arabic page). Months can be browsed in the Gregorian or
// the Hijri (Umm al-Qura) calendar — the field's own calendar first — and every name and digit comes
// from Intl in the page's language. The value stays an ISO date (YYYY-MM-DD) in a hidden input named
// after the field, which is what the API takes.
import { Popover } from "radix-ui";
import { CalendarDays, ChevronLeft, ChevronRight, X } from "lucide-react";
import { useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatDisplayDate, type CalendarOption } from "../../../shared/format/date.ts";
import { UI_DIGITS, directionOf, isLocale } from "../../lib/i18n.ts";
import { cn } from "../../lib/utils.ts";
import { addDays, firstWeekday, monthGrid, nextMonth, parseIsoDate, previousMonth, startOfMonth, toIsoDate, todayUtc } from "./calendarMonth.ts";

const CALENDARS: CalendarOption[] = ["gregory", "islamic-umalqura"];

export function DatePicker(props: {
  id: string;
  name: string;
  value: string;
  onChange: (iso: string) => void;
  onBlur?: () => void;
  /** The calendar the field prints in; the picker opens in it. */
  calendar?: CalendarOption;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
}) {
  const { t, i18n } = useTranslation("polish");
  const locale = isLocale(i18n.language) ? i18n.language : "ar";
  const rtl = directionOf(locale) === "rtl";
  const [open, setOpen] = useState(false);
  const [calendar, setCalendar] = useState<CalendarOption>(props.calendar ?? "gregory");
  const selected = parseIsoDate(props.value);
  const other: CalendarOption = calendar === "gregory" ? "islamic-umalqura" : "gregory";
  const digits = UI_DIGITS[locale];
  const shown = selected ? formatDisplayDate(selected, { locale, calendar, digits }) : "";
  const shownOther = selected ? formatDisplayDate(selected, { locale, calendar: other, digits }) : "";

  return (
    <Popover.Root open={open} onOpenChange={(o) => { setOpen(o); if (!o) props.onBlur?.(); }}>
      <input type="hidden" name={props.name} value={props.value} data-testid={`date-value-${props.name}`} />
      <div className="flex items-center gap-2">
        <Popover.Trigger asChild>
          <button
            type="button"
            id={props.id}
            aria-invalid={props.invalid || undefined}
            aria-describedby={props.describedBy}
            aria-required={props.required || undefined}
            aria-haspopup="dialog"
            data-testid={`date-trigger-${props.name}`}
            className={cn(
              "flex h-11 w-full min-w-0 items-center gap-2 rounded-xl border border-input bg-background px-3 text-start text-sm shadow-sm transition",
              "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive",
            )}
          >
            <CalendarDays aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            {selected ? (
              <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                <span className="whitespace-nowrap font-medium" data-testid={`date-text-${props.name}`}>{shown}</span>
                <span className="whitespace-nowrap text-xs text-muted-foreground">{shownOther}</span>
              </span>
            ) : (
              <span className="truncate text-muted-foreground">{props.placeholder || t("date.choose")}</span>
            )}
          </button>
        </Popover.Trigger>
        {selected && (
          <button
            type="button"
            onClick={() => props.onChange("")}
            aria-label={t("date.clear")}
            title={t("date.clear")}
            data-testid={`date-clear-${props.name}`}
            className="flex size-9 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t("date.dialog")}
          dir={rtl ? "rtl" : "ltr"}
          className="z-50 w-[19rem] max-w-[calc(100vw-1rem)] rounded-2xl border border-border bg-popover p-3 text-popover-foreground shadow-xl"
          data-testid={`date-dialog-${props.name}`}
        >
          <CalendarToggle calendar={calendar} onChange={setCalendar} />
          <MonthView
            key={calendar}
            calendar={calendar}
            locale={locale}
            rtl={rtl}
            selected={selected}
            onPick={(d) => {
              props.onChange(toIsoDate(d));
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function CalendarToggle({ calendar, onChange }: { calendar: CalendarOption; onChange: (c: CalendarOption) => void }) {
  const { t } = useTranslation("polish");
  return (
    <div role="radiogroup" aria-label={t("date.calendar")} className="mb-3 grid grid-cols-2 gap-1 rounded-xl bg-muted p-1">
      {CALENDARS.map((c) => (
        <button
          key={c}
          type="button"
          role="radio"
          aria-checked={calendar === c}
          onClick={() => onChange(c)}
          data-testid={`date-calendar-${c}`}
          className={cn("rounded-lg px-2 py-1.5 text-xs font-semibold transition", calendar === c ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground")}
        >
          {c === "gregory" ? t("date.gregorian") : t("date.hijri")}
        </button>
      ))}
    </div>
  );
}

function MonthView({ calendar, locale, rtl, selected, onPick }: { calendar: CalendarOption; locale: string; rtl: boolean; selected: Date | null; onPick: (d: Date) => void }) {
  const { t } = useTranslation("polish");
  const today = todayUtc();
  const [focus, setFocus] = useState<Date>(selected ?? today);
  const first = startOfMonth(focus, calendar);
  const grid = useMemo(() => monthGrid(first, calendar, locale), [first.getTime(), calendar, locale]); // eslint-disable-line react-hooks/exhaustive-deps
  const digits = UI_DIGITS[isLocale(locale) ? locale : "ar"];
  const tag = `${locale}-u-ca-${calendar}-nu-${digits}`;
  const title = new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }).format(first);
  const dayNumber = new Intl.DateTimeFormat(tag, { day: "numeric", timeZone: "UTC" });
  const fullDate = new Intl.DateTimeFormat(tag, { dateStyle: "full", timeZone: "UTC" });
  const weekday = new Intl.DateTimeFormat(tag, { weekday: "narrow", timeZone: "UTC" });
  const weekdayLong = new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" });
  const gridRef = useRef<HTMLTableElement>(null);
  const same = (a: Date | null, b: Date | null) => !!a && !!b && a.getTime() === b.getTime();
  // Roving focus: one day of the grid is in the tab order (the focused one, else the 1st).
  const focusInMonth = grid.some((week) => week.some((d) => same(d, focus)));

  const moveFocus = (to: Date) => {
    setFocus(to);
    // After the render that shows the new day, move the keyboard focus onto it.
    requestAnimationFrame(() => gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${toIsoDate(to)}"]`)?.focus());
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: 7, ArrowUp: -7 };
    if (e.key in step) {
      e.preventDefault();
      moveFocus(addDays(focus, step[e.key]));
    } else if (e.key === "PageDown" || e.key === "PageUp") {
      e.preventDefault();
      moveFocus(addDays(focus, e.key === "PageDown" ? 30 : -30));
    }
  };
  const Prev = rtl ? ChevronRight : ChevronLeft;
  const Next = rtl ? ChevronLeft : ChevronRight;

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <button type="button" onClick={() => setFocus(previousMonth(first, calendar))} aria-label={t("date.previousMonth")} title={t("date.previousMonth")} data-testid="date-prev" className="flex size-8 items-center justify-center rounded-lg transition hover:bg-muted">
          <Prev aria-hidden className="size-4" />
        </button>
        <p className="text-sm font-bold" aria-live="polite" data-testid="date-month">{title}</p>
        <button type="button" onClick={() => setFocus(nextMonth(first, calendar))} aria-label={t("date.nextMonth")} title={t("date.nextMonth")} data-testid="date-next" className="flex size-8 items-center justify-center rounded-lg transition hover:bg-muted">
          <Next aria-hidden className="size-4" />
        </button>
      </div>
      <table ref={gridRef} role="grid" aria-label={title} className="w-full table-fixed border-collapse text-center" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {grid[0].map((_, i) => {
              // Any week's seven days give the weekday names in the locale's order.
              const sample = addDays(first, i - ((first.getUTCDay() - firstWeekday(locale) + 7) % 7));
              return (
                <th key={i} scope="col" abbr={weekdayLong.format(sample)} className="pb-1 text-[11px] font-semibold text-muted-foreground">
                  {weekday.format(sample)}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {grid.map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => (
                <td key={i} className="p-0.5">
                  {day && (
                    <button
                      type="button"
                      data-day={toIsoDate(day)}
                      tabIndex={same(day, focusInMonth ? focus : first) ? 0 : -1}
                      aria-label={fullDate.format(day)}
                      aria-pressed={same(day, selected)}
                      aria-current={same(day, today) ? "date" : undefined}
                      onClick={() => onPick(day)}
                      className={cn(
                        "flex h-9 w-full items-center justify-center rounded-lg text-sm transition hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                        same(day, today) && "font-extrabold text-primary",
                        same(day, selected) && "bg-primary text-primary-foreground hover:bg-primary",
                      )}
                    >
                      {dayNumber.format(day)}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex justify-end border-t border-border pt-2">
        <button type="button" onClick={() => onPick(today)} className="rounded-lg px-2 py-1 text-xs font-semibold text-primary transition hover:bg-primary/10" data-testid="date-today">
          {t("date.today")}
        </button>
      </div>
    </div>
  );
}
