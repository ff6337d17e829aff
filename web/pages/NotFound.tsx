import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { usePageTitle } from "../components/PageHeader.tsx";
import { useStaticPage } from "../lib/static-page.ts";

/** SPEC §2: any unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t("common.pageNotFound"));
  // Drawn by the server: the answer is a 404 (in the SPA the server already said so for the URL).
  const staticPage = useStaticPage();
  if (staticPage) staticPage.status = 404;
  return (
    <section data-testid="not-found" className="flex flex-1 items-center justify-center px-4 py-20">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <div className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
            <SearchX aria-hidden className="size-7" />
          </div>
          <h1 className="text-2xl font-extrabold">{t("notFound.title")}</h1>
          <p className="text-sm text-muted-foreground">{t("notFound.text")}</p>
          <Button asChild>
            <Link to="/">{t("notFound.back")}</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
