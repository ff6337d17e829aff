// The table of the image libraries (server/services/library/, issue 24 §1). Part of the Database
// in schema.ts.

/** Issue 24 §1: an image in a library (the bytes are the blob; several entries may share one blob). */
export interface LibraryImagesTable {
  id: string;
  blob_id: string;
  scope: "shared" | "user";
  /** the uploader; for "user" entries the only one who sees it */
  owner_id: string | null;
  name: string;
  width: number;
  height: number;
  created_at: string;
}
