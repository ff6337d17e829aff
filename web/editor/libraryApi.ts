// The calls of the editor's Images panel (issue 24 §1) and History panel (§5). Query keys are the
// paths, so the app's default query function loads them and a change invalidates by prefix.
import { useQuery } from "@tanstack/react-query";
import type { Page } from "../../shared/api/admin.ts";
import type { LibraryImage, LibraryImageUsage, LibraryScope } from "../../shared/api/library.ts";
import type { TemplateRevision, TemplateRevisionDetail } from "../../shared/api/revisions.ts";
import { withQuery } from "../components/admin/api.ts";
import type { AdminTemplateDetail } from "../components/admin/types.ts";
import { queryClient } from "../lib/queryClient.ts";
import { apiRequest, ApiRequestError } from "../lib/request.ts";
import { postMultipart } from "../lib/uploads.ts";

const LIBRARY = "/api/library/images";
const refreshLibrary = () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0] ?? "").startsWith(LIBRARY) });

export function useLibraryImages(scope: LibraryScope, q: string, enabled = true) {
  return useQuery<Page<LibraryImage>>({ queryKey: [withQuery(LIBRARY, { scope, q: q.trim(), pageSize: 100 })], enabled });
}

export async function uploadToLibrary(file: File, scope: LibraryScope): Promise<LibraryImage> {
  const body = new FormData();
  body.set("scope", scope);
  body.set("file", file);
  const image = await postMultipart<LibraryImage>(LIBRARY, body);
  await refreshLibrary();
  return image;
}

export async function renameLibraryImage(id: string, name: string): Promise<LibraryImage> {
  const image = await apiRequest<LibraryImage>("PATCH", `${LIBRARY}/${encodeURIComponent(id)}`, { name });
  await refreshLibrary();
  return image;
}

/** Deletes it, or answers what still uses it (409 imageInUse) so the panel can say so. */
export async function deleteLibraryImage(id: string): Promise<{ deleted: true } | { deleted: false; usedBy: LibraryImageUsage; message: string }> {
  try {
    await apiRequest("DELETE", `${LIBRARY}/${encodeURIComponent(id)}`);
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 409 && err.code === "imageInUse") {
      return { deleted: false, usedBy: (err.body as { usedBy: LibraryImageUsage }).usedBy, message: err.serverMessage ?? "" };
    }
    throw err;
  }
  await refreshLibrary();
  return { deleted: true };
}

const revisionsPath = (templateId: string) => `/api/admin/templates/${encodeURIComponent(templateId)}/revisions`;

export function useRevisions(templateId: string) {
  return useQuery<Page<TemplateRevision>>({ queryKey: [withQuery(revisionsPath(templateId), { pageSize: 100 })] });
}

export function loadRevision(templateId: string, revisionId: string): Promise<TemplateRevisionDetail> {
  return apiRequest<TemplateRevisionDetail>("GET", `${revisionsPath(templateId)}/${encodeURIComponent(revisionId)}`);
}

/** Restores a revision as a new one on top (409 revisionConflict when `base` is no longer the current one). */
export async function restoreRevision(templateId: string, revisionId: string, base: string): Promise<AdminTemplateDetail> {
  const saved = await apiRequest<AdminTemplateDetail>("POST", `${revisionsPath(templateId)}/${encodeURIComponent(revisionId)}/restore`, { baseRevisionId: base });
  const prefix = `/api/admin/templates/${encodeURIComponent(templateId)}`;
  // The editor is keyed by the template's revision: refreshing the template reopens it on the restored one.
  await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0] ?? "").startsWith(prefix) || String(q.queryKey[0] ?? "") === "/api/admin/templates" });
  return saved;
}
