// Crop mode: the whole original image with the crop frame on top; corners resize, the frame moves,
// by mouse, touch (44 px handles) or arrow keys. Nothing changes until "Done", which applies the crop
// as ONE undo step (the original upload is kept; the crop is fractions in the layer's props).
import { Dialog } from "radix-ui";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ImageCrop } from "../../../shared/design/image-effects-schema.ts";
import type { ImageLayer } from "../../../shared/design/schema.ts";
import { Button } from "../../components/ui/button.tsx";
import { DialogCloseButton } from "../../components/ui/dialog-close-button.tsx";
import { mapLayers } from "../state/ops.ts";
import type { EditorStore } from "../state/store.ts";
import { ChoiceRow } from "./ChoiceRow.tsx";
import { applyCrop, centredCrop, dragCrop, FULL_CROP, type CropAspect, type CropHandle } from "./cropMath.ts";

type AspectChoice = "free" | "square" | "layer";
const CORNERS = [
  { handle: "nw", key: "handleNw", at: (c: ImageCrop) => [c.x, c.y] },
  { handle: "ne", key: "handleNe", at: (c: ImageCrop) => [c.x + c.width, c.y] },
  { handle: "sw", key: "handleSw", at: (c: ImageCrop) => [c.x, c.y + c.height] },
  { handle: "se", key: "handleSe", at: (c: ImageCrop) => [c.x + c.width, c.y + c.height] },
] as const;
const pct = (f: number) => `${f * 100}%`;

export function CropDialog({ store, layer, onClose }: { store: EditorStore; layer: ImageLayer; onClose: () => void }) {
  const { t } = useTranslation("editor");
  const [crop, setCrop] = useState<ImageCrop>(layer.props.crop ?? FULL_CROP);
  const [choice, setChoice] = useState<AspectChoice>("free");
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  const drag = useRef<{ handle: CropHandle; start: ImageCrop; x: number; y: number; w: number; h: number } | null>(null);
  const imageRatio = natural ? natural.width / natural.height : 1;
  const aspect: CropAspect = choice === "square" ? 1 : choice === "layer" ? layer.width / layer.height : null;

  const chooseAspect = (c: AspectChoice) => {
    setChoice(c);
    const a = c === "square" ? 1 : c === "layer" ? layer.width / layer.height : null;
    if (a) setCrop(centredCrop(a, imageRatio));
  };
  const start = (handle: CropHandle) => (e: PointerEvent<HTMLElement>) => {
    const box = img.current?.getBoundingClientRect();
    if (!box?.width || !box.height) return;
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { handle, start: crop, x: e.clientX, y: e.clientY, w: box.width, h: box.height };
  };
  const move = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (d) setCrop(dragCrop(d.start, d.handle, (e.clientX - d.x) / d.w, (e.clientY - d.y) / d.h, aspect, imageRatio));
  };
  const stop = () => void (drag.current = null);
  const nudge = (handle: CropHandle) => (e: KeyboardEvent<HTMLElement>) => {
    const step = e.shiftKey ? 0.1 : 0.01;
    const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
    if (!d) return;
    e.preventDefault();
    setCrop(dragCrop(crop, handle, d[0], d[1], aspect, imageRatio));
  };
  const done = () => {
    if (natural) store.change((doc) => mapLayers(doc, [layer.id], (l) => (l.type === "image" ? applyCrop(l, crop, natural) : l)));
    onClose();
  };
  const handleEvents = (handle: CropHandle) => ({ onPointerDown: start(handle), onPointerMove: move, onPointerUp: stop, onPointerCancel: stop, onKeyDown: nudge(handle) });

  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          data-testid="crop-dialog"
          className="fixed start-1/2 top-1/2 z-50 grid max-h-[96dvh] w-[calc(100%-1rem)] max-w-3xl -translate-y-1/2 gap-3 overflow-y-auto rounded-2xl border border-border bg-card p-4 shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-extrabold">{t("imageEffects.cropTitle")}</Dialog.Title>
            <DialogCloseButton label={t("imageEffects.cancel")} className="-me-2 -mt-2 size-11" />
          </div>
          <Dialog.Description className="text-sm text-muted-foreground">{t("imageEffects.cropHint")}</Dialog.Description>
          {/* The image is not mirrored in RTL: crop fractions are physical, left to right. */}
          <div dir="ltr" className="flex justify-center overflow-hidden rounded-lg bg-muted p-6">
            <div className="relative touch-none select-none">
              <img
                ref={img}
                src={layer.props.src}
                alt={t("imageEffects.imageAlt")}
                draggable={false}
                className="block max-h-[55dvh] max-w-full"
                onLoad={(e) => setNatural({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
                onError={() => setFailed(true)}
              />
              {natural && (
                <>
                  <div
                    role="button"
                    tabIndex={0}
                    aria-label={t("imageEffects.handleMove")}
                    data-testid="crop-frame"
                    className="absolute cursor-move border-2 border-white shadow-[0_0_0_9999px_rgba(0,0,0,0.55)] outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    style={{ left: pct(crop.x), top: pct(crop.y), width: pct(crop.width), height: pct(crop.height) }}
                    {...handleEvents("move")}
                  />
                  {CORNERS.map((c) => {
                    const [x, y] = c.at(crop);
                    return (
                      <button
                        key={c.handle}
                        type="button"
                        aria-label={t(`imageEffects.${c.key}`)}
                        data-testid={`crop-${c.handle}`}
                        className="absolute flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        style={{ left: pct(x), top: pct(y), cursor: c.handle === "nw" || c.handle === "se" ? "nwse-resize" : "nesw-resize" }}
                        {...handleEvents(c.handle)}
                      >
                        <span className="size-4 rounded-sm border-2 border-primary bg-white shadow" />
                      </button>
                    );
                  })}
                </>
              )}
            </div>
          </div>
          {failed && (
            <p role="alert" className="text-sm font-semibold text-destructive">
              {t("imageEffects.loadFailed")}
            </p>
          )}
          <ChoiceRow
            testId="crop-aspect"
            label={t("imageEffects.aspect")}
            value={choice}
            onChange={chooseAspect}
            options={[
              { value: "free", label: t("imageEffects.aspectFree") },
              { value: "square", label: t("imageEffects.aspectSquare") },
              { value: "layer", label: t("imageEffects.aspectLayer") },
            ]}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" className="me-auto min-h-11" onClick={() => setCrop(FULL_CROP)} data-testid="crop-reset">
              {t("imageEffects.removeCrop")}
            </Button>
            <Button variant="outline" className="min-h-11" onClick={onClose} data-testid="crop-cancel">
              {t("imageEffects.cancel")}
            </Button>
            <Button className="min-h-11" disabled={!natural} onClick={done} data-testid="crop-done">
              {t("imageEffects.done")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
