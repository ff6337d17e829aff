import { Palette } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { PageContainer } from "../../layout/AppLayout.tsx";
import { LanguageToggle, PreferenceChoices } from "../../layout/Controls.tsx";

export function PreferencesPage() {
  const { t } = useTranslation();
  return (
    <PageContainer className="py-8 sm:py-10">
      <PageHeader title={t("preferences.title")} subtitle={t("preferences.subtitle")} icon={<Palette />} />
      <Card className="max-w-2xl">
        <CardContent className="grid gap-6 p-6" data-testid="preferences-form">
          <PreferenceChoices />
          <div className="grid gap-1 text-xs text-muted-foreground">
            <p>{t("preferences.themeHint")}</p>
            <p>{t("preferences.layoutHint")}</p>
          </div>
          <LanguageToggle showName testId="preferences-lang-toggle" className="w-fit border border-border" />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
