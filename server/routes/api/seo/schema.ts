import { z } from "zod";
import { SEO_ENTITY_TYPES } from "../../../../shared/api/seo.ts";

export const entityParams = z.object({
  type: z.enum(SEO_ENTITY_TYPES),
  id: z.string().min(1).max(100).regex(/^[A-Za-z0-9_-]+$/),
});
