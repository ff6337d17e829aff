// Issue 24 §1 "Logos and images": the image library. Admins keep a shared library offered in every
// template; every signed-in person keeps their own uploads. Schemas shared by the server and the editor.
import { z } from "zod";
import { pageQuery } from "./admin.ts";

export const LIBRARY_SCOPES = ["shared", "mine"] as const;
export type LibraryScope = (typeof LIBRARY_SCOPES)[number];
export const LIBRARY_NAME_MAX = 120;

export const libraryQuery = pageQuery.extend({
  scope: z.enum(LIBRARY_SCOPES).default("mine"),
  q: z.string().trim().max(200).optional(),
});
export const libraryImageName = z.string().trim().min(1).max(LIBRARY_NAME_MAX);
export const renameLibraryImageInput = z.object({ name: libraryImageName });
export const libraryUploadScope = z.enum(LIBRARY_SCOPES).default("mine");

export interface LibraryImage {
  id: string;
  name: string;
  scope: LibraryScope;
  /** the image itself (GET /api/uploads/{blobId}): what a design's image layer names as its src */
  url: string;
  /** a small picture of it for the library grid */
  thumbnailUrl: string;
  width: number;
  height: number;
  createdAt: string;
}

/** 409 imageInUse: what still uses the image (only what the caller may see). */
export interface LibraryImageUsage {
  templates: Array<{ id: string; title: { ar: string; en: string; fr: string } }>;
  cards: Array<{ id: string }>;
}
