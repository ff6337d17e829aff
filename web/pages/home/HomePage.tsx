// Home (SPEC §2): single-page (both sections stacked) or multi-page (tabs) according to displayMode;
// /single and /multi force a mode. Query: ?category=, ?tab=certificates, ?type=.
import { Tabs } from "radix-ui";
import { Award, Layers, Share2, ShieldCheck, WalletCards, Zap } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PageContainer } from "../../layout/AppLayout.tsx";
import { CARD_TEMPLATES_ANCHOR, useCatalog, type CatalogItem } from "../../layout/catalog.tsx";
import { usePageTitle } from "../../components/PageHeader.tsx";
import { useDisplaySettings } from "../../lib/publicData.ts";
import { cn } from "../../lib/utils.ts";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { CatalogTiles } from "./CatalogTiles.tsx";
import { Hero } from "./Hero.tsx";
import { TemplateGallery } from "../../components/templates/TemplateGallery.tsx";
import { VerifyForm } from "../../components/certificates/VerifyForm.tsx";
import { useStaticPage } from "../../lib/static-page.ts";

/** "Verify a certificate" on the certificates tab: the same code box as the verify page. */
function HomeVerifyBox() {
  const { t } = useTranslation("webCertificates");
  const navigate = useNavigate();
  return (
    <div className="grid gap-3 rounded-2xl border border-primary/25 bg-gradient-to-br from-primary/10 to-transparent p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] sm:items-center sm:p-5" data-testid="home-verify">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
          <ShieldCheck aria-hidden className="size-5" />
        </span>
        <div>
          <p className="font-extrabold">{t("home.verifyTitle")}</p>
          <p className="text-sm text-muted-foreground">{t("home.verifyText")}</p>
        </div>
      </div>
      <VerifyForm compact onVerify={(code) => navigate(`/certificates/verify/${encodeURIComponent(code)}`)} />
    </div>
  );
}

type Mode = "single" | "multi";

export function HomePage({ mode }: { mode?: Mode }) {
  const display = useDisplaySettings();
  // The layout no longer waits for the display settings: hero and features (the same in both modes)
  // show at once, only the part that depends on the mode waits for it.
  const waiting = !mode && display.isLoading;
  const effective: Mode = mode ?? (display.data?.displayMode === "single" ? "single" : "multi");
  usePageTitle(undefined);
  useScrollToSection(waiting);
  return (
    <PageContainer className="grid gap-12 py-6 sm:py-8">
      <div data-testid={waiting ? "home-waiting" : `home-${effective}`} className="contents">
        <Hero />
        <Features />
        {waiting ? <Skeleton className="h-96" /> : effective === "single" ? <SinglePage /> : <MultiPage />}
      </div>
    </PageContainer>
  );
}

function Features() {
  const { t } = useTranslation();
  const items = [
    { Icon: Zap, title: t("home.feature1Title"), text: t("home.feature1Text") },
    { Icon: ShieldCheck, title: t("home.feature2Title"), text: t("home.feature2Text") },
    { Icon: Share2, title: t("home.feature3Title"), text: t("home.feature3Text") },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {items.map(({ Icon, title, text }) => (
        <li key={title} className="flex items-start gap-3 rounded-2xl border border-border bg-card p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/20 text-amber-700 dark:text-accent">
            <Icon aria-hidden className="size-5" />
          </span>
          <span className="grid gap-0.5">
            <span className="text-sm font-extrabold">{title}</span>
            <span className="text-xs leading-relaxed text-muted-foreground sm:text-sm">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function Section({ id, kind, title, text, items, selected, extra }: { id: string; kind: "card" | "certificate"; title: string; text: string; items: CatalogItem[]; selected: string | null; extra?: ReactNode }) {
  const { t } = useTranslation("webCards");
  const known = selected && items.some((i) => i.slug === selected) ? selected : null;
  const label = known ? items.find((i) => i.slug === known)?.label : null;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid scroll-mt-24 gap-5">
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight">{title}</h2>
        <p className="mt-1 text-muted-foreground">{text}</p>
      </div>
      <CatalogTiles items={items} selected={known} testIdPrefix={`tile-${id}`} />
      {extra}
      <div id={`${id}-templates`} className="grid scroll-mt-20 gap-4" data-testid={`templates-${id}`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="flex items-center gap-2 text-lg font-extrabold">
            <Layers aria-hidden className="size-5 text-primary" />
            {label ? t("gallery.categoryTitle", { name: label }) : t("gallery.all")}
          </h3>
          {known && (
            <Link to={id === "cards" ? `/?tab=cards#${CARD_TEMPLATES_ANCHOR}` : "/?tab=certificates#certificates"} preventScrollReset className="text-sm font-semibold text-primary hover:underline" data-testid={`show-all-${id}`}>
              {t("gallery.showAll")}
            </Link>
          )}
        </div>
        <TemplateGallery kind={kind} category={known} />
      </div>
    </section>
  );
}

/** Links like /?category=eid or /?tab=certificates#certificates land on their section, not the hero. */
function useScrollToSection(waiting: boolean) {
  const location = useLocation();
  useEffect(() => {
    if (waiting) return;
    const params = new URLSearchParams(location.search);
    const id =
      location.hash.slice(1) ||
      (params.get("type") || params.get("tab") === "certificates" ? "certificates" : params.get("category") ? "cards" : "");
    if (id) document.getElementById(id)?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  }, [location.search, location.hash, waiting]);
}

function useHomeParams() {
  const [params] = useSearchParams();
  const tab = params.get("tab") === "certificates" ? "certificates" : "cards";
  return { tab, category: params.get("category"), type: params.get("type") } as const;
}

function CardsSection() {
  const { t } = useTranslation();
  const { category } = useHomeParams();
  return <Section id="cards" kind="card" title={t("home.cardsTitle")} text={t("home.cardsText")} items={useCatalog("card")} selected={category} />;
}

function CertificatesSection() {
  const { t } = useTranslation();
  const { type } = useHomeParams();
  return (
    <Section
      id="certificates"
      kind="certificate"
      title={t("home.certificatesTitle")}
      text={t("home.certificatesText")}
      items={useCatalog("certificate")}
      selected={type}
      extra={<HomeVerifyBox />}
    />
  );
}

function SinglePage() {
  return (
    <>
      <CardsSection />
      <CertificatesSection />
    </>
  );
}

/** The tabs as links on the server-drawn page: each one is the same page with ?tab= (no script needed). */
function StaticTabs({ tab, triggerClass }: { tab: "cards" | "certificates"; triggerClass: string }) {
  const { t } = useTranslation();
  const tabs = [
    { value: "cards", href: "/#cards", Icon: WalletCards, label: t("nav.cards") },
    { value: "certificates", href: "/?tab=certificates#certificates", Icon: Award, label: t("nav.certificates") },
  ] as const;
  return (
    <div className="grid gap-6">
      <nav className="flex w-full gap-1 rounded-2xl bg-muted p-1 sm:w-fit" aria-label={t("nav.mainNavigation")}>
        {tabs.map(({ value, href, Icon, label }) => (
          <a key={value} href={href} aria-current={tab === value ? "page" : undefined} data-state={tab === value ? "active" : "inactive"} className={cn(triggerClass, "min-h-11")} data-testid={`home-tab-${value}`}>
            <Icon aria-hidden className="size-4" />
            {label}
          </a>
        ))}
      </nav>
      {tab === "cards" ? <CardsSection /> : <CertificatesSection />}
    </div>
  );
}

function MultiPage() {
  const { t } = useTranslation();
  const { tab } = useHomeParams();
  const staticPage = useStaticPage();
  const [, setParams] = useSearchParams();
  const triggerClass = cn(
    "inline-flex flex-1 items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-bold text-muted-foreground transition sm:flex-none sm:px-6",
    "data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
  );
  if (staticPage) return <StaticTabs tab={tab} triggerClass={triggerClass} />;
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(v) => setParams(v === "certificates" ? { tab: "certificates" } : {}, { preventScrollReset: true })}
      className="grid gap-6"
    >
      <Tabs.List className="flex w-full gap-1 rounded-2xl bg-muted p-1 sm:w-fit" aria-label={t("nav.mainNavigation")}>
        <Tabs.Trigger value="cards" className={triggerClass} data-testid="home-tab-cards">
          <WalletCards aria-hidden className="size-4" />
          {t("nav.cards")}
        </Tabs.Trigger>
        <Tabs.Trigger value="certificates" className={triggerClass} data-testid="home-tab-certificates">
          <Award aria-hidden className="size-4" />
          {t("nav.certificates")}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="cards" className="focus-visible:outline-none">
        <CardsSection />
      </Tabs.Content>
      <Tabs.Content value="certificates" className="focus-visible:outline-none">
        <CertificatesSection />
      </Tabs.Content>
    </Tabs.Root>
  );
}
