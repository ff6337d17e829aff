// The OpenAPI 3.1 document of the integration APIs (/api/v1 and /vc-api), generated with
// zod-openapi from the same zod schemas the routes validate with (shared/api/vc.ts,
// shared/api/certificates.ts) — there is no hand-written copy to drift. openapi.test.ts checks that
// every route under those prefixes is described and that every request example is accepted.
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject } from "zod-openapi";
import {
  CRYPTOSUITES,
  credentialVerifyAnswer,
  presentationVerifyAnswer,
  v1IssueCertificateInput,
  v1IssuedCertificate,
  vcIssueAnswer,
  vcIssueRequest,
  vcRefusal,
  vcVerifyCredentialRequest,
  vcVerifyPresentationRequest,
} from "../../shared/api/vc.ts";
import {
  exampleIssueCertificateRequest,
  exampleIssueRequest,
  exampleVerifyCredentialRequest,
  exampleVerifyPresentationRequest,
} from "./examples.ts";
import { oid4vciPaths, oid4vciSecurityScheme, oid4vciTag } from "./oid4vci.ts";
import { libraryHistoryPaths, libraryHistoryTags, sessionScheme } from "./library-history.ts";
import { credentialPaths } from "./credential-paths.ts";
import { analyticsPaths, analyticsTag } from "./analytics-paths.ts";

/** API.md's error shape, answered by every /api route (server/http/errors.ts), translated. */
const apiError = z
  .object({
    message: z.string().meta({ description: "in the request's language (Accept-Language: ar, en, fr)" }),
    code: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional().meta({ description: "per-field messages for invalid input" }),
  })
  .meta({ id: "ApiError" });

const json = (schema: z.ZodType, example?: unknown) => ({
  content: { "application/json": { schema, ...(example !== undefined && { example }) } },
});
const answer = (description: string, schema: z.ZodType) => ({ description, ...json(schema) });
const tokenErrors = {
  "401": answer("no token, or an unknown or revoked token (apiTokenMissing / apiTokenInvalid)", apiError),
  "403": answer("the token lacks the scope (apiTokenScope)", apiError),
  "429": answer("more than 120 calls a minute with this token (see Retry-After)", apiError),
};

function issueOperation(suite?: (typeof CRYPTOSUITES)[number]): ZodOpenApiOperationObject {
  return {
    operationId: suite ? `issueCredential_${suite.replaceAll("-", "_")}` : "issueCredential",
    tags: ["VC-API"],
    summary: suite ? `Sign a credential with ${suite}` : "Sign a credential with the platform's key",
    description:
      "Adds a DataIntegrityProof by the platform's DID (did:key or did:web, an admin setting). The credential's " +
      "`issuer` becomes that DID; another issuer is refused (422 issuerMismatch), as is a signed input (422 alreadySigned). " +
      "A relatedResource under our public URL is fetched from ourselves and its digestMultibase/digestSRI must match (400 relatedResourceDigest); " +
      "remote resources are not fetched." +
      (suite ? ` The cryptosuite is fixed by the path; options.cryptosuite, if given, must be ${suite}.` : ""),
    security: [{ apiToken: [] }],
    requestBody: { required: true, ...json(vcIssueRequest, suite ? { credential: exampleIssueRequest.credential } : exampleIssueRequest) },
    responses: {
      "201": answer("the signed credential", vcIssueAnswer),
      "400": answer("invalidBody, invalidOptions, malformed, unknown_context or relatedResourceDigest", vcRefusal),
      ...tokenErrors,
      "422": answer("issuerMismatch or alreadySigned", vcRefusal),
    },
  };
}

const verifyCredential: ZodOpenApiOperationObject = {
  operationId: "verifyCredential",
  tags: ["VC-API"],
  summary: "Verify a credential",
  description:
    "Checks the data model, that every term is defined by the bundled contexts (nothing is fetched), every proof " +
    "(proof sets and chains: each proof by its own key and purpose, at least one by the issuer), revocation for the " +
    "platform's own certificates and the validity period. Anyone may call it (rate-limited per address).",
  requestBody: { required: true, ...json(vcVerifyCredentialRequest, exampleVerifyCredentialRequest) },
  responses: {
    "200": answer("verified", credentialVerifyAnswer),
    "400": answer("not a readable credential: reason malformed or unknown_context (or invalidBody/invalidOptions)", credentialVerifyAnswer),
    "413": answer("over 256 KB", apiError),
    "422": answer("reason signature, issuer, proof_chain, revoked, expired or not_yet_valid", credentialVerifyAnswer),
    "429": answer("too many requests from this address", apiError),
  },
};

const verifyPresentation: ZodOpenApiOperationObject = {
  operationId: "verifyPresentation",
  tags: ["VC-API"],
  summary: "Verify a presentation and its credentials",
  description:
    "Every embedded credential (at most 8) is verified as by /vc-api/credentials/verify. A signed presentation " +
    "(proof purpose authentication) needs options.challenge (and domain when it was signed for one) and must be " +
    "signed by its holder; an unsigned presentation is accepted only when no challenge is given.",
  requestBody: { required: true, ...json(vcVerifyPresentationRequest, exampleVerifyPresentationRequest) },
  responses: {
    "200": answer("verified", presentationVerifyAnswer),
    "400": answer("not a readable presentation", presentationVerifyAnswer),
    "413": answer("over 1 MB", apiError),
    "422": answer("a credential, the holder, the challenge or the proof failed (see reason)", presentationVerifyAnswer),
    "429": answer("too many requests from this address", apiError),
  },
};

const issueCertificate: ZodOpenApiOperationObject = {
  operationId: "issueCertificate",
  tags: ["Certificates"],
  summary: "Issue a platform certificate from a template",
  description:
    "The same checks as the site's own form: `templateId` must be a published certificate template " +
    "(GET /api/templates?kind=certificate) and `values` must fit its fields. The certificate is recorded under the " +
    "administrator who created the token. The example's templateId is a placeholder.",
  security: [{ apiToken: [] }],
  requestBody: { required: true, ...json(v1IssueCertificateInput, exampleIssueCertificateRequest) },
  responses: {
    "201": answer("issued; all URLs are absolute", v1IssuedCertificate),
    "400": answer("invalid input (per-field messages in `fields`)", apiError),
    ...tokenErrors,
    "404": answer("no such published certificate template", apiError),
  },
};

let cached: ReturnType<typeof createDocument> | undefined;

/** The document (built once per process; it depends only on code). */
export function openApiDocument(): ReturnType<typeof createDocument> {
  cached ??= createDocument({
    openapi: "3.1.0",
    info: {
      title: "Bitaqa integration API",
      version: "1",
      description:
        "Issue platform certificates (/api/v1) and sign or verify W3C Verifiable Credentials (/vc-api, " +
        "https://w3c-ccg.github.io/vc-api/). Tokens are created by administrators at /admin/api-tokens and sent as " +
        "`Authorization: Bearer bq_…`. Errors answer `{ message, code?, … }` in the request's language.",
    },
    servers: [{ url: "/", description: "this server" }],
    tags: [
      { name: "Certificates", description: "platform certificates for integrations (/api/v1)" },
      { name: "VC-API", description: "W3C VC-API: issue and verify credentials and presentations" },
      oid4vciTag,
      ...libraryHistoryTags,
      { name: "Credentials", description: "public credential resources: signed credentials, status lists, the embeddable badge" },
      analyticsTag,
    ],
    components: {
      securitySchemes: {
        apiToken: { type: "http", scheme: "bearer", description: "an API token (bq_ + 43 characters) with the scope the call needs" },
        oid4vciAccessToken: oid4vciSecurityScheme,
        session: sessionScheme,
      },
    },
    paths: {
      "/api/v1/certificates": { post: issueCertificate },
      "/vc-api/credentials/issue": { post: issueOperation() },
      ...Object.fromEntries(CRYPTOSUITES.map((suite) => [`/vc-api/${suite}/credentials/issue`, { post: issueOperation(suite) }])),
      "/vc-api/credentials/verify": { post: verifyCredential },
      "/vc-api/presentations/verify": { post: verifyPresentation },
      ...oid4vciPaths,
      ...libraryHistoryPaths,
      ...credentialPaths,
      ...analyticsPaths,
    },
  });
  return cached;
}
