// An uploaded image setting (logo, signature, og:image): preview, upload through /api/admin/uploads,
// remove. The value is the stored URL ("/api/uploads/<id>") or "".
import { ImageUp, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { toast } from "../ui/use-toast.ts";
import { imageFileProblem } from "../../lib/uploads.ts";
import { errorText } from "../../lib/request.ts";
import { uploadAdminImage } from "./api.ts";

export function ImageUpload({ id, label, value, onChange, testId, error }: {
  id: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  testId?: string;
  error?: string;
}) {
  const { t } = useTranslation("admin");
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast({ variant: "destructive", title: t("upload.failed"), description: t(`upload.${problem}`) });
      return;
    }
    setBusy(true);
    try {
      const { url } = await uploadAdminImage(file);
      onChange(url);
      toast({ title: t("upload.done"), variant: "success" });
    } catch (err) {
      toast({ variant: "destructive", title: t("upload.failed"), description: errorText(err, t("common.tryAgain")) });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-semibold" id={`${id}-label`}>{label}</span>
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-border p-3">
        <div className="flex h-16 w-24 items-center justify-center overflow-hidden rounded-lg bg-muted">
          {value ? <img src={value} alt="" className="max-h-full max-w-full object-contain" /> : <ImageUp aria-hidden className="size-6 text-muted-foreground" />}
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          aria-labelledby={`${id}-label`}
          data-testid={testId}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <Button variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? <Spinner className="size-4" /> : <ImageUp aria-hidden />}
          {value ? t("upload.replace") : t("upload.choose")}
        </Button>
        {value && (
          <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10" onClick={() => onChange("")}>
            <Trash2 aria-hidden />
            {t("upload.remove")}
          </Button>
        )}
      </div>
      {error && <p role="alert" className="text-xs font-medium text-destructive">{error}</p>}
    </div>
  );
}
