import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { stripBidiControls } from "../../shared/format/bidi.ts";

/** Sets the document title while a page is shown ("Page · Bitaqa"). */
export function usePageTitle(title: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    const brand = t("brand.name");
    // A title may carry a user-supplied name: no bidi controls in the tab's title (shared/format/bidi.ts).
    document.title = title ? `${stripBidiControls(title)} · ${brand}` : brand;
  }, [title, t]);
}

export function PageHeader({ title, subtitle, icon, actions }: { title: string; subtitle?: string; icon?: ReactNode; actions?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
      <div className="flex items-center gap-4">
        {icon && <div className="flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary [&_svg]:size-6">{icon}</div>}
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl" data-testid="page-title">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-muted-foreground sm:text-base">{subtitle}</p>}
        </div>
      </div>
      {actions}
    </div>
  );
}
