// /auth and /login (SPEC §2): one page with sign-in and register tabs; ?tab=register, ?redirect=.
import { useState } from "react";
import { Tabs } from "radix-ui";
import { CheckCircle2 } from "lucide-react";
import { Navigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card.tsx";
import { usePageTitle } from "../../components/PageHeader.tsx";
import { LogoMark } from "../../layout/Logo.tsx";
import { safeRedirect, useUser } from "../../lib/session.ts";
import { LoginForm } from "./LoginForm.tsx";
import { RegisterForm } from "./RegisterForm.tsx";
import { SocialSignIn } from "./SocialSignIn.tsx";

export function AuthPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { user } = useUser();
  const tab = params.get("tab") === "register" ? "register" : "login";
  const redirect = params.get("redirect");
  usePageTitle(tab === "register" ? t("auth.registerTab") : t("auth.signInTab"));

  // Someone who arrives signed in has nothing to do here. A sign-in made on this page is not
  // redirected at once: the success toast shows and the mutation navigates after 500 ms.
  const [signedInOnArrival] = useState(() => Boolean(user));
  if (signedInOnArrival && user) return <Navigate to={safeRedirect(redirect)} replace />;

  const switchTab = (next: string) => {
    const p = new URLSearchParams(params);
    if (next === "register") p.set("tab", "register");
    else p.delete("tab");
    setParams(p, { replace: true });
  };
  const triggerClass =
    "flex-1 rounded-xl px-4 py-2.5 text-sm font-bold text-muted-foreground transition data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm";

  return (
    <section className="flex flex-1 items-center justify-center px-4 py-10 sm:py-16">
      <Card className="grid w-full max-w-5xl overflow-hidden md:grid-cols-2">
        <aside className="relative hidden flex-col justify-between gap-8 bg-gradient-to-br from-hero-from to-hero-to p-10 text-white md:flex">
          <div className="pointer-events-none absolute -bottom-16 -start-16 size-64 rounded-full bg-accent/25 blur-3xl" />
          <LogoMark className="size-12" />
          <div className="relative grid gap-5">
            <h2 className="text-3xl font-extrabold leading-tight">{t("auth.sideTitle")}</h2>
            <ul className="grid gap-3 text-white/85">
              {(["sidePoint1", "sidePoint2", "sidePoint3"] as const).map((k) => (
                <li key={k} className="flex items-center gap-2.5">
                  <CheckCircle2 aria-hidden className="size-5 shrink-0 text-accent" />
                  {t(`auth.${k}`)}
                </li>
              ))}
            </ul>
          </div>
          <p className="relative text-sm text-white/60">{t("brand.tagline")}</p>
        </aside>

        <div className="p-6 sm:p-10">
          <h1 className="text-2xl font-extrabold tracking-tight" data-testid="page-title">{t("auth.title")}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t("auth.subtitle")}</p>
          <Tabs.Root value={tab} onValueChange={switchTab} className="mt-6">
            <Tabs.List className="mb-6 flex gap-1 rounded-2xl bg-muted p-1">
              <Tabs.Trigger value="login" className={triggerClass} data-testid="auth-tab-login">
                {t("auth.signInTab")}
              </Tabs.Trigger>
              <Tabs.Trigger value="register" className={triggerClass} data-testid="auth-tab-register">
                {t("auth.registerTab")}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login" className="focus-visible:outline-none">
              <LoginForm redirect={redirect} onSwitch={() => switchTab("register")} />
            </Tabs.Content>
            <Tabs.Content value="register" className="focus-visible:outline-none">
              <RegisterForm redirect={redirect} onSwitch={() => switchTab("login")} />
            </Tabs.Content>
          </Tabs.Root>
          <SocialSignIn redirect={redirect} />
        </div>
      </Card>
    </section>
  );
}
