// The calls the editor makes. Admins: the template (design + fields saved as one new revision) and their
// own autosaved draft on the server. Everyone else: their own card, carrying its own design.
// Every design save names the version it started from (`base`): a template's revision id, a card's
// updatedAt. The server refuses a save over a newer version (409 revisionConflict) and the editor asks.
import type { CardDetail } from "../../shared/api/cards.ts";
import type { TemplateField } from "../../shared/api/templates.ts";
import type { DesignDocument } from "../../shared/design/schema.ts";
import { uploadAdminImage } from "../components/admin/api.ts";
import type { AdminTemplateDetail } from "../components/admin/types.ts";
import { apiRequest, ApiRequestError } from "../lib/request.ts";
import type { Draft, DraftStore } from "./useAutosave.ts";
import { queryClient } from "../lib/queryClient.ts";

export type { AdminTemplateDetail as AdminTemplate } from "../components/admin/types.ts";

/** True when the server refused a save because someone saved a newer version since it started. */
export function isRevisionConflict(err: unknown): boolean {
  return err instanceof ApiRequestError && err.status === 409 && err.code === "revisionConflict";
}

/** What the conflict dialog shows of the version that won, and the base to save on top of it. */
export interface NewerVersion {
  base: string;
  imageUrl: string;
  savedAt: string;
}

export function adminTemplateApi(id: string) {
  const path = `/api/admin/templates/${encodeURIComponent(id)}`;
  const drafts: DraftStore = {
    async load() {
      const draft = await apiRequest<(Draft & { hasDraft: true; baseRevisionId: string }) | { hasDraft: false }>("GET", `${path}/draft`);
      if (!draft.hasDraft) return null;
      // A draft written over an older revision is still this admin's work: it comes back with its own
      // base, so saving it meets the conflict dialog instead of being dropped or silently replacing.
      return { design: draft.design, fields: draft.fields, updatedAt: draft.updatedAt, base: draft.baseRevisionId };
    },
    async save(draft) {
      await apiRequest("PUT", `${path}/draft`, { design: draft.design, fields: draft.fields, baseRevisionId: draft.base });
    },
    async clear() {
      // Saving the design deletes this admin's server draft; nothing else to do.
    },
  };
  return {
    drafts,
    upload: (file: File) => uploadAdminImage(file),
    async save(design: DesignDocument, fields: TemplateField[], baseRevisionId: string) {
      const saved = await apiRequest<AdminTemplateDetail>("PUT", `${path}/design`, { design, fields, baseRevisionId });
      for (const key of [path, "/api/admin/templates", `/api/templates/${encodeURIComponent(id)}`]) {
        void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0] ?? "").startsWith(key) });
      }
      return saved;
    },
    async newer(): Promise<NewerVersion> {
      const now = await apiRequest<AdminTemplateDetail>("GET", path);
      return { base: now.revisionId, imageUrl: `${path}/thumbnail.png?width=480&v=${encodeURIComponent(now.revisionId)}`, savedAt: now.updatedAt };
    },
    /** "Save mine as a copy": a new unpublished template with this work as its first revision. */
    async saveCopy(source: AdminTemplateDetail, design: DesignDocument, fields: TemplateField[], copyTitle: (t: string) => string) {
      const title = { ar: copyTitle(source.title.ar), en: source.title.en ? copyTitle(source.title.en) : "", fr: source.title.fr ? copyTitle(source.title.fr) : "" };
      const copy = await apiRequest<AdminTemplateDetail>("POST", "/api/admin/templates", {
        kind: source.kind, categoryId: source.categoryId, title, design, fields, published: false,
      });
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0] ?? "").startsWith("/api/admin/templates") });
      // The work now lives in the copy: this admin's draft of the original would only bring it back there.
      await apiRequest("DELETE", `${path}/draft`).catch(() => undefined);
      return copy;
    },
  };
}

export const remixApi = {
  save(input: { cardId: string | null; base?: string; templateId: string; values: Record<string, string>; design: DesignDocument }): Promise<CardDetail> {
    const saved = input.cardId
      ? apiRequest<CardDetail>("PUT", `/api/cards/${encodeURIComponent(input.cardId)}`, { values: input.values, design: input.design, baseUpdatedAt: input.base })
      : apiRequest<CardDetail>("POST", "/api/cards", { templateId: input.templateId, values: input.values, design: input.design });
    return saved.then((card) => {
      void queryClient.invalidateQueries({ queryKey: ["/api/user/cards"] });
      queryClient.setQueryData([`/api/cards/${encodeURIComponent(card.id)}`], card);
      return card;
    });
  },
  async newer(cardId: string): Promise<NewerVersion> {
    const card = await apiRequest<CardDetail>("GET", `/api/cards/${encodeURIComponent(cardId)}`);
    return { base: card.updatedAt, imageUrl: card.imageUrl, savedAt: card.updatedAt };
  },
};
