// The side menu's sheet (Radix Dialog from the inline-start edge); MobileMenu.tsx loads it on the first tap.
import { Dialog } from "radix-ui";
import { LogIn, LogOut, UserPlus, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button.tsx";
import { SideSheet } from "../components/ui/side-sheet.tsx";
import { useLogout, useUser } from "../lib/session.ts";
import { ADMIN_LINKS, USER_LINKS } from "./accountLinks.ts";
import { UserIdentity } from "./Avatar.tsx";
import { useCatalog, type CatalogItem } from "./catalog.tsx";
import { LanguageToggle, PreferenceChoices } from "./Controls.tsx";
import { LogoMark } from "./Logo.tsx";
import { focusTriggerOnClose, type LazyPanelProps } from "./lazy-panel.ts";

const linkClass = "flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition hover:bg-muted [&_svg]:size-4.5 [&_svg]:text-primary";

export function MobileMenuPanel({ open, onOpenChange, triggerRef }: LazyPanelProps) {
  const { t } = useTranslation();
  const { user, isAdmin } = useUser();
  const logout = useLogout();
  const cards = useCatalog("card");
  const certificates = useCatalog("certificate");
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SideSheet
        data-testid="mobile-menu-panel"
        // The trigger lives outside this chunk (no Dialog.Trigger): focus goes back to it by hand.
        onCloseAutoFocus={focusTriggerOnClose(triggerRef)}
        className="w-[86vw] max-w-sm"
        title={
          <>
            <LogoMark className="size-8" />
            {t("brand.name")}
          </>
        }
        description={t("nav.mainNavigation")}
        closeLabel={t("nav.closeMenu")}
      >
        <nav className="flex-1 overflow-y-auto px-3 py-4" aria-label={t("nav.mainNavigation")}>
          {user && (
            <UserIdentity user={user} className="mb-4 rounded-2xl bg-muted px-3 py-3" />
          )}
          <Section title={t("nav.cards")} items={cards} onNavigate={close} />
          <Section title={t("nav.certificates")} items={certificates} onNavigate={close} />
          <Link to="/certificates/verify" onClick={close} className={linkClass} data-testid="mobile-verify">
            <ShieldCheck aria-hidden />
            {t("nav.verify")}
          </Link>

          {user ? (
            <div className="mt-2 border-t border-border pt-3">
              {USER_LINKS.map((l) => (
                <Link key={l.to} to={l.to} onClick={close} className={linkClass}>
                  <l.Icon aria-hidden />
                  {t(l.labelKey)}
                </Link>
              ))}
              {isAdmin &&
                ADMIN_LINKS.map((l) => (
                  <Link key={l.to} to={l.to} onClick={close} className={linkClass}>
                    <l.Icon aria-hidden />
                    {t(l.labelKey)}
                  </Link>
                ))}
              <button
                type="button"
                data-testid="mobile-logout"
                className={`${linkClass} w-full text-destructive [&_svg]:text-destructive`}
                onClick={() => {
                  close();
                  logout.mutate();
                }}
              >
                <LogOut aria-hidden />
                {t("account.logout")}
              </button>
            </div>
          ) : (
            <div className="mt-3 grid grid-cols-2 gap-2 border-t border-border pt-4">
              <Button asChild variant="outline">
                <Link to="/auth" onClick={close} data-testid="mobile-sign-in">
                  <LogIn aria-hidden />
                  {t("account.signIn")}
                </Link>
              </Button>
              <Button asChild>
                <Link to="/auth?tab=register" onClick={close} data-testid="mobile-register">
                  <UserPlus aria-hidden />
                  {t("account.register")}
                </Link>
              </Button>
            </div>
          )}

          <div className="mt-4 rounded-2xl border border-border p-4">
            <p className="mb-3 text-sm font-extrabold">{t("account.displaySettings")}</p>
            <PreferenceChoices />
            <LanguageToggle showName testId="mobile-lang-toggle" className="mt-4 w-full justify-center border border-border" />
          </div>
        </nav>
      </SideSheet>
    </Dialog.Root>
  );
}

function Section({ title, items, onNavigate }: { title: string; items: CatalogItem[]; onNavigate: () => void }) {
  return (
    <div className="mb-3">
      <p className="px-3 pb-1 text-xs font-bold uppercase tracking-wide text-muted-foreground">{title}</p>
      <div className="grid grid-cols-2 gap-1">
        {items.map((item) => (
          <Link key={item.slug} to={item.href} onClick={onNavigate} className={linkClass}>
            <item.Icon aria-hidden />
            {item.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
