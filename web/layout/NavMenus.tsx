// Desktop navigation: "cards" and "certificates" menus (Radix NavigationMenu; SPEC §9 delays).
import { NavigationMenu } from "radix-ui";
import { ChevronDown, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { CatalogItemBody, useCatalog, type CatalogItem } from "./catalog.tsx";

export function NavMenus() {
  const { t } = useTranslation();
  const cards = useCatalog("card");
  const certificates = useCatalog("certificate");
  return (
    <NavigationMenu.Root delayDuration={200} skipDelayDuration={300} className="relative hidden md:block" aria-label={t("nav.mainNavigation")}>
      <NavigationMenu.List className="flex items-center gap-1">
        <Menu id="cards" label={t("nav.cards")} intro={t("nav.cardsIntro")} items={cards} />
        <Menu id="certificates" label={t("nav.certificates")} intro={t("nav.certificatesIntro")} items={certificates} footer={{ to: "/certificates/verify", label: t("nav.verify") }} />
      </NavigationMenu.List>
      <div className="absolute start-0 top-full flex justify-start pt-2">
        <NavigationMenu.Viewport className="relative h-[var(--radix-navigation-menu-viewport-height)] w-[var(--radix-navigation-menu-viewport-width)] overflow-hidden rounded-2xl border border-border bg-popover text-popover-foreground shadow-xl data-[state=open]:animate-fade-in" />
      </div>
    </NavigationMenu.Root>
  );
}

function Menu({ id, label, intro, items, footer }: { id: string; label: string; intro: string; items: CatalogItem[]; footer?: { to: string; label: string } }) {
  return (
    <NavigationMenu.Item value={id}>
      <NavigationMenu.Trigger
        data-testid={`nav-${id}`}
        className="group inline-flex h-10 items-center gap-1 rounded-xl px-3 text-sm font-semibold text-foreground/80 transition hover:bg-muted hover:text-foreground data-[state=open]:bg-muted data-[state=open]:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {label}
        <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="w-[min(34rem,90vw)] p-3">
        <p className="px-3 pb-2 pt-1 text-xs font-semibold text-muted-foreground">{intro}</p>
        <ul className="grid grid-cols-2 gap-1">
          {items.map((item) => (
            <li key={item.slug}>
              <NavigationMenu.Link asChild>
                <Link
                  to={item.href}
                  data-testid={`nav-${id}-${item.slug}`}
                  className="flex items-start gap-3 rounded-xl p-3 transition hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
                >
                  <CatalogItemBody item={item} />
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
        {footer && (
          <NavigationMenu.Link asChild>
            <Link
              to={footer.to}
              data-testid={`nav-${id}-footer`}
              className="mt-2 flex items-center justify-center gap-2 rounded-xl border border-border p-2.5 text-sm font-semibold text-primary transition hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
            >
              <ShieldCheck aria-hidden className="size-4" />
              {footer.label}
            </Link>
          </NavigationMenu.Link>
        )}
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}
