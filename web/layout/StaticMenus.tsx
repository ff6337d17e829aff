// The header's menus on a page drawn by the server (issue 23): they open without scripts — <details>
// with a <summary> — and every choice is a link (categories, language and theme through
// /set-preference, which sets the cookie and comes back). The enhancement script only closes an open
// menu on an outside click or Escape. Same looks as the SPA's Radix menus (NavMenus, MobileMenuPanel,
// AccountMenu, DisplaySettingsPanel).
import { ChevronDown, LogIn, LogOut, Menu, Moon, ShieldCheck, SlidersHorizontal, Sun, UserPlus, X } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { User } from "../../shared/api/account.ts";
import { buttonVariants } from "../components/ui/button.tsx";
import { useUser } from "../lib/session.ts";
import { preferenceHref, type StaticPage } from "../lib/static-page.ts";
import { cn } from "../lib/utils.ts";
import { ADMIN_LINKS, USER_LINKS } from "./accountLinks.ts";
import { Avatar, UserIdentity } from "./Avatar.tsx";
import { CatalogItemBody, useCatalog, type CatalogItem } from "./catalog.tsx";
import { LanguageToggle } from "./Controls.tsx";
import { LogoMark } from "./Logo.tsx";

const iconButton = cn(buttonVariants({ variant: "ghost", size: "icon" }), "cursor-pointer list-none [&::-webkit-details-marker]:hidden");
const panelClass = "absolute z-50 mt-2 rounded-2xl border border-border bg-popover p-1.5 text-popover-foreground shadow-xl";
const itemClass = "flex min-h-11 items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm transition hover:bg-muted focus-visible:bg-muted focus-visible:outline-none [&_svg]:size-4 [&_svg]:text-muted-foreground";

/** A menu that opens without scripts. */
function Disclosure({ summary, summaryClass, label, testId, children, className }: { summary: ReactNode; summaryClass: string; label?: string; testId: string; children: ReactNode; className?: string }) {
  return (
    <details data-menu className={cn("group relative", className)}>
      <summary className={summaryClass} aria-label={label} title={label} data-testid={testId}>
        {summary}
      </summary>
      {children}
    </details>
  );
}

export function StaticNavMenus() {
  const { t } = useTranslation();
  const cards = useCatalog("card");
  const certificates = useCatalog("certificate");
  return (
    <nav className="relative hidden md:block" aria-label={t("nav.mainNavigation")}>
      <ul className="flex items-center gap-1">
        <li><NavMenu id="cards" label={t("nav.cards")} intro={t("nav.cardsIntro")} items={cards} /></li>
        <li><NavMenu id="certificates" label={t("nav.certificates")} intro={t("nav.certificatesIntro")} items={certificates} footer={{ href: "/certificates/verify", label: t("nav.verify") }} /></li>
      </ul>
    </nav>
  );
}

function NavMenu({ id, label, intro, items, footer }: { id: string; label: string; intro: string; items: CatalogItem[]; footer?: { href: string; label: string } }) {
  return (
    <Disclosure
      testId={`nav-${id}`}
      summaryClass="inline-flex h-10 cursor-pointer list-none items-center gap-1 rounded-xl px-3 text-sm font-semibold text-foreground/80 transition hover:bg-muted hover:text-foreground group-open:bg-muted group-open:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden"
      summary={<>{label}<ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" /></>}
    >
      <div className={cn(panelClass, "start-0 w-[min(34rem,90vw)] p-3")}>
        <p className="px-3 pb-2 pt-1 text-xs font-semibold text-muted-foreground">{intro}</p>
        <ul className="grid grid-cols-2 gap-1">
          {items.map((item) => (
            <li key={item.slug}>
              <a href={item.href} data-testid={`nav-${id}-${item.slug}`} className="flex items-start gap-3 rounded-xl p-3 transition hover:bg-muted focus-visible:bg-muted focus-visible:outline-none">
                <CatalogItemBody item={item} />
              </a>
            </li>
          ))}
        </ul>
        {footer && (
          <a href={footer.href} data-testid={`nav-${id}-footer`} className="mt-2 flex items-center justify-center gap-2 rounded-xl border border-border p-2.5 text-sm font-semibold text-primary transition hover:bg-muted focus-visible:bg-muted focus-visible:outline-none">
            <ShieldCheck aria-hidden className="size-4" />
            {footer.label}
          </a>
        )}
      </div>
    </Disclosure>
  );
}

/** Light and dark as links (the server cannot know the OS setting, so "system" stays in the app). */
function ThemeLinks({ page }: { page: StaticPage }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-2" role="group" aria-label={t("theme.label")}>
      {(["light", "dark"] as const).map((value) => {
        const Icon = value === "dark" ? Moon : Sun;
        const selected = page.theme === value;
        return (
          <a
            key={value}
            href={preferenceHref({ theme: value }, page.here)}
            aria-current={selected ? "true" : undefined}
            data-testid={`theme-${value}`}
            className={cn("flex min-h-11 flex-col items-center gap-1.5 rounded-xl border px-2 py-3 text-xs font-semibold transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", selected ? "border-primary bg-primary/10 text-primary" : "border-border hover:bg-muted")}
          >
            <Icon aria-hidden className="size-5" />
            {t(`theme.${value}`)}
          </a>
        );
      })}
    </div>
  );
}

export function StaticThemeToggle({ page }: { page: StaticPage }) {
  const { t } = useTranslation();
  const dark = page.theme === "dark";
  return (
    <a href={preferenceHref({ theme: dark ? "light" : "dark" }, page.here)} className={buttonVariants({ variant: "ghost", size: "icon" })} aria-label={t("theme.toggle")} title={t("theme.toggle")} data-testid="theme-toggle" data-theme={page.theme}>
      {dark ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </a>
  );
}

export function StaticDisplaySettings({ page }: { page: StaticPage }) {
  const { t } = useTranslation();
  return (
    <Disclosure testId="display-settings" label={t("account.displaySettings")} summaryClass={iconButton} summary={<SlidersHorizontal aria-hidden />}>
      <div className={cn(panelClass, "end-0 w-64 p-4")}>
        <p className="mb-3 text-sm font-extrabold">{t("theme.label")}</p>
        <ThemeLinks page={page} />
      </div>
    </Disclosure>
  );
}

export function StaticAccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Disclosure
      testId="account-menu"
      summaryClass="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-border bg-card py-1 pe-2 ps-1 text-sm font-semibold transition hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden"
      summary={
        <>
          <Avatar name={user.name || user.username} />
          <span className="hidden max-w-32 truncate lg:inline">{user.name || user.username}</span>
          <span className="sr-only">{t("account.menu")}</span>
          <ChevronDown aria-hidden className="size-4 text-muted-foreground" />
        </>
      }
    >
      <div className={cn(panelClass, "end-0 w-64")}>
        <UserIdentity user={user} className="px-2.5 py-2" />
        <hr className="my-1 border-border" />
        {USER_LINKS.map((l) => (
          <a key={l.to} href={l.to} className={itemClass} data-testid={l.testId}><l.Icon aria-hidden />{t(l.labelKey)}</a>
        ))}
        {user.role === "admin" && (
          <>
            <hr className="my-1 border-border" />
            <p className="px-2.5 py-1 text-xs font-semibold text-muted-foreground">{t("account.adminSection")}</p>
            {ADMIN_LINKS.map((l) => (
              <a key={l.to} href={l.to} className={itemClass} data-testid={l.testId}><l.Icon aria-hidden />{t(l.labelKey)}</a>
            ))}
          </>
        )}
        <hr className="my-1 border-border" />
        {/* Signing out is a POST: the enhancement script sends it (the dashboard's menu does the same without it). */}
        <button type="button" data-logout className={cn(itemClass, "w-full text-destructive [&_svg]:text-destructive")} data-testid="logout">
          <LogOut aria-hidden />
          {t("account.logout")}
        </button>
      </div>
    </Disclosure>
  );
}

/** The side menu under md: the same contents as MobileMenuPanel, in a sheet that opens without scripts. */
export function StaticMobileMenu({ page }: { page: StaticPage }) {
  const { t } = useTranslation();
  const { user, isAdmin } = useUser();
  const cards = useCatalog("card");
  const certificates = useCatalog("certificate");
  const link = "flex min-h-11 items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition hover:bg-muted [&_svg]:size-4.5 [&_svg]:text-primary";
  return (
    <Disclosure className="md:hidden" testId="mobile-menu" label={t("nav.openMenu")} summaryClass={iconButton} summary={<Menu aria-hidden className="!size-5" />}>
      <a href={page.here} data-menu-close tabIndex={-1} aria-hidden className="fixed inset-0 z-40 bg-black/40" />
      <nav className="fixed inset-y-0 start-0 z-50 flex w-[86vw] max-w-sm flex-col overflow-y-auto bg-background px-3 py-4 shadow-2xl" aria-label={t("nav.mainNavigation")} data-testid="mobile-menu-panel">
        <div className="mb-3 flex items-center gap-2 px-3 text-lg font-extrabold">
          <LogoMark className="size-8" />
          {t("brand.name")}
        </div>
        {user && <UserIdentity user={user} className="mb-4 rounded-2xl bg-muted px-3 py-3" />}
        {[{ title: t("nav.cards"), items: cards }, { title: t("nav.certificates"), items: certificates }].map((section) => (
          <div key={section.title} className="mb-3">
            <p className="px-3 pb-1 text-xs font-bold uppercase tracking-wide text-muted-foreground">{section.title}</p>
            <div className="grid grid-cols-2 gap-1">
              {section.items.map((item) => (
                <a key={item.slug} href={item.href} className={link}><item.Icon aria-hidden />{item.label}</a>
              ))}
            </div>
          </div>
        ))}
        <a href="/certificates/verify" className={link} data-testid="mobile-verify"><ShieldCheck aria-hidden />{t("nav.verify")}</a>
        {user ? (
          <div className="mt-2 border-t border-border pt-3">
            {[...USER_LINKS, ...(isAdmin ? ADMIN_LINKS : [])].map((l) => (
              <a key={l.to} href={l.to} className={link}><l.Icon aria-hidden />{t(l.labelKey)}</a>
            ))}
            <button type="button" data-logout className={cn(link, "w-full text-destructive [&_svg]:text-destructive")} data-testid="mobile-logout">
              <LogOut aria-hidden />
              {t("account.logout")}
            </button>
          </div>
        ) : (
          <div className="mt-3 grid grid-cols-2 gap-2 border-t border-border pt-4">
            <a href="/auth" className={buttonVariants({ variant: "outline" })} data-testid="mobile-sign-in"><LogIn aria-hidden />{t("account.signIn")}</a>
            <a href="/auth?tab=register" className={buttonVariants()} data-testid="mobile-register"><UserPlus aria-hidden />{t("account.register")}</a>
          </div>
        )}
        <div className="mt-4 rounded-2xl border border-border p-4">
          <p className="mb-3 text-sm font-extrabold">{t("account.displaySettings")}</p>
          <ThemeLinks page={page} />
          <LanguageToggle showName testId="mobile-lang-toggle" className="mt-4 w-full justify-center border border-border" />
        </div>
        <a href={page.here} data-menu-close className={cn(buttonVariants({ variant: "ghost" }), "mt-4")} data-testid="mobile-menu-close">
          <X aria-hidden />
          {t("nav.closeMenu")}
        </a>
      </nav>
    </Disclosure>
  );
}
