import { LogIn } from "lucide-react";
import { Suspense, lazy } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button.tsx";
import { useUser } from "../lib/session.ts";
import { DisplaySettingsPopover, LanguageToggle, ThemeToggle } from "./Controls.tsx";
import { Logo } from "./Logo.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { NavMenus } from "./NavMenus.tsx";
import { StaticAccountMenu, StaticDisplaySettings, StaticMobileMenu, StaticNavMenus, StaticThemeToggle } from "./StaticMenus.tsx";
import { useStaticPage } from "../lib/static-page.ts";
import { HEADER_BAR_CLASS, HEADER_CLASS } from "../../shared/layout/card-view.ts";

// Only signed-in people see the account menu: its code (Radix dropdown, floating-ui) loads for them alone.
const AccountMenu = lazy(() => import("./AccountMenu.tsx").then((m) => ({ default: m.AccountMenu })));

const STATIC_HEADER_CLASS = "sticky top-0 z-40 border-b border-border/70 bg-background";

/** Holds the account area's place while the session (or the menu's code) loads, so nothing jumps when it arrives. */
function AccountPlaceholder() {
  return <span aria-hidden className="ms-1 inline-block h-9 w-9 rounded-full bg-muted md:w-52 md:rounded-xl" data-testid="account-placeholder" />;
}

export function Header() {
  const { user, isLoading } = useUser();
  const staticPage = useStaticPage();
  if (staticPage) {
    // Drawn by the server: the same header, its menus and switches working without scripts (StaticMenus.tsx).
    // No backdrop blur: a backdrop-filter makes the header the containing block of the side menu's fixed
    // sheet, which then got the header's 4rem height instead of the screen's.
    return (
      <header className={STATIC_HEADER_CLASS}>
        <div className={HEADER_BAR_CLASS}>
          <StaticMobileMenu page={staticPage} />
          <Logo />
          <div className="ms-4 lg:ms-8">
            <StaticNavMenus />
          </div>
          <div className="ms-auto flex items-center gap-1">
            <LanguageToggle />
            <StaticThemeToggle page={staticPage} />
            {user ? (
              <div className="ms-1">
                <StaticAccountMenu user={user} />
              </div>
            ) : (
              <SignedOutLinks settings={<StaticDisplaySettings page={staticPage} />} />
            )}
          </div>
        </div>
      </header>
    );
  }
  return (
    <header className={HEADER_CLASS}>
      <div className={HEADER_BAR_CLASS}>
        <MobileMenu />
        <Logo />
        <div className="ms-4 lg:ms-8">
          <NavMenus />
        </div>
        <div className="ms-auto flex items-center gap-1">
          <LanguageToggle />
          <ThemeToggle />
          {isLoading ? (
            <AccountPlaceholder />
          ) : user ? (
            <Suspense fallback={<AccountPlaceholder />}>
              <div className="ms-1">
                <AccountMenu user={user} />
              </div>
            </Suspense>
          ) : (
            <SignedOutLinks settings={<DisplaySettingsPopover />} />
          )}
        </div>
      </div>
    </header>
  );
}

function SignedOutLinks({ settings }: { settings: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="hidden sm:inline-flex">{settings}</span>
      <Button asChild variant="ghost" className="hidden md:inline-flex">
        <Link to="/auth" data-testid="sign-in-link">
          <LogIn aria-hidden />
          {t("account.signIn")}
        </Link>
      </Button>
      <Button asChild className="hidden sm:inline-flex">
        <Link to="/auth?tab=register" data-testid="register-link">
          {t("account.register")}
        </Link>
      </Button>
    </>
  );
}
