// An image field: drop or pick a file → POST /api/uploads → the stored URL becomes the value; a
// thumbnail shows what was chosen and a button clears it. The (hidden) file input carries the field's name.
import { ImagePlus, Loader2, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../lib/request.ts";
import { imageFileProblem, uploadImage, IMAGE_TYPES } from "../../lib/uploads.ts";
import { DropZone } from "./DropZone.tsx";

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
  const [fileName, setFileName] = useState("");

  async function pick(file: File | undefined) {
    if (!file) return;
    const local = imageFileProblem(file);
    if (local) return setProblem(t(`image.${local}`));
    setProblem(null);
    setBusy(true);
    try {
      const { url } = await uploadImage(file);
      setFileName(file.name);
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
      <DropZone
        id={props.id}
        name={props.name}
        accept={IMAGE_TYPES.join(",")}
        onFile={(file) => void pick(file)}
        fileName={props.value ? fileName || t("image.alt") : undefined}
        hint={t("image.hint")}
        busy={busy}
        busyText={t("image.uploading")}
        invalid={props.invalid || !!problem}
        describedBy={props.describedBy}
        required={props.required}
        compact
        testId={`image-${props.name}`}
        preview={
          props.value ? (
            <img src={props.value} alt={t("image.alt")} className="size-full object-cover" data-testid={`image-preview-${props.name}`} />
          ) : busy ? (
            <Loader2 aria-hidden className="size-6 animate-spin text-muted-foreground" />
          ) : (
            <ImagePlus aria-hidden className="size-6 text-muted-foreground" />
          )
        }
      />
      {props.value && (
        <button
          type="button"
          onClick={() => {
            setFileName("");
            props.onChange("");
          }}
          data-testid={`clear-${props.name}`}
          className="inline-flex h-8 w-fit items-center gap-1 rounded-lg px-2 text-xs font-semibold text-destructive transition hover:bg-destructive/10"
        >
          <X aria-hidden className="size-3.5" />
          {t("image.clear")}
        </button>
      )}
      {problem && (
        <p role="alert" className="text-xs font-medium text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
