// Home (SPEC §2): single-page (both sections stacked) or multi-page (tabs) according to displayMode;
// /single and /multi force a mode. Query: ?category=, ?tab=certificates, ?type=.
import { Tabs } from "radix-ui";
import { Award, Layers, Share2, ShieldCheck, WalletCards, Zap } from "lucide-react";
import { useEffect } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PageContainer } from "../../layout/AppLayout.tsx";
import { useCatalog, type CatalogItem } from "../../layout/catalog.tsx";
import { usePageTitle } from "../../components/PageHeader.tsx";
import { useDisplaySettings } from "../../lib/publicData.ts";
import { cn } from "../../lib/utils.ts";
import { CatalogTiles } from "./CatalogTiles.tsx";
import { Hero } from "./Hero.tsx";

type Mode = "single" | "multi";

export function HomePage({ mode }: { mode?: Mode }) {
  const display = useDisplaySettings();
  const effective: Mode = mode ?? (display.data?.displayMode === "single" ? "single" : "multi");
  usePageTitle(undefined);
  useScrollToSection();
  return (
    <PageContainer className="grid gap-12 py-6 sm:py-8">
      <div data-testid={`home-${effective}`} className="contents">
        <Hero />
        <Features />
        {effective === "single" ? <SinglePage /> : <MultiPage />}
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

function Section({ id, title, text, items, selected }: { id: string; title: string; text: string; items: CatalogItem[]; selected: string | null }) {
  const { t } = useTranslation();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid scroll-mt-24 gap-5">
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight">{title}</h2>
        <p className="mt-1 text-muted-foreground">{text}</p>
      </div>
      <CatalogTiles items={items} selected={selected} testIdPrefix={`tile-${id}`} />
      {selected && items.some((i) => i.slug === selected) && (
        <div className="flex items-center gap-3 rounded-2xl border border-dashed border-primary/40 bg-primary/5 p-5 text-sm text-muted-foreground" data-testid="templates-soon">
          <Layers aria-hidden className="size-5 shrink-0 text-primary" />
          {t("home.templatesSoon")}
        </div>
      )}
    </section>
  );
}

/** Links like /?category=eid or /?tab=certificates#certificates land on their section, not the hero. */
function useScrollToSection() {
  const location = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const id =
      location.hash.slice(1) ||
      (params.get("type") || params.get("tab") === "certificates" ? "certificates" : params.get("category") ? "cards" : "");
    if (id) document.getElementById(id)?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  }, [location.search, location.hash]);
}

function useHomeParams() {
  const [params] = useSearchParams();
  const tab = params.get("tab") === "certificates" ? "certificates" : "cards";
  return { tab, category: params.get("category"), type: params.get("type") } as const;
}

function CardsSection() {
  const { t } = useTranslation();
  const { category } = useHomeParams();
  return <Section id="cards" title={t("home.cardsTitle")} text={t("home.cardsText")} items={useCatalog("card")} selected={category} />;
}

function CertificatesSection() {
  const { t } = useTranslation();
  const { type } = useHomeParams();
  return (
    <Section id="certificates" title={t("home.certificatesTitle")} text={t("home.certificatesText")} items={useCatalog("certificate")} selected={type} />
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

function MultiPage() {
  const { t } = useTranslation();
  const { tab } = useHomeParams();
  const [, setParams] = useSearchParams();
  const triggerClass = cn(
    "inline-flex flex-1 items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-bold text-muted-foreground transition sm:flex-none sm:px-6",
    "data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
  );
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
