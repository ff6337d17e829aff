// The layout of the card and certificate form pages: the live preview beside the form on desktop
// (sticky), above it on phones (sticky and compact, so people see it while they type).
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Eye } from "lucide-react";

export function FormWithPreview({ preview, form, formTitle }: { preview: ReactNode; form: ReactNode; formTitle: string }) {
  const { t } = useTranslation("webCards");
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:gap-10">
      <aside
        aria-label={t("form.previewTitle")}
        className="sticky top-16 z-20 -mx-4 border-b border-border/60 bg-background/90 px-4 py-3 backdrop-blur-md sm:-mx-6 sm:px-6 lg:top-24 lg:order-2 lg:mx-0 lg:rounded-3xl lg:border lg:bg-muted/40 lg:p-6"
      >
        <p className="mb-2 hidden items-center gap-1.5 text-xs font-bold uppercase tracking-wide text-muted-foreground lg:flex">
          <Eye aria-hidden className="size-3.5" />
          {t("form.previewTitle")}
        </p>
        {preview}
      </aside>
      <section aria-labelledby="form-title" className="rounded-3xl border border-border bg-card p-5 shadow-sm sm:p-7 lg:order-1">
        <h2 id="form-title" className="mb-5 text-lg font-extrabold">
          {formTitle}
        </h2>
        {form}
      </section>
    </div>
  );
}
