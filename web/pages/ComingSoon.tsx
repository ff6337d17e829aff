import { Hammer } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button.tsx";
import { usePageTitle } from "../components/PageHeader.tsx";

/** Placeholder for routes owned by later work (editors, previews, most admin pages). */
export function ComingSoonPage() {
  const { t } = useTranslation();
  usePageTitle(t("comingSoon.title"));
  return (
    <section data-testid="coming-soon" className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <div className="flex size-16 items-center justify-center rounded-3xl bg-accent/20 text-accent-foreground dark:text-accent">
        <Hammer aria-hidden className="size-8" />
      </div>
      <h1 className="text-3xl font-extrabold">{t("comingSoon.title")}</h1>
      <p className="text-muted-foreground">{t("comingSoon.text")}</p>
      <Button asChild variant="outline">
        <Link to="/">{t("comingSoon.back")}</Link>
      </Button>
    </section>
  );
}
