// A library entry's thumbnail is drawn by the ONE renderer (a one-layer design), so it goes through the
// worker pool, the pixel budget and the shared output cache like every other picture the server draws.
import type { LibraryImagesTable } from "../../db/schema.ts";
import type { DesignInput } from "../../../shared/design/index.ts";
import { uploadUrlOf } from "../../storage/images.ts";

const SIDE = 240;

export function libraryThumbnailDesign(row: Pick<LibraryImagesTable, "blob_id" | "width" | "height">): DesignInput {
  const ratio = row.width / Math.max(1, row.height);
  const width = Math.max(16, Math.round(ratio >= 1 ? SIDE : SIDE * ratio));
  const height = Math.max(16, Math.round(ratio >= 1 ? SIDE / ratio : SIDE));
  return {
    version: 2,
    canvas: { width, height },
    background: { type: "color", color: "rgba(0,0,0,0)" },
    layers: [{ id: "image", type: "image", x: 0, y: 0, width, height, index: "a0", props: { src: uploadUrlOf(row.blob_id), fit: "contain" } }],
  } as DesignInput;
}
