// The image-effect parts of an image layer's props (crop, filters, masks). Kept apart from schema.ts
// so the effect ranges and their neutral values live next to each other.
import { z } from "zod";

const fraction = z.number().min(0).max(1);

/** Crop rectangle as fractions of the source image (0..1); width/height at least 1 % so something shows. */
export const imageCrop = z
  .object({ x: fraction, y: fraction, width: z.number().min(0.01).max(1), height: z.number().min(0.01).max(1) })
  .refine((c) => c.x + c.width <= 1.000001 && c.y + c.height <= 1.000001, { message: "crop must stay inside the image" });

/** Each filter: its range and the value that leaves the image unchanged. Percentages, blur in design pixels. */
export const FILTER_RANGES = {
  brightness: { min: 0, max: 200, neutral: 100 },
  contrast: { min: 0, max: 200, neutral: 100 },
  saturation: { min: 0, max: 200, neutral: 100 },
  grayscale: { min: 0, max: 100, neutral: 0 },
  sepia: { min: 0, max: 100, neutral: 0 },
  blur: { min: 0, max: 50, neutral: 0 },
} as const;

export type FilterName = keyof typeof FILTER_RANGES;
export const FILTER_NAMES = Object.keys(FILTER_RANGES) as FilterName[];

const range = (name: FilterName) => z.number().min(FILTER_RANGES[name].min).max(FILTER_RANGES[name].max).optional();

/** Absent filters are neutral. */
export const imageFilters = z.object({
  brightness: range("brightness"),
  contrast: range("contrast"),
  saturation: range("saturation"),
  grayscale: range("grayscale"),
  sepia: range("sepia"),
  blur: range("blur"),
});

export const IMAGE_MASKS = ["rect", "circle", "arch"] as const;
export type ImageMask = (typeof IMAGE_MASKS)[number];
export type ImageCrop = z.infer<typeof imageCrop>;
export type ImageFilters = z.infer<typeof imageFilters>;
