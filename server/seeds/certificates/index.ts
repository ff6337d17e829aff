// Demo certificate templates (two per type), A4, designed with the design model.
import type { SeedTemplate } from "../templates.ts";

export const CERTIFICATE_TEMPLATES: SeedTemplate[] = [];
