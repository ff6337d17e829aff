// An image field: pick a file → POST /api/uploads → the stored URL becomes the value; a thumbnail
// shows what was chosen and a button clears it. The file input carries the field's name.
import { ImagePlus, Loader2, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../lib/request.ts";
import { imageFileProblem, uploadImage, IMAGE_TYPES } from "../../lib/uploads.ts";
import { cn } from "../../lib/utils.ts";

export function ImageField(props: {
  id: string;
  name: string;
  value: string;
  onChange: (url: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
}) {
  const { t } = useTranslation("webCards");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    const local = imageFileProblem(file);
    if (local) return setProblem(t(`image.${local}`));
    setProblem(null);
    setBusy(true);
    try {
      const { url } = await uploadImage(file);
      props.onChange(url);
    } catch (err) {
      setProblem(errorText(err, t("image.failed")));
    } finally {
      setBusy(false);
      props.onBlur?.();
    }
  }

  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-3">
        <div className="relative flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-input bg-muted/50">
          {props.value ? (
            <img src={props.value} alt={t("image.alt")} className="size-full object-cover" data-testid={`image-preview-${props.name}`} />
          ) : busy ? (
            <Loader2 aria-hidden className="size-6 animate-spin text-muted-foreground" />
          ) : (
            <ImagePlus aria-hidden className="size-6 text-muted-foreground" />
          )}
        </div>
        <div className="grid gap-1.5">
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={props.id}
              className={cn(
                "inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-border bg-card px-3 text-xs font-semibold transition hover:bg-muted",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                busy && "pointer-events-none opacity-60",
              )}
            >
              {busy ? t("image.uploading") : props.value ? t("image.replace") : t("image.choose")}
              <input
                id={props.id}
                name={props.name}
                type="file"
                accept={IMAGE_TYPES.join(",")}
                className="sr-only"
                disabled={busy}
                aria-invalid={props.invalid || !!problem || undefined}
                aria-describedby={props.describedBy}
                aria-required={props.required || undefined}
                onChange={(e) => {
                  void pick(e.target.files?.[0]);
                  e.target.value = "";
                }}
              />
            </label>
            {props.value && (
              <button
                type="button"
                onClick={() => props.onChange("")}
                data-testid={`clear-${props.name}`}
                className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-xs font-semibold text-destructive transition hover:bg-destructive/10"
              >
                <X aria-hidden className="size-3.5" />
                {t("image.clear")}
              </button>
            )}
          </div>
          <p className="text-xs text-muted-foreground">{t("image.hint")}</p>
        </div>
      </div>
      {problem && (
        <p role="alert" className="text-xs font-medium text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
