// The side menu's sheet (Radix Dialog from the inline-start edge); MobileMenu.tsx loads it on the first tap.
import type { RefObject } from "react";
import { Dialog } from "radix-ui";
import { LogIn, LogOut, UserPlus, X, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button.tsx";
import { useLogout, useUser } from "../lib/session.ts";
import { ADMIN_LINKS, USER_LINKS } from "./accountLinks.ts";
import { UserIdentity } from "./Avatar.tsx";
import { useCatalog, type CatalogItem } from "./catalog.tsx";
import { LanguageToggle, PreferenceChoices } from "./Controls.tsx";
import { LogoMark } from "./Logo.tsx";

const linkClass = "flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition hover:bg-muted [&_svg]:size-4.5 [&_svg]:text-primary";

export function MobileMenuPanel({ open, onOpenChange, triggerRef }: { open: boolean; onOpenChange: (open: boolean) => void; triggerRef: RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation();
  const { user, isAdmin } = useUser();
  const logout = useLogout();
  const cards = useCatalog("card");
  const certificates = useCatalog("certificate");
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Dialog.Content
          data-testid="mobile-menu-panel"
          // The trigger lives outside this chunk (no Dialog.Trigger): focus goes back to it by hand.
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-y-0 start-0 z-50 flex w-[86vw] max-w-sm flex-col bg-background shadow-2xl outline-none data-[state=open]:animate-sheet-in"
        >
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <Dialog.Title className="flex items-center gap-2 text-lg font-extrabold">
              <LogoMark className="size-8" />
              {t("brand.name")}
            </Dialog.Title>
            <Dialog.Description className="sr-only">{t("nav.mainNavigation")}</Dialog.Description>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t("nav.closeMenu")}>
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>

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
        </Dialog.Content>
      </Dialog.Portal>
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
