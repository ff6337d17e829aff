// One uploaded font file on the admin Fonts page: its family drawn in its own face, its style, the
// scripts it covers with a sample line in each (what the admin checks before using it), and delete.
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { FontScript, UploadedFont } from "../../../../shared/api/fonts.ts";
import { drawnFamily } from "../../../../shared/design/fonts.ts";
import { Button } from "../../ui/button.tsx";

const SAMPLE_KEY: Record<FontScript, "fonts.sampleArabic" | "fonts.sampleLatin"> = { arabic: "fonts.sampleArabic", latin: "fonts.sampleLatin" };

export function FontFaceCard({ font, onDelete }: { font: UploadedFont; onDelete: (font: UploadedFont) => void }) {
  const { t } = useTranslation("admin");
  const face = { fontFamily: `"${drawnFamily(font.family)}"` };
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-card p-4" data-testid={`font-face-${font.family}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-2xl" style={face} dir="auto">
            {font.family}
          </p>
          <p className="text-xs text-muted-foreground">
            {font.styles.map((s) => `${t("fonts.weight", { weight: s.weight })}${s.italic ? ` · ${t("fonts.italic")}` : ""}`).join(", ")}
            {" · "}
            <span dir="ltr">{font.fileName}</span>
          </p>
        </div>
        <Button variant="outline" className="min-h-11 min-w-11" onClick={() => onDelete(font)} aria-label={`${t("fonts.delete")} ${font.family}`} data-testid={`font-delete-${font.family}`}>
          <Trash2 aria-hidden />
          <span className="max-sm:sr-only">{t("fonts.delete")}</span>
        </Button>
      </div>
      <div className="flex flex-wrap gap-2 text-xs" data-testid="font-scripts">
        <span className="font-semibold text-muted-foreground">{t("fonts.scripts")}:</span>
        {font.scripts.length === 0 && <span>{t("fonts.noScript")}</span>}
        {font.scripts.map((s) => (
          <span key={s} className="rounded-full bg-muted px-2 py-0.5 font-semibold" data-script={s}>
            {t(`fonts.${s}`)}
          </span>
        ))}
      </div>
      {font.scripts.map((s) => (
        <p key={s} className="text-xl leading-relaxed" style={face} dir={s === "arabic" ? "rtl" : "ltr"} lang={s === "arabic" ? "ar" : "en"} data-testid={`font-sample-${s}`}>
          {t(SAMPLE_KEY[s])}
        </p>
      ))}
    </li>
  );
}
