// A server-rendered preview as <picture>: the WebP sibling (several times lighter) first, the PNG as
// the fallback, both responsive by width (issue 13). <picture> is `display: contents`, so the <img>
// lays out as if it stood alone (flex/grid children, percentage widths). Downloads stay PNG elsewhere.
import type { ComponentProps } from "react";
import { webpUrl, widthSrcSet, withQueryParam } from "../../../shared/api/preview-images.ts";

type ImgProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes">;

export interface PreviewPictureProps extends ImgProps {
  /** The PNG URL the API answered (image.png / thumbnail.png, query kept). */
  url: string;
  widths: readonly number[];
  sizes: string;
  /** The <img src> width for browsers without srcset. */
  fallbackWidth: number;
}

export function PreviewPicture({ url, widths, sizes, fallbackWidth, ...img }: PreviewPictureProps) {
  return (
    <picture className="contents">
      {/* Hidden: with the <picture> box gone, an (empty, inline) <source> became a flex item and took a gap. */}
      <source className="hidden" type="image/webp" srcSet={widthSrcSet(webpUrl(url), widths)} sizes={sizes} />
      <img {...img} src={withQueryParam(url, "width", fallbackWidth)} srcSet={widthSrcSet(url, widths)} sizes={sizes} />
    </picture>
  );
}
