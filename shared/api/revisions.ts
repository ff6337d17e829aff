// Issue 24 §5: a template's version history (admin). Request schemas shared by the server and the editor.
import { z } from "zod";
import { pageQuery } from "./admin.ts";
import type { TemplateField } from "./templates.ts";

export const revisionsQuery = pageQuery;
export const restoreRevisionInput = z.object({ baseRevisionId: z.string().min(1).max(64) });

export interface TemplateRevision {
  id: string;
  /** 1 for the first save, then one more per save or restore */
  number: number;
  author: { id: string; name: string } | null;
  createdAt: string;
  /** true for the revision the template points at now */
  current: boolean;
  /** drawn by the server renderer with the fields' sample values; immutable per revision, cached */
  thumbnailUrl: string;
}

export interface TemplateRevisionDetail extends TemplateRevision {
  design: unknown;
  fields: TemplateField[];
}
