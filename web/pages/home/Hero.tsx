import { ArrowLeft, ArrowRight, Check, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button.tsx";
import { directionOf, isLocale } from "../../lib/i18n.ts";
import { useCatalog } from "../../layout/catalog.tsx";

/** A light geometric pattern (eight-pointed stars) drawn in the hero background. */
function StarPattern() {
  return (
    <svg aria-hidden className="pointer-events-none absolute inset-0 size-full opacity-[0.09]">
      <defs>
        <pattern id="hero-stars" width="56" height="56" patternUnits="userSpaceOnUse">
          <path d="M28 6l6 16 16 6-16 6-6 16-6-16-16-6 16-6z" fill="none" stroke="white" strokeWidth="1.2" />
          <rect x="19" y="19" width="18" height="18" transform="rotate(45 28 28)" fill="none" stroke="white" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#hero-stars)" />
    </svg>
  );
}

/** Two stacked sample cards built from translated category names. */
function PreviewStack() {
  const { t } = useTranslation();
  return (
    <div aria-hidden className="relative mx-auto hidden h-72 w-full max-w-sm md:block">
      <div className="absolute inset-x-10 top-6 h-60 rotate-[-6deg] rounded-3xl border border-white/20 bg-white/10 backdrop-blur-sm" />
      <div className="absolute inset-x-6 top-2 flex h-64 rotate-[3deg] flex-col items-center justify-center gap-3 rounded-3xl border-2 border-accent/70 bg-gradient-to-b from-white to-amber-50 p-6 text-center shadow-2xl">
        <div className="h-1 w-16 rounded-full bg-accent" />
        <p className="text-sm font-semibold tracking-wide text-teal-800/70">{t("categories.eid")}</p>
        <p className="text-3xl font-extrabold text-teal-900">{t("categoryBlurbs.eid")}</p>
        <div className="mt-2 flex gap-1.5">
          <span className="size-2 rounded-full bg-accent" />
          <span className="size-2 rounded-full bg-teal-700" />
          <span className="size-2 rounded-full bg-accent" />
        </div>
      </div>
      <div className="absolute -bottom-2 end-0 flex items-center gap-2 rounded-2xl bg-white px-3 py-2 text-xs font-bold text-teal-900 shadow-xl">
        <span className="flex size-6 items-center justify-center rounded-full bg-accent text-accent-foreground"><Check className="size-3.5" /></span>
        {t("home.feature2Title")}
      </div>
    </div>
  );
}

/**
 * The card occasions on the first screen (issue 31): on a phone the category tiles are far below the
 * hero, and a card starts with its occasion. Each opens the home page at that occasion's templates.
 */
function Occasions() {
  const { t } = useTranslation();
  const items = useCatalog("card");
  if (items.length === 0) return null;
  return (
    <nav aria-labelledby="hero-occasions" className="grid gap-2">
      <p id="hero-occasions" className="text-sm font-semibold text-white/80">{t("home.occasions")}</p>
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {items.map((item) => (
          <li key={item.slug}>
            <Link
              to={item.href}
              data-testid={`hero-occasion-${item.slug}`}
              className="tap-target inline-flex min-h-11 w-full items-center gap-2 rounded-xl border border-white/25 bg-white/10 px-3 text-sm font-bold text-white transition hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
            >
              <item.Icon aria-hidden className="size-4 shrink-0 text-accent" />
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Hero() {
  const { t, i18n } = useTranslation();
  const rtl = isLocale(i18n.language) && directionOf(i18n.language) === "rtl";
  const Forward = rtl ? ArrowLeft : ArrowRight;
  return (
    <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-hero-from to-hero-to text-white shadow-xl">
      <StarPattern />
      <div className="pointer-events-none absolute -end-24 -top-24 size-72 rounded-full bg-accent/30 blur-3xl" />
      <div className="relative grid items-center gap-10 px-5 py-7 sm:px-10 sm:py-12 md:grid-cols-[1.2fr_1fr] md:py-16 lg:px-14">
        <div className="grid gap-4 sm:gap-5">
          <span className="inline-flex w-fit items-center gap-1.5 rounded-full border border-white/20 bg-white/10 px-3 py-1 text-xs font-semibold text-accent">
            <Sparkles aria-hidden className="size-3.5" />
            {t("home.heroBadge")}
          </span>
          <h1 className="text-3xl font-extrabold leading-tight sm:text-4xl lg:text-5xl" data-testid="home-title">{t("home.heroTitle")}</h1>
          <p className="max-w-xl text-base leading-relaxed text-white/80 sm:text-lg">{t("home.heroText")}</p>
          <Occasions />
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to="/?tab=cards#cards" data-testid="hero-cards">
                {t("home.browseCards")}
                <Forward aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-white/30 bg-white/10 text-white hover:bg-white/20">
              <Link to="/?tab=certificates#certificates" data-testid="hero-certificates">{t("home.browseCertificates")}</Link>
            </Button>
          </div>
        </div>
        <PreviewStack />
      </div>
    </section>
  );
}
