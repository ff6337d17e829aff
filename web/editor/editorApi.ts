// The calls the editor makes. Admins: the template (design + fields saved as one new revision) and its
// autosaved draft on the server. Everyone else: their own card, carrying its own design.
import type { CardDetail } from "../../shared/api/cards.ts";
import type { TemplateField } from "../../shared/api/templates.ts";
import type { DesignDocument } from "../../shared/design/schema.ts";
import { uploadAdminImage } from "../components/admin/api.ts";
import type { AdminTemplateDetail } from "../components/admin/types.ts";
import { apiRequest, ApiRequestError } from "../lib/request.ts";
import type { Draft, DraftStore } from "./useAutosave.ts";
import { queryClient } from "../lib/queryClient.ts";

export type { AdminTemplateDetail as AdminTemplate } from "../components/admin/types.ts";

export function adminTemplateApi(id: string) {
  const path = `/api/admin/templates/${encodeURIComponent(id)}`;
  const drafts: DraftStore = {
    async load() {
      try {
        const draft = await apiRequest<Draft & { baseRevisionId?: string; revisionId?: string }>("GET", `${path}/draft`);
        // A draft written before someone else saved a newer revision would silently undo their work.
        return draft.baseRevisionId && draft.revisionId && draft.baseRevisionId !== draft.revisionId ? null : draft;
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 404) return null;
        throw err;
      }
    },
    async save(draft) {
      await apiRequest("PUT", `${path}/draft`, { design: draft.design, fields: draft.fields });
    },
    async clear() {
      // Saving the design deletes the server draft; nothing else to do.
    },
  };
  return {
    drafts,
    upload: (file: File) => uploadAdminImage(file),
    async save(design: DesignDocument, fields: TemplateField[]) {
      const saved = await apiRequest<AdminTemplateDetail>("PUT", `${path}/design`, { design, fields });
      for (const key of [path, "/api/admin/templates", `/api/templates/${encodeURIComponent(id)}`]) {
        void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0] ?? "").startsWith(key) });
      }
      return saved;
    },
  };
}

export const remixApi = {
  save(input: { cardId: string | null; templateId: string; values: Record<string, string>; design: DesignDocument }): Promise<CardDetail> {
    const saved = input.cardId
      ? apiRequest<CardDetail>("PUT", `/api/cards/${encodeURIComponent(input.cardId)}`, { values: input.values, design: input.design })
      : apiRequest<CardDetail>("POST", "/api/cards", { templateId: input.templateId, values: input.values, design: input.design });
    return saved.then((card) => {
      void queryClient.invalidateQueries({ queryKey: ["/api/user/cards"] });
      queryClient.setQueryData([`/api/cards/${encodeURIComponent(card.id)}`], card);
      return card;
    });
  },
};
