// Public credential resources in the OpenAPI document (issue 25): what a wallet, a verifier or an
// LMS reads without a token — a certificate's signed credential, the status lists it points into,
// the issuer's logo, the embeddable badge, the baked PNG download and the page that checks one (issue 33).
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";

const certificateId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/).meta({ description: "the certificate's id (22 characters)" }) });
const notFound = { description: "no such certificate or list" };

export const credentialPaths: ZodOpenApiPathsObject = {
  "/api/certificates/{id}/credential.json": {
    get: {
      operationId: "getCertificateCredential",
      tags: ["Credentials"],
      summary: "A certificate's signed Open Badges 3.0 credential",
      description:
        "An OpenBadgeCredential (VC Data Model 2.0) with a DataIntegrityProof (eddsa-rdfc-2022 or eddsa-jcs-2022) by " +
        "the platform's DID, valid against the 1EdTech AchievementCredential JSON Schema. `credentialStatus` is a " +
        "BitstringStatusListEntry (statusPurpose revocation); `image` is the certificate's PNG. A certificate issued " +
        "before status lists gets its entry (and a fresh proof by the same key) on its first fetch.",
      requestParams: { path: certificateId },
      responses: { "200": { description: "the credential", content: { "application/json": { schema: z.record(z.string(), z.unknown()) } } }, "404": notFound },
    },
  },
  "/api/certificates/{id}/image.png": {
    get: {
      operationId: "getCertificateImage",
      tags: ["Credentials"],
      summary: "The certificate's picture; with ?download=1 a baked Open Badges 3.0 image",
      description:
        "`?download=1` (the certificate page's PNG download) answers a baked badge (OB 3.0 §5.3): the same pixels as " +
        "without it, plus one uncompressed iTXt chunk, keyword `openbadgecredential`, holding the compact JSON of the " +
        "signed credential (what credential.json serves). Its own ETag; If-None-Match answers 304. Without " +
        "`download` the PNG carries no credential. `width` 64…3200 resizes.",
      requestParams: { path: certificateId, query: z.object({ width: z.coerce.number().int().min(64).max(3200).optional(), download: z.enum(["1"]).optional() }) },
      responses: { "200": { description: "PNG image", content: { "image/png": { schema: z.string().meta({ format: "binary" }) } } }, "304": { description: "not modified" }, "404": notFound },
    },
  },
  "/certificates/check-image": {
    get: {
      operationId: "getBakedImageCheckPage",
      tags: ["Credentials"],
      summary: "The verify-by-upload page (HTML form, no script)",
      responses: { "200": { description: "the page", content: { "text/html": { schema: z.string() } } } },
    },
    post: {
      operationId: "checkBakedImage",
      tags: ["Credentials"],
      summary: "Check a baked certificate PNG (multipart/form-data, field `file`, at most 10 MB)",
      description:
        "Reads the `openbadgecredential` iTXt chunk and verifies the credential as POST /api/certificates/verify-credential " +
        "does (signature, this platform's key, revocation, validity period); answers the page with the result in the " +
        "visitor's language. Nothing is stored. Rate-limited (30 a minute per address).",
      requestBody: { content: { "multipart/form-data": { schema: z.object({ file: z.string().meta({ format: "binary" }) }) } } },
      responses: {
        "200": { description: "the result: a certificate of this site (valid, revoked, expired or issuer not verified), a valid credential it signed, or why it is not verified (not a PNG, no baked credential, the credential's verification reason)", content: { "text/html": { schema: z.string() } } },
        "400": { description: "no file", content: { "text/html": { schema: z.string() } } },
        "413": { description: "the file is over 10 MB", content: { "text/html": { schema: z.string() } } },
      },
    },
  },
  "/achievements/{key}": {
    get: {
      operationId: "getAchievement",
      tags: ["Credentials"],
      summary: "What a credential's achievement.id names: an OB 3.0 Achievement (JSON-LD) or its page",
      description:
        "`key` is a hash of what certificates state of the achievement (template, name, description, criteria, type, " +
        "language, image, creator's name): certificates stating the same achievement share it. An Accept header that " +
        "ranks application/ld+json or application/json above text/html gets the Achievement as JSON-LD (the VC v2 and " +
        "OB 3.0.3 contexts, then exactly the credential's `achievement`), any origin may read it; otherwise the page " +
        "for people (visitor's language, texts in their own). `/achievements/{key}.json` is always the JSON. " +
        "Credentials issued before issue 33 name the template's form URL instead and keep verifying.",
      requestParams: { path: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{22}(\.json)?$/) }) },
      responses: {
        "200": { description: "the achievement", content: { "application/ld+json": { schema: z.record(z.string(), z.unknown()) }, "text/html": { schema: z.string() } } },
        "404": { description: "no such achievement" },
      },
    },
  },
  "/api/credentials/status/{method}/{listId}": {
    get: {
      operationId: "getStatusList",
      tags: ["Credentials"],
      summary: "A W3C Bitstring Status List credential (revocation)",
      description:
        "A BitstringStatusListCredential signed by the same DID as the credentials pointing into it (`method`: key or " +
        "web). `credentialSubject.encodedList` is the GZIP-compressed bitstring (131,072 entries), base64url with the " +
        "multibase prefix `u`; bit set = revoked (or deleted). Cache-Control: public, max-age=60; CORS open to all origins.",
      requestParams: { path: z.object({ method: z.enum(["key", "web"]), listId: z.coerce.number().int().min(1) }) },
      responses: { "200": { description: "the signed status list", content: { "application/vc+ld+json": { schema: z.record(z.string(), z.unknown()) } } }, "404": notFound },
    },
  },
  "/api/credentials/issuer-logo.png": {
    get: {
      operationId: "getIssuerLogo",
      tags: ["Credentials"],
      summary: "The issuer image credentials name",
      responses: { "200": { description: "PNG image", content: { "image/png": { schema: z.string() } } } },
    },
  },
  "/embed/certificates/{id}": {
    get: {
      operationId: "getCertificateBadge",
      tags: ["Credentials"],
      summary: "The embeddable badge (HTML for an iframe)",
      description:
        "A small page in the certificate's language and direction: recipient, title, issuer, live status (valid, " +
        "revoked, expired, or issuer not verified) and a link to the verify page. The only route any site may frame " +
        "(`frame-ancestors *`); it shows nothing the public verify page does not. Cache-Control: max-age=60.",
      requestParams: { path: certificateId },
      responses: { "200": { description: "the badge", content: { "text/html": { schema: z.string() } } }, "404": notFound },
    },
  },
};
