// templates row (+ current revision) → API shapes. The thumbnail URL carries the revision id so a
// browser may cache it forever: a new revision is a new URL.
import type { LocalizedText, TemplateDetail, TemplateField, TemplateSummary } from "../../shared/api/templates.ts";
import type { DesignDocument } from "../../shared/design/index.ts";

export interface TemplateRecord {
  id: string;
  kind: "card" | "certificate";
  categorySlug: string;
  title: string;
  description: string;
  revisionId: string;
  published: boolean;
  design: DesignDocument;
  fields: TemplateField[];
}

/**
 * Texts as written: a language without a translation stays "" (issue 16). Filling it with the Arabic
 * here made an English page show Arabic names and descriptions as if they were the translation; the
 * web app now falls back to Arabic itself, visibly marked.
 */
function localized(json: string): LocalizedText {
  try {
    const v = JSON.parse(json) as Partial<LocalizedText>;
    return { ar: v.ar ?? "", en: v.en ?? "", fr: v.fr ?? "" };
  } catch {
    return { ar: "", en: "", fr: "" };
  }
}

export function presentTemplateSummary(t: TemplateRecord): TemplateSummary {
  return {
    id: t.id,
    kind: t.kind,
    category: t.categorySlug,
    title: localized(t.title),
    description: localized(t.description),
    thumbnailUrl: `/api/templates/${t.id}/thumbnail.png?v=${t.revisionId}`,
    width: t.design.canvas.width,
    height: t.design.canvas.height,
  };
}

export function presentTemplate(t: TemplateRecord): TemplateDetail {
  return { ...presentTemplateSummary(t), revisionId: t.revisionId, design: t.design, fields: t.fields };
}
