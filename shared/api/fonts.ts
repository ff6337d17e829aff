// Fonts a design may use (GET /api/fonts) and an uploaded brand font (POST /api/admin/fonts): one shape
// for the server's presenters, the editor's font menus and the admin Fonts page.
export const FONT_SCRIPTS = ["arabic", "latin"] as const;
export type FontScript = (typeof FONT_SCRIPTS)[number];

export interface FontStyle {
  weight: number;
  italic: boolean;
}

/** One uploaded file: a face of a family (POST answer; also each face in the catalogue). */
export interface UploadedFont {
  id: string;
  family: string;
  styles: FontStyle[];
  scripts: FontScript[];
  /** WOFF2 served to browsers (immutable URL: it names the content hash). */
  url: string;
  fileName: string;
  size: number;
  createdAt: string;
}

/** A family of the catalogue. `faces` is empty for bundled families (served by /fonts/fonts.css). */
export interface FontFamilyEntry {
  family: string;
  source: "bundled" | "uploaded";
  styles: FontStyle[];
  scripts: FontScript[];
  faces: UploadedFont[];
}

export interface FontCatalogue {
  families: FontFamilyEntry[];
}

/** Where a family is used (the 409 answer of DELETE /api/admin/fonts/{id}). */
export interface FontUse {
  kind: "template" | "card";
  id: string;
  title: string;
}

export const FONT_UPLOAD_BYTES_MAX = 5 * 1024 * 1024;
export const FONT_FILE_ACCEPT = ".ttf,.otf,.woff,.woff2,font/ttf,font/otf,font/woff,font/woff2";
