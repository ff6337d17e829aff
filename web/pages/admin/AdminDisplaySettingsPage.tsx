// /admin/display-settings: home page mode (single/multi page) and the template view mode.
import { MonitorSmartphone, Save } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DISPLAY_MODES, type DisplaySettings } from "../../../shared/api/settings.ts";
import { LoadError } from "../../components/LoadError.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { send, useAdminMutation, useAdminQuery } from "../../components/admin/api.ts";
import { cn } from "../../lib/utils.ts";

export function AdminDisplaySettingsPage() {
  const { t } = useTranslation("admin");
  const stored = useAdminQuery<{ settings: DisplaySettings }>("/api/admin/display-settings");
  const [value, setValue] = useState<DisplaySettings | null>(null);
  useEffect(() => {
    if (stored.data) setValue(stored.data.settings);
  }, [stored.data]);
  const save = useAdminMutation<DisplaySettings>({
    mutationFn: (v) => send("PUT", "/api/admin/display-settings", v),
    invalidate: ["/api/admin/display-settings", "/api/display-settings"],
    success: t("common.saved"),
  });
  return (
    <div>
      <PageHeader title={t("display.title")} subtitle={t("display.subtitle")} icon={<MonitorSmartphone />} />
      {stored.isError ? (
        <LoadError onRetry={() => void stored.refetch()} />
      ) : !value ? (
        <Skeleton className="h-64" />
      ) : (
        <Card>
          <CardContent className="grid gap-6 pt-6">
            {(["displayMode", "templateViewMode"] as const).map((key) => (
              <fieldset key={key} className="grid gap-2">
                <legend className="mb-1 text-sm font-bold">{t(`display.${key}`)}</legend>
                <p className="mb-1 text-xs text-muted-foreground">{t(`display.${key}Hint`)}</p>
                <div className="grid gap-2 sm:grid-cols-2" role="radiogroup" aria-label={t(`display.${key}`)}>
                  {DISPLAY_MODES.map((mode) => (
                    <button
                      key={mode}
                      type="button"
                      role="radio"
                      aria-checked={value[key] === mode}
                      onClick={() => setValue({ ...value, [key]: mode })}
                      data-testid={`display-${key}-${mode}`}
                      className={cn(
                        "grid gap-1 rounded-xl border p-4 text-start transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                        value[key] === mode ? "border-primary bg-primary/10" : "border-border hover:bg-muted",
                      )}
                    >
                      <span className="font-bold">{t(`display.modes.${mode}`)}</span>
                      <span className="text-xs text-muted-foreground">{t(`display.modeHints.${mode}`)}</span>
                    </button>
                  ))}
                </div>
              </fieldset>
            ))}
            <Button className="w-fit" disabled={save.isPending} onClick={() => save.mutate(value)} data-testid="settings-save">
              {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden />}
              {t("common.save")}
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
