// VC-API (https://w3c-ccg.github.io/vc-api/) under /vc-api:
//   POST /credentials/issue { credential, options? } → 201 { verifiableCredential }  (Bearer token, scope credentials:issue)
//   POST /eddsa-rdfc-2022/credentials/issue · /eddsa-jcs-2022/credentials/issue — the same, suite fixed by the path
//   POST /credentials/verify { verifiableCredential, options? } → 200 { verified: true, … } | 400/422 with reasons (public)
//   POST /presentations/verify { verifiablePresentation, options: { challenge?, domain? } } → 200 | 400/422 (public)
// Not under /api: no session cookie is read here and the CSRF guard does not apply (tokens, not cookies).
import { recordCertificateEvent } from "../../analytics/item-events.ts";
import { isPerson } from "../../analytics/person.ts";
import { certificateIdFromCredentialId } from "../../../shared/certificates/urls.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { vcIssueRequest, vcVerifyCredentialRequest, vcVerifyPresentationRequest, type Cryptosuite, CRYPTOSUITES } from "../../../shared/api/vc.ts";
import { MAX_CREDENTIAL_BYTES } from "../../credentials/index.ts";
import { getIssuer, issuerOptions } from "../../services/issuer/issuer.ts";
import { recordActivity } from "../../services/activity.ts";
import { issueVcApiCredential } from "../../services/vc-api/issue-credential.ts";
import { VcApiError } from "../../services/vc-api/errors.ts";
import { statusForReason, verifyAnyCredential } from "../../services/vc-api/verify-credential.ts";
import { MAX_PRESENTATION_BYTES, verifyAnyPresentation } from "../../services/vc-api/verify-presentation.ts";
import { apiTokenOf, requireApiToken } from "../../policies/api-token.ts";
import { t } from "../../i18n.ts";
import { anyOriginOnSend, publicPreflight } from "../../http/public-cors.ts";

const VERIFY_LIMIT = { max: 120, timeWindow: 60_000 };
const ISSUE_BODY_LIMIT = MAX_CREDENTIAL_BYTES + 8 * 1024;

/** Parses a body with its schema (shared/api/vc.ts, which the OpenAPI document is generated from):
 * a problem in `options` is "invalidOptions", any other "invalidBody". */
function parseBody<T>(schema: z.ZodType<T>, body: unknown): { data: T } | { reason: "invalidBody" | "invalidOptions"; errors: string[] } {
  const parsed = schema.safeParse(body ?? null);
  if (parsed.success) return { data: parsed.data };
  const issues = parsed.error.issues;
  return {
    reason: issues.every((i) => i.path[0] === "options") ? "invalidOptions" : "invalidBody",
    errors: issues.slice(0, 5).map((i) => `${i.path.join(".") || "body"}: ${i.message}`),
  };
}

/** Message keys of the reasons (certificates namespace). */
const REASON_KEYS: Record<string, string> = {
  malformed: "reasonMalformed",
  unknown_context: "reasonUnknownContext",
  signature: "reasonSignature",
  issuer: "reasonIssuer",
  revoked: "reasonRevoked",
  expired: "reasonExpired",
  not_yet_valid: "reasonNotYetValid",
  proof_chain: "reasonProofChain",
  credential: "reasonCredential",
  holder: "reasonHolder",
  challenge: "reasonChallenge",
  challenge_required: "reasonChallengeRequired",
  proof_missing: "reasonProofMissing",
  issuerMismatch: "vcIssuerMismatch",
  alreadySigned: "vcAlreadySigned",
  invalidBody: "vcInvalidBody",
  invalidOptions: "vcInvalidOptions",
  relatedResourceDigest: "vcRelatedResourceDigest",
};

function reasonMessage(request: FastifyRequest, reason: string): string {
  return t(request.locale, `certificates:${REASON_KEYS[reason] ?? "reasonMalformed"}`);
}

function refuse(request: FastifyRequest, reply: FastifyReply, status: number, reason: string, extra: Record<string, unknown> = {}) {
  return reply.status(status).send({ message: reasonMessage(request, reason), code: reason, reason, errors: [], ...extra });
}

export default async function vcApiRoutes(app: FastifyInstance) {
  const issue = (pathSuite?: Cryptosuite) => async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = parseBody(vcIssueRequest, request.body);
    if ("reason" in parsed) return refuse(request, reply, 400, parsed.reason, { errors: parsed.errors });
    const body = parsed.data;
    const options = body.options ?? {};
    if (pathSuite && options.cryptosuite && options.cryptosuite !== pathSuite) {
      return refuse(request, reply, 400, "invalidOptions", { errors: [`options.cryptosuite differs from the path's ${pathSuite}.`] });
    }
    const token = apiTokenOf(request);
    const issuer = await getIssuer(app.db, app.config.publicUrl);
    const cryptosuite = options.cryptosuite ?? pathSuite ?? (await issuerOptions(app.db)).cryptosuite;
    try {
      const verifiableCredential = await issueVcApiCredential(issuer, body.credential, {
        cryptosuite,
        credentialId: options.credentialId,
        created: options.created ? new Date(options.created) : undefined,
        // In-process and without cookies: the bytes anyone gets from that URL.
        ownResources: {
          publicUrl: app.config.publicUrl,
          fetch: async (path) => {
            const res = await app.inject({ method: "GET", url: path });
            return res.statusCode === 200 ? res.rawPayload : undefined;
          },
        },
      });
      await recordActivity(app.db, token.createdBy, "apiToken.credential.issue", token.id);
      return reply.status(201).send({ verifiableCredential });
    } catch (error) {
      if (error instanceof VcApiError) return refuse(request, reply, error.status, error.reason, { errors: error.errors });
      throw error;
    }
  };

  const issueGuard = { bodyLimit: ISSUE_BODY_LIMIT, preHandler: requireApiToken("credentials:issue") };
  app.post("/credentials/issue", issueGuard, issue());
  for (const suite of CRYPTOSUITES) app.post(`/${suite}/credentials/issue`, issueGuard, issue(suite));

  // The verify endpoints are public and read no cookie: browser verifiers on other sites call them (issue 33).
  // Issuing (Bearer token) gets no CORS: a token belongs on a server, not in someone's page.
  publicPreflight(app, "/credentials/verify", "POST");
  publicPreflight(app, "/presentations/verify", "POST");
  app.post("/credentials/verify", { bodyLimit: MAX_CREDENTIAL_BYTES + 8 * 1024, config: { rateLimit: VERIFY_LIMIT }, onSend: anyOriginOnSend }, async (request, reply) => {
    const parsed = parseBody(vcVerifyCredentialRequest, request.body);
    if ("reason" in parsed) return refuse(request, reply, 400, parsed.reason, { verified: false, errors: parsed.errors });
    const body = parsed.data;
    const issuer = await getIssuer(app.db, app.config.publicUrl);
    const answer = await verifyAnyCredential({ db: app.db, publicUrl: app.config.publicUrl, issuer }, body.verifiableCredential);
    if (isPerson(request.headers)) countCredentialVerify(app, body.verifiableCredential);
    if (answer.verified) return reply.status(200).send(answer);
    const reason = answer.reason ?? "malformed";
    return reply.status(statusForReason(reason)).send({ message: reasonMessage(request, reason), code: reason, ...answer });
  });

  app.post("/presentations/verify", { bodyLimit: MAX_PRESENTATION_BYTES + 8 * 1024, config: { rateLimit: VERIFY_LIMIT }, onSend: anyOriginOnSend }, async (request, reply) => {
    const parsed = parseBody(vcVerifyPresentationRequest, request.body);
    if ("reason" in parsed) return refuse(request, reply, 400, parsed.reason, { verified: false, errors: parsed.errors });
    const body = parsed.data;
    const options = { data: body.options ?? {} };
    const issuer = await getIssuer(app.db, app.config.publicUrl);
    const { status, answer } = await verifyAnyPresentation({ db: app.db, publicUrl: app.config.publicUrl, issuer }, body.verifiablePresentation, {
      challenge: options.data.challenge,
      domain: options.data.domain,
    });
    if (answer.verified) return reply.status(200).send(answer);
    const reason = answer.reason ?? "malformed";
    return reply.status(status).send({ message: reasonMessage(request, reason), code: reason, ...answer });
  });
}

/** A person's verification of one of our certificates (its credential id names it) counts as "verify"
 * (channel "api"); like every verification, a bot's counts nothing (issue 36 §4). */
function countCredentialVerify(app: FastifyInstance, credential: unknown): void {
  const id = (credential as { id?: unknown } | null)?.id;
  const certificateId = typeof id === "string" ? certificateIdFromCredentialId(app.config.publicUrl, id) : undefined;
  if (certificateId) recordCertificateEvent(app, certificateId, "verify", "api");
}
