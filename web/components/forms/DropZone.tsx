// A file drop zone with our own words (issue 16): the native <input type="file"> showed "Choose File —
// No file chosen" in the browser's language inside an Arabic page. The input is still there (hidden,
// keyboard- and screen-reader-reachable through the label), so choosing, dropping and tests that set
// files on the input all go through the same onFile.
import { FileUp } from "lucide-react";
import { useState, type DragEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/utils.ts";

export function DropZone(props: {
  id: string;
  accept: string;
  onFile: (file: File) => void;
  /** Name of the chosen file, shown in place of "no file chosen". */
  fileName?: string;
  /** Shown under the title (types, size). */
  hint?: ReactNode;
  /** Replaces the icon (a thumbnail of the chosen image). */
  preview?: ReactNode;
  busy?: boolean;
  busyText?: string;
  name?: string;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  testId?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation("polish");
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files?.[0];
    if (file && !props.busy) props.onFile(file);
  };
  return (
    <label
      htmlFor={props.id}
      onDragOver={(e) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = "copy";
        if (!over) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid={props.testId ? `${props.testId}-zone` : undefined}
      data-over={over || undefined}
      className={cn(
        "flex cursor-pointer items-center gap-3 rounded-2xl border-2 border-dashed border-input bg-muted/30 p-3 text-sm transition",
        "hover:border-primary hover:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
        props.compact ? "" : "sm:p-4",
        over && "border-primary bg-primary/10",
        props.invalid && "border-destructive",
        props.busy && "pointer-events-none opacity-70",
      )}
    >
      <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-background text-muted-foreground">
        {props.preview ?? <FileUp aria-hidden className="size-6" />}
      </span>
      <span className="grid min-w-0 gap-0.5">
        <span className="font-semibold">
          {props.busy ? props.busyText : over ? t("drop.release") : (
            <>
              {t("drop.title")} <span className="font-normal text-muted-foreground">{t("drop.or")}</span>{" "}
              <span className="text-primary underline underline-offset-4">{props.fileName ? t("drop.replace") : t("drop.choose")}</span>
            </>
          )}
        </span>
        <span className="truncate text-xs text-muted-foreground" data-testid={props.testId ? `${props.testId}-name` : undefined}>
          {props.fileName ? t("drop.chosen", { name: props.fileName }) : t("drop.none")}
        </span>
        {props.hint && <span className="text-xs text-muted-foreground">{props.hint}</span>}
      </span>
      <input
        id={props.id}
        name={props.name}
        type="file"
        accept={props.accept}
        className="sr-only"
        disabled={props.busy}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        aria-required={props.required || undefined}
        data-testid={props.testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) props.onFile(file);
          e.target.value = "";
        }}
      />
    </label>
  );
}
