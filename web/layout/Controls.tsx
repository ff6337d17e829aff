// Header controls: language cycle button, light/dark switch, display settings (theme + layout).
import { Suspense, lazy } from "react";
import { Languages, Monitor, Moon, SlidersHorizontal, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LAYOUTS, THEMES, type Locale } from "../../shared/limits.ts";
import { Button } from "../components/ui/button.tsx";
import { changeLocale, currentLocale, nextLocale } from "../lib/i18n.ts";
import { usePreferenceActions } from "../lib/preferences.ts";
import { useThemeState } from "../lib/theme.ts";
import { preferenceHref, useStaticPage } from "../lib/static-page.ts";
import { cn } from "../lib/utils.ts";
import { useLazyPanel } from "./lazy-panel.ts";

export function LanguageToggle({ className, showName, testId = "lang-toggle" }: { className?: string; showName?: boolean; testId?: string }) {
  const { t } = useTranslation();
  const next: Locale = nextLocale(currentLocale());
  const name = t(`language.${next}`);
  const staticPage = useStaticPage();
  const label = `${showName ? name : t(`language.short.${next}`)} — ${t("language.switchTo", { language: name })}`;
  const content = (
    <>
      <Languages aria-hidden />
      <span lang={next} className="text-xs font-bold">{showName ? name : t(`language.short.${next}`)}</span>
    </>
  );
  return (
    <Button
      // Drawn by the server: a link that sets the language cookie and comes back (no script needed).
      asChild={!!staticPage}
      variant="ghost"
      size={showName ? "default" : "icon"}
      className={cn(!showName && "w-auto min-w-10 px-2.5", className)}
      onClick={staticPage ? undefined : () => void changeLocale(next)}
      // The accessible name starts with the visible text (axe: label-content-name-mismatch).
      aria-label={label}
      title={t("language.switchTo", { language: name })}
      data-testid={testId}
      data-next-locale={next}
    >
      {staticPage ? <a href={preferenceHref({ locale: next }, staticPage.here)}>{content}</a> : content}
    </Button>
  );
}

export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { resolved } = useThemeState();
  const { toggleTheme } = usePreferenceActions();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={toggleTheme}
      aria-label={t("theme.toggle")}
      title={t("theme.toggle")}
      data-testid="theme-toggle"
      data-theme={resolved}
    >
      {resolved === "dark" ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** Segmented choices for theme and layout; used by the popover and the preferences page. */
export function PreferenceChoices() {
  const { t } = useTranslation();
  const { theme, layout } = useThemeState();
  const { chooseTheme, chooseLayout } = usePreferenceActions();
  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-bold">{t("theme.label")}</legend>
        <div className="grid grid-cols-3 gap-2" role="radiogroup" aria-label={t("theme.label")}>
          {THEMES.map((value) => {
            const Icon = THEME_ICONS[value];
            return (
              <Choice key={value} selected={theme === value} onSelect={() => chooseTheme(value)} testId={`theme-${value}`}>
                <Icon aria-hidden className="size-5" />
                {t(`theme.${value}`)}
              </Choice>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-bold">{t("layout.label")}</legend>
        <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={t("layout.label")}>
          {LAYOUTS.map((value) => (
            <Choice key={value} selected={layout === value} onSelect={() => chooseLayout(value)} testId={`layout-${value}`}>
              <LayoutGlyph boxed={value === "boxed"} />
              {t(`layout.${value}`)}
            </Choice>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

function Choice({ selected, onSelect, testId, children }: { selected: boolean; onSelect: () => void; testId: string; children: React.ReactNode }) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      onClick={onSelect}
      data-testid={testId}
      className={cn(
        "flex flex-col items-center gap-1.5 rounded-xl border px-2 py-3 text-xs font-semibold transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        selected ? "border-primary bg-primary/10 text-primary" : "border-border hover:bg-muted",
      )}
    >
      {children}
    </button>
  );
}

function LayoutGlyph({ boxed }: { boxed: boolean }) {
  return (
    <svg viewBox="0 0 28 20" aria-hidden className="h-5 w-7">
      <rect x="1" y="1" width="26" height="18" rx="3" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x={boxed ? 8 : 4} y="5" width={boxed ? 12 : 20} height="10" rx="1.5" fill="currentColor" opacity="0.5" />
    </svg>
  );
}

const loadDisplaySettings = () => import("./DisplaySettingsPanel.tsx");
const DisplaySettingsPanel = lazy(() => loadDisplaySettings().then((m) => ({ default: m.DisplaySettingsPanel })));

/** The display-settings button; its popover (Radix Popover, floating-ui) is a chunk loaded on first use. */
export function DisplaySettingsPopover() {
  const { t } = useTranslation();
  const { trigger, wanted, panel, show } = useLazyPanel();
  return (
    <>
      <Button
        {...trigger}
        variant="ghost"
        size="icon"
        aria-label={t("account.displaySettings")}
        title={t("account.displaySettings")}
        data-testid="display-settings"
        onPointerEnter={() => void loadDisplaySettings()}
        onFocus={() => void loadDisplaySettings()}
        onClick={() => show(true)}
      >
        <SlidersHorizontal aria-hidden />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <DisplaySettingsPanel {...panel} />
        </Suspense>
      )}
    </>
  );
}
