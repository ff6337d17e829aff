// On a phone the canvas is fitted to the screen (about 31 % for a 1080 px card): a line being typed
// would be 8 px tall. While a text is edited on a phone, the stage zooms in until the text is at least
// READABLE_TEXT_PX on screen, brings the layer to the top of the visible stage (the keyboard takes the
// bottom), and gives the earlier zoom back when the editing ends.
import { useLayoutEffect, useRef, useState } from "react";
import type { TextLayer } from "../../../shared/design/schema.ts";
import { clampZoom } from "./zoom.ts";

/**
 * The smallest on-screen font size of a text being typed on a phone. Above the 16 px of the phone's
 * form inputs: Arabic faces draw small within their size (Cairo's letters are about half of it).
 */
export const READABLE_TEXT_PX = 22;

/** The zoom that makes `fontSize` readable, or null when the text is readable already. */
export function readableZoom(fontSize: number, zoom: number): number | null {
  if (fontSize <= 0 || fontSize * zoom >= READABLE_TEXT_PX) return null;
  const z = clampZoom(READABLE_TEXT_PX / fontSize);
  return z > zoom ? z : null;
}

interface Options {
  enabled: boolean;
  stage: HTMLElement | null;
  surface: HTMLElement | null;
  editing: TextLayer | undefined;
  zoom: number;
  onZoom: (zoom: number) => void;
}

/**
 * Answers the room (px) the stage adds below the canvas while a text is edited: enough to scroll the
 * layer to the top of the stage wherever it is on the canvas.
 */
export function useZoomToEditedText({ enabled, stage, surface, editing, zoom, onZoom }: Options): number {
  const [room, setRoom] = useState(0);
  const before = useRef<number | null>(null);
  /** The zoom at which the layer is to be brought into view, once it is drawn at that zoom. */
  const reveal = useRef<number | null>(null);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  const onZoomRef = useRef(onZoom);
  onZoomRef.current = onZoom;
  const id = enabled ? editing?.id : undefined;
  const fontSize = editing?.props.fontSize ?? 0;

  // Only when an editing starts and ends: a pinch while typing is the person's own choice.
  useLayoutEffect(() => {
    if (!id) return;
    const target = readableZoom(fontSize, zoomRef.current);
    reveal.current = target ?? zoomRef.current;
    setRoom(stage?.clientHeight ?? 0);
    if (target !== null) {
      before.current = zoomRef.current;
      onZoomRef.current(target);
    }
    return () => {
      reveal.current = null;
      setRoom(0);
      if (before.current !== null) onZoomRef.current(before.current);
      before.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fontSize is read when the editing starts
  }, [id]);

  useLayoutEffect(() => {
    if (!id || !editing || !stage || !surface || reveal.current !== zoom || room === 0) return;
    reveal.current = null;
    const s = stage.getBoundingClientRect();
    const c = surface.getBoundingClientRect();
    // Relative scrolling: the same in a right-to-left stage, whose scrollLeft runs negative.
    const centreX = c.left + (editing.x + editing.width / 2) * zoom;
    stage.scrollBy({ left: centreX - (s.left + stage.clientWidth / 2), top: c.top + editing.y * zoom - (s.top + 16) });
  }, [id, editing, stage, surface, zoom, room]);
  return room;
}
