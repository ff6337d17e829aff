// /admin/settings: the six settings groups as tabs (?tab= keeps the open one in the URL).
import { Tabs } from "radix-ui";
import { Settings } from "lucide-react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { SETTINGS_GROUPS, type SettingsGroup } from "../../../shared/api/admin.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { MailSettingsForm } from "../../components/admin/settings/MailSettingsForm.tsx";
import { LegalPagesForm } from "../../components/admin/settings/LegalPagesForm.tsx";
import { BrandPalettesForm } from "../../components/admin/settings/BrandPalettesForm.tsx";
import { AppearanceSettings, CardSettings, CertificateSettings, GeneralSettings, SocialSettings, WorkflowSettings } from "../../components/admin/settings/SettingsForms.tsx";

const FORMS: Record<SettingsGroup, () => React.ReactNode> = {
  general: GeneralSettings,
  appearance: AppearanceSettings,
  certificates: CertificateSettings,
  cards: CardSettings,
  social: SocialSettings,
  workflow: WorkflowSettings,
};

/** Tabs stored outside the settings groups (their own API), with their own texts. */
const EXTRA_TABS = { mail: MailSettingsForm, pages: LegalPagesForm, brand: BrandPalettesForm } as const;
type ExtraTab = keyof typeof EXTRA_TABS;

export function AdminSettingsPage() {
  const { t } = useTranslation("admin");
  const { t: tm } = useTranslation("webMail");
  const { t: tp } = useTranslation("pages");
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const tab: SettingsGroup | ExtraTab = raw && (raw in EXTRA_TABS || (SETTINGS_GROUPS as readonly string[]).includes(raw)) ? (raw as SettingsGroup | ExtraTab) : "general";
  return (
    <div>
      <PageHeader title={t("settings.title")} subtitle={t("settings.subtitle")} icon={<Settings />} />
      <Tabs.Root value={tab} onValueChange={(v) => setParams({ tab: v }, { replace: true })}>
        <Tabs.List className="mb-5 flex gap-1 overflow-x-auto rounded-xl bg-muted p-1" aria-label={t("settings.title")}>
          {SETTINGS_GROUPS.map((g) => (
            <Tabs.Trigger
              key={g}
              value={g}
              data-testid={`settings-tab-${g}`}
              className="shrink-0 rounded-lg px-3 py-2 text-sm font-semibold text-muted-foreground transition data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm"
            >
              {t(`settings.groups.${g}`)}
            </Tabs.Trigger>
          ))}
          <Tabs.Trigger
            value="mail"
            data-testid="settings-tab-mail"
            className="shrink-0 rounded-lg px-3 py-2 text-sm font-semibold text-muted-foreground transition data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm"
          >
            {tm("settings.tab")}
          </Tabs.Trigger>
          <Tabs.Trigger
            value="pages"
            data-testid="settings-tab-pages"
            className="shrink-0 rounded-lg px-3 py-2 text-sm font-semibold text-muted-foreground transition data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm"
          >
            {tp("admin.tab")}
          </Tabs.Trigger>
          <Tabs.Trigger
            value="brand"
            data-testid="settings-tab-brand"
            className="shrink-0 rounded-lg px-3 py-2 text-sm font-semibold text-muted-foreground transition data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm"
          >
            {t("brandPalettes.tab")}
          </Tabs.Trigger>
        </Tabs.List>
        {SETTINGS_GROUPS.map((g) => {
          const Form = FORMS[g];
          return (
            <Tabs.Content key={g} value={g}>
              <Card>
                <CardContent className="pt-6">
                  <p className="mb-5 text-sm text-muted-foreground">{t(`settings.groupHints.${g}`)}</p>
                  <Form />
                </CardContent>
              </Card>
            </Tabs.Content>
          );
        })}
        <Tabs.Content value="mail">
          <Card>
            <CardContent className="pt-6">
              <p className="mb-5 text-sm text-muted-foreground">{tm("settings.hint")}</p>
              <MailSettingsForm />
            </CardContent>
          </Card>
        </Tabs.Content>
        <Tabs.Content value="pages">
          <Card>
            <CardContent className="pt-6">
              <p className="mb-5 text-sm text-muted-foreground">{tp("admin.hint")}</p>
              <LegalPagesForm />
            </CardContent>
          </Card>
        </Tabs.Content>
        <Tabs.Content value="brand">
          <Card>
            <CardContent className="pt-6">
              <p className="mb-5 text-sm text-muted-foreground">{t("brandPalettes.hint")}</p>
              <BrandPalettesForm />
            </CardContent>
          </Card>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
