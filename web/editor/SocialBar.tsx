// The social formats bar (/social-template-editor): switch the design to a network's size (layers
// re-flowed by role, decorations kept off the text as it is laid out now: shared/design/resize.ts)
// and download every format as one ZIP of PNGs.
import { Download, Loader2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { resizeDesign } from "../../shared/design/resize.ts";
import type { DesignDocument, DesignValues } from "../../shared/design/schema.ts";
import { Button } from "../components/ui/button.tsx";
import { toast } from "../components/ui/use-toast.ts";
import type { EditorStore } from "./state/store.ts";
import { allFormatsZip, downloadBlob, SOCIAL_PRESETS } from "./social.ts";
import { browserMeasure } from "./canvas/measure.ts";

export function SocialBar({ store, doc, values, compact }: { store: EditorStore; doc: DesignDocument; values: DesignValues; compact: boolean }) {
  const { t } = useTranslation("editor");
  const [busy, setBusy] = useState(false);
  // Formats are always made from the design as it was before switching: resizing the resized one again
  // would compound rounding, shrink-to-fit and clamping at every click. Any other edit becomes the new source.
  const source = useRef<{ base: DesignDocument; made: DesignDocument } | null>(null);
  const baseOf = (current: DesignDocument) => (source.current && source.current.made === current ? source.current.base : current);
  const switchTo = (p: { id: string; width: number; height: number }) => {
    const base = baseOf(store.doc);
    store.change(() => resizeDesign(base, { width: p.width, height: p.height, preset: p.id }, { measure: browserMeasure, values }));
    source.current = { base, made: store.doc };
  };
  const current = SOCIAL_PRESETS.find((p) => p.width === doc.canvas.width && p.height === doc.canvas.height)?.id;
  const zip = async () => {
    setBusy(true);
    try {
      downloadBlob(await allFormatsZip(baseOf(doc), doc, values), "bitaqa-social-formats.zip");
    } catch {
      toast({ variant: "destructive", title: t("errors.zipFailed") });
    } finally {
      setBusy(false);
    }
  };
  // The formats scroll sideways on a phone; the ZIP button stays outside that strip, always in reach.
  return (
    <div className="flex items-center gap-1.5 border-b border-border bg-card px-2 py-1.5" role="toolbar" aria-label={t("social.label")} data-editor-ui data-testid="social-bar">
      <div className="flex min-w-0 flex-1 items-center gap-1.5 overflow-x-auto" data-testid="social-formats">
        {SOCIAL_PRESETS.map((p) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={current === p.id}
            data-testid={`format-${p.id}`}
            onClick={() => switchTo(p)}
            className={`shrink-0 rounded-lg border px-2.5 text-xs font-semibold ${compact ? "min-h-11" : "py-1"} ${current === p.id ? "border-primary bg-primary text-primary-foreground" : "border-border hover:bg-muted"}`}
          >
            {t(`presets.${p.id}`, { defaultValue: p.id })} <span className="opacity-70" dir="ltr">{p.width}×{p.height}</span>
          </button>
        ))}
      </div>
      <Button size="sm" variant="accent" className={`shrink-0 ${compact ? "h-11" : ""}`} onClick={() => void zip()} disabled={busy} data-testid="all-formats" aria-label={t("social.allFormats")} title={t("social.allFormats")}>
        {busy ? <Loader2 className="animate-spin" /> : <Download />}
        {compact ? t("phone.zip") : t("social.allFormats")}
      </Button>
    </div>
  );
}
