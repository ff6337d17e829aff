// Builds the unsigned Open Badges 3.0 credential (W3C VC Data Model 2.0) for a certificate.
// Shape per OB 3.0 §B (AchievementCredential/OpenBadgeCredential) using only terms the bundled
// contexts (VC v2 + OB 3.0.3) define, so JSON-LD expansion in safe mode is lossless.
import { OB_V3_CONTEXT, VC_V2_CONTEXT } from "./documentLoader.ts";

/** OB 3.0 AchievementType enumeration; extensions must be prefixed "ext:". */
export const ACHIEVEMENT_TYPES = [
  "Achievement", "ApprenticeshipCertificate", "Assessment", "Assignment", "AssociateDegree", "Award",
  "Badge", "BachelorDegree", "Certificate", "CertificateOfCompletion", "Certification", "CommunityService",
  "Competency", "Course", "CoCurricular", "Degree", "Diploma", "DoctoralDegree", "Fieldwork",
  "GeneralEducationDevelopment", "JourneymanCertificate", "LearningProgram", "License", "Membership",
  "ProfessionalDoctorate", "QualityAssuranceCredential", "MasterCertificate", "MasterDegree",
  "MicroCredential", "ResearchDoctorate", "SecondarySchoolDiploma",
] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number] | `ext:${string}`;

export type CredentialLang = "ar" | "en" | "fr";

export interface OpenBadgeInput {
  /** URL of the credential, e.g. `${PUBLIC_URL}/api/certificates/${id}/credential.json`. */
  id: string;
  /** `id` is the signing DID (issuer.did from loadIssuer). */
  issuer: { id: string; name: string; url?: string; image?: string; email?: string };
  recipientName: string;
  achievement: {
    /** A URI for what was achieved, e.g. the template or certificate-type URL. */
    id: string;
    name: string;
    description: string;
    achievementType: AchievementType;
    criteriaNarrative: string;
    image?: string;
    /**
     * Who made the achievement, as its creator typed it (an unverified issuer name): a Profile with
     * only an id and a name — no claim that anyone checked it. The credential's `issuer` stays the
     * platform (or an organisation the platform verified).
     */
    creator?: { id: string; name: string };
  };
  issuedAt: Date | string;
  expiresAt?: Date | string | null;
  /** Human verification code (shown on paper); published with the verify page as evidence. */
  certificateCode?: string;
  verifyUrl?: string;
  /** Rendered certificate image URL. */
  imageUrl?: string;
  lang: CredentialLang;
  /** Short text wallets show under the name (OB 3.0 credential `description`). */
  description?: string;
  /** A status entry (statusList.ts `statusListEntry`), so verifiers can learn of a revocation. */
  credentialStatus?: { id: string; type: string; [term: string]: unknown };
}

export type OpenBadgeCredential = Record<string, unknown> & {
  "@context": string[];
  id: string;
  type: string[];
  issuer: { id: string; type: string[]; name: string };
  validFrom: string;
  validUntil?: string;
};

const EVIDENCE_TEXT: Record<CredentialLang, { name: string; code: string }> = {
  ar: { name: "صفحة التحقق من الشهادة", code: "رمز التحقق" },
  en: { name: "Certificate verification page", code: "Verification code" },
  fr: { name: "Page de vérification du certificat", code: "Code de vérification" },
};

const MAX_TEXT = 2000;

function text(value: unknown, field: string, max = MAX_TEXT): string {
  if (typeof value !== "string" || value.trim() === "") throw new TypeError(`${field} must be a non-empty string.`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw new TypeError(`${field} is longer than ${max} characters.`);
  return trimmed;
}

function uri(value: unknown, field: string, { httpOnly = false } = {}): string {
  const raw = text(value, field);
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new TypeError(`${field} must be an absolute URI.`);
  }
  if (httpOnly && parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new TypeError(`${field} must be an http(s) URL.`);
  }
  return raw;
}

/** XSD dateTimeStamp without milliseconds, always UTC ("2025-03-01T10:00:00Z"). */
export function toDateTimeStamp(value: Date | string, field: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new TypeError(`${field} is not a valid date.`);
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

function image(url: string | undefined, field: string) {
  return url === undefined ? undefined : { id: uri(url, field, { httpOnly: true }), type: "Image" };
}

export function buildOpenBadgeCredential(input: OpenBadgeInput): OpenBadgeCredential {
  const lang = input.lang;
  if (!(lang in EVIDENCE_TEXT)) throw new TypeError("lang must be ar, en or fr.");
  const recipientName = text(input.recipientName, "recipientName", 300);
  const type = input.achievement?.achievementType;
  if (!(ACHIEVEMENT_TYPES as readonly string[]).includes(type) && !/^ext:[A-Za-z][A-Za-z0-9]*$/.test(type)) {
    throw new TypeError(`achievementType "${type}" is not an OB 3.0 AchievementType.`);
  }
  const validFrom = toDateTimeStamp(input.issuedAt, "issuedAt");
  const validUntil = input.expiresAt == null ? undefined : toDateTimeStamp(input.expiresAt, "expiresAt");
  if (validUntil !== undefined && validUntil <= validFrom) throw new TypeError("expiresAt must be after issuedAt.");

  const issuer = {
    id: uri(input.issuer?.id, "issuer.id"),
    type: ["Profile"],
    name: text(input.issuer.name, "issuer.name", 300),
    ...(input.issuer.url !== undefined && { url: uri(input.issuer.url, "issuer.url", { httpOnly: true }) }),
    ...(input.issuer.image !== undefined && { image: image(input.issuer.image, "issuer.image") }),
    ...(input.issuer.email ? { email: text(input.issuer.email, "issuer.email", 320) } : {}),
  };
  const achievement = {
    id: uri(input.achievement.id, "achievement.id"),
    type: ["Achievement"],
    achievementType: type,
    name: text(input.achievement.name, "achievement.name", 300),
    description: text(input.achievement.description, "achievement.description"),
    criteria: { narrative: text(input.achievement.criteriaNarrative, "achievement.criteriaNarrative") },
    inLanguage: lang,
    ...(input.achievement.image !== undefined && { image: image(input.achievement.image, "achievement.image") }),
    ...(input.achievement.creator !== undefined && {
      creator: { id: uri(input.achievement.creator.id, "achievement.creator.id"), type: ["Profile"], name: text(input.achievement.creator.name, "achievement.creator.name", 300) },
    }),
  };

  const evidence = [];
  if (input.verifyUrl !== undefined) {
    const words = EVIDENCE_TEXT[lang];
    evidence.push({
      id: uri(input.verifyUrl, "verifyUrl", { httpOnly: true }),
      type: ["Evidence"],
      name: words.name,
      ...(input.certificateCode !== undefined && {
        description: `${words.code}: ${text(input.certificateCode, "certificateCode", 64)}`,
      }),
    });
  }

  return {
    "@context": [VC_V2_CONTEXT, OB_V3_CONTEXT],
    id: uri(input.id, "id"),
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: achievement.name,
    ...(input.description !== undefined && { description: text(input.description, "description") }),
    issuer,
    validFrom,
    ...(validUntil !== undefined && { validUntil }),
    awardedDate: validFrom,
    ...(input.imageUrl !== undefined && { image: image(input.imageUrl, "imageUrl") }),
    credentialSubject: {
      type: ["AchievementSubject"],
      // OB 3.0 names a recipient without an account by a plain (unhashed) IdentityObject of type
      // "name"; `name` (schema.org, defined by VC v2 and OB) is what wallets display.
      name: recipientName,
      identifier: [{ type: "IdentityObject", identityHash: recipientName, identityType: "name", hashed: false }],
      achievement,
    },
    ...(evidence.length > 0 && { evidence }),
    ...(input.credentialStatus !== undefined && { credentialStatus: input.credentialStatus }),
  };
}

/**
 * The OB 3.0 JSON Schema wants `proof` as an array; a single Data Integrity proof is the same
 * statement either way (JSON-LD: a set), so this changes no signature.
 */
export function withProofArray<T extends Record<string, unknown>>(credential: T): T {
  const proof = credential.proof;
  if (proof === undefined || Array.isArray(proof)) return credential;
  return { ...credential, proof: [proof] };
}
