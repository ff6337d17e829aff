// Admin console calls (API.md "Admin"): request schemas shared by the server's checks and the web forms.
import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { localizedText, TEMPLATE_KINDS, templateFields } from "./templates.ts";
import { DISPLAY_MODES, SOCIAL_NETWORKS } from "./settings.ts";
import { seoFieldsInput, SEO_ENTITY_TYPES } from "./seo.ts";
import { V } from "./validation.ts";

/** ?page=&pageSize= of every admin list; answers are { items, total, page, pageSize }. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
});
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

const q = z.string().trim().max(200).optional();
const boolParam = z.enum(["true", "false"]).transform((v) => v === "true");

// ---- categories
export const categorySlug = z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: V.invalid });
export const adminCategoriesQuery = pageQuery.extend({ kind: z.enum(TEMPLATE_KINDS).optional(), q });
export const createCategoryInput = z.object({
  kind: z.enum(TEMPLATE_KINDS),
  slug: categorySlug,
  name: localizedText,
  hidden: z.boolean().default(false),
});
export const updateCategoryInput = z.object({ name: localizedText.optional(), hidden: z.boolean().optional(), sortOrder: z.number().int().min(0).max(100_000).optional() });
/** PUT /api/admin/categories/order: ids of one kind in their new order. */
export const reorderCategoriesInput = z.object({ kind: z.enum(TEMPLATE_KINDS), ids: z.array(z.string().min(1).max(64)).min(1).max(200) });
/** DELETE /api/admin/categories/{id}?moveTo= — templates are moved to `moveTo` (same kind) first. */
export const deleteCategoryQuery = z.object({ moveTo: z.string().min(1).max(64).optional() });

// ---- templates
export const adminTemplatesQuery = pageQuery.extend({
  q,
  kind: z.enum(TEMPLATE_KINDS).optional(),
  category: z.string().max(64).optional(), // category slug or id
  published: boolParam.optional(),
  deleted: boolParam.optional(), // true: only soft-deleted ones (the "trash")
});
export const createTemplateInput = z.object({
  kind: z.enum(TEMPLATE_KINDS),
  categoryId: z.string().min(1).max(64),
  title: localizedText,
  description: z.object({ ar: z.string().max(1000).default(""), en: z.string().max(1000).default(""), fr: z.string().max(1000).default("") }).optional(),
  design: z.unknown().optional(),
  fields: templateFields.optional(),
  published: z.boolean().default(false),
});
export const updateTemplateInput = z.object({
  title: localizedText.optional(),
  description: z.object({ ar: z.string().max(1000).default(""), en: z.string().max(1000).default(""), fr: z.string().max(1000).default("") }).optional(),
  categoryId: z.string().min(1).max(64).optional(),
  published: z.boolean().optional(),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
});
/** PUT /api/admin/templates/{id}/design: design + (optionally) fields land in ONE new revision. */
/**
 * PUT /api/admin/templates/{id}/design: `baseRevisionId` is the revision the editor started from; the
 * server refuses (409 revisionConflict) a save over a revision someone else has replaced since.
 */
export const templateDesignInput = z.object({ design: z.unknown(), fields: templateFields.optional(), baseRevisionId: z.string().min(1).max(64) });
/**
 * PUT /api/admin/templates/{id}/draft: the editor's autosave (fields absent: the current revision's).
 * `baseRevisionId`: the revision the editor's work started from (absent: the current one), so a draft
 * restored later still knows what it was made over and its save can be checked for a conflict.
 */
export const templateDraftInput = z.object({ design: z.unknown(), fields: templateFields.optional(), baseRevisionId: z.string().min(1).max(64).optional() });
export const templateFieldsInput = z.object({ fields: templateFields });

// ---- users
export const adminUsersQuery = pageQuery.extend({ q, role: z.enum(["admin", "user"]).optional(), active: boolParam.optional() });
export const updateUserInput = z.object({
  active: z.boolean().optional(),
  role: z.enum(["admin", "user"]).optional(),
  /** the organisation this account is a verified issuer of; null or "" takes the mark away */
  verifiedIssuerOrg: z.string().trim().max(200, { error: `${V.max}|200` }).nullable().optional(),
});

// ---- cards and certificates
export const adminCardsQuery = pageQuery.extend({ q, templateId: z.string().max(64).optional() });
export const adminCertificatesQuery = pageQuery.extend({ q, templateId: z.string().max(64).optional(), revoked: boolParam.optional() });
export const revokeCertificateInput = z.object({ reason: z.string().trim().min(1, { error: V.required }).max(500, { error: `${V.max}|500` }) });

// ---- settings groups (GET/PUT /api/admin/settings/{group}); PUT takes the whole group.
const optionalLocalized = z.object({ ar: z.string().trim().max(300).default(""), en: z.string().trim().max(300).default(""), fr: z.string().trim().max(300).default("") });
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: V.invalid });
/** Our own uploaded image, or empty. */
export const uploadUrl = z.string().regex(/^(\/api\/uploads\/[A-Za-z0-9_-]{16,128})?$/, { error: V.invalid });

export const WHO_MAY_CREATE = ["anyone", "signedIn", "verifiedIssuers"] as const;
export const SETTINGS_GROUPS = ["general", "appearance", "certificates", "cards", "social", "workflow"] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];
export const settingsGroupSchemas = {
  general: z.object({
    siteName: localizedText,
    logoUrl: uploadUrl.default(""),
    contact: z.object({ email: z.union([z.literal(""), z.email({ error: V.email })]), phone: z.string().trim().max(50), address: optionalLocalized }),
    credit: optionalLocalized,
    defaultLocale: z.enum(["ar", "en", "fr"]),
  }),
  appearance: z.object({
    defaultTheme: z.enum(["light", "dark", "system"]),
    primaryColor: color,
    secondaryColor: color.optional(),
  }),
  certificates: z.object({
    issuerName: localizedText,
    issuerLogoUrl: uploadUrl.default(""),
    signatureUrl: uploadUrl.default(""),
    signatoryName: optionalLocalized.optional(),
    signatoryTitle: optionalLocalized.optional(),
    defaultValidityDays: z.number().int().min(0).max(36_500).optional(),
    /** who may create certificates through the public form (issue 22.3) */
    whoMayCreate: z.enum(WHO_MAY_CREATE, { error: V.invalid }).default("anyone"),
    /** LinkedIn's numeric id of the organisation (its company page), for "Add to profile" (issue 25 §3). */
    linkedInOrganizationId: z.string().trim().regex(/^\d{0,20}$/, { error: V.invalid }).optional(),
  }),
  cards: z.object({ allowAnonymous: z.boolean().optional(), defaultWidth: z.number().int().min(64).max(4000).optional() }),
  social: z.object({ links: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.url({ protocol: /^https?$/ }) })).max(20) }),
  workflow: z.object({ publishNewTemplates: z.boolean().optional(), requireSignInToCreate: z.boolean().optional() }),
} satisfies Record<SettingsGroup, z.ZodType>;

export const displaySettingsInput = z.object({ displayMode: z.enum(DISPLAY_MODES), templateViewMode: z.enum(DISPLAY_MODES) });

// ---- SEO: structuredData must be a JSON object (not an array or scalar), ≤ 20 KB serialised.
export const adminSeoInput = seoFieldsInput.extend({
  ogImage: z.string().trim().max(2000).refine((v) => v === "" || /^\/api\/uploads\/[A-Za-z0-9_-]{16,128}$/.test(v) || /^https?:\/\//.test(v), { error: V.invalid }).optional(),
  canonicalUrl: z.string().trim().max(2000).refine((v) => v === "" || /^https?:\/\//.test(v), { error: V.invalid }).optional(),
  structuredData: z
    .record(z.string(), z.unknown())
    .refine((v) => JSON.stringify(v).length <= 20_000, { error: `${V.max}|20000` })
    .optional(),
});
export const seoEntityParams = z.object({ type: z.enum(SEO_ENTITY_TYPES), id: z.string().min(1).max(100).regex(/^[A-Za-z0-9_-]+$/) });

// ---- social sign-in providers
export const providerId = z.string().regex(/^[a-z][a-z0-9-]{1,31}$/, { error: V.invalid });
/** PUT body. clientSecret: omit (or send the masked value) to keep the stored one. */
export const authProviderInput = z.object({
  name: z.string().trim().max(100).default(""),
  issuer: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).default(""),
  clientId: z.string().trim().max(500),
  clientSecret: z.string().max(2000).optional(),
  redirectUri: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).default(""),
  scope: z.string().trim().max(500).default("openid email profile"),
  enabled: z.boolean(),
});
export type AuthProviderInput = z.infer<typeof authProviderInput>;
export const MASKED_SECRET = "********";
