// Public credential resources in the OpenAPI document (issue 25): what a wallet, a verifier or an
// LMS reads without a token — a certificate's signed credential, the status lists it points into,
// the issuer's logo, and the embeddable badge.
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
