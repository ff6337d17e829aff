// Social sign-in (OIDC authorization code + PKCE + state + nonce), for providers an admin enabled.
// GET /api/auth/{provider}/start?redirect=/path → 302 to the provider; the flow state goes into an
//   encrypted cookie (services/oauth/flow-cookie.ts).
// GET /api/auth/{provider}/callback?code=&state= → checks everything, signs in (linking or creating the
//   user) and 302s to the saved redirect. Failures 302 to /auth?error=<code> (codes: oauthState,
//   oauthFailed, inactiveAccount, providerNotConfigured) and never sign anyone in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { providerId } from "../../../../../shared/api/admin.ts";
import { startSession } from "../../../../http/session.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { defaultRedirectUri, getStoredProvider, type StoredProvider } from "../../../../services/admin/settings.ts";
import { authorizationUrl, exchangeCode, providerConfig, randomFlowValues } from "../../../../services/oauth/client.ts";
import { FLOW_COOKIE, FLOW_TTL_MS, openFlow, safeRedirect, sealFlow } from "../../../../services/oauth/flow-cookie.ts";
import { linkOrCreateUser } from "../../../../services/oauth/link-user.ts";
import { deleteSession } from "../../../../sessions/sessions.ts";

const COOKIE_PATH = "/api/auth/";

async function enabledProvider(app: FastifyInstance, params: unknown): Promise<{ id: string; provider: StoredProvider } | undefined> {
  const parsed = providerId.safeParse((params as { provider?: unknown }).provider);
  if (!parsed.success) return undefined;
  const provider = await getStoredProvider(app.db, parsed.data);
  if (!provider || provider.enabled !== true || !provider.issuer || !provider.clientId) return undefined;
  return { id: parsed.data, provider };
}

export default async function oauthFlowRoutes(app: FastifyInstance) {
  const secure = app.config.publicUrl.startsWith("https:");
  const fail = (reply: FastifyReply, code: string) => {
    reply.clearCookie(FLOW_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: "lax", secure });
    return reply.redirect(`/auth?error=${encodeURIComponent(code)}`, 302);
  };
  const redirectUriOf = (id: string, p: StoredProvider) => p.redirectUri || defaultRedirectUri(app.config.publicUrl, id);

  app.get("/:provider/start", async (request, reply) => {
    const found = await enabledProvider(app, request.params);
    if (!found) return fail(reply, "providerNotConfigured");
    const redirect = safeRedirect((request.query as { redirect?: unknown } | undefined)?.redirect);
    let url: URL;
    const values = randomFlowValues();
    try {
      const config = await providerConfig(found.provider);
      url = await authorizationUrl(config, { ...values, redirectUri: redirectUriOf(found.id, found.provider), scope: found.provider.scope || "openid email profile" });
    } catch (err) {
      request.log.warn({ err, provider: found.id }, "oauth discovery failed");
      return fail(reply, "oauthFailed");
    }
    const sealed = sealFlow(app.secret, { provider: found.id, ...values, redirect, expiresAt: Date.now() + FLOW_TTL_MS });
    // SameSite=Lax: the provider's redirect back is a top-level GET, which carries Lax cookies.
    reply.setCookie(FLOW_COOKIE, sealed, { path: COOKIE_PATH, httpOnly: true, sameSite: "lax", secure, maxAge: FLOW_TTL_MS / 1000 });
    return reply.header("cache-control", "no-store").redirect(url.href, 302);
  });

  app.get("/:provider/callback", async (request: FastifyRequest, reply) => {
    const found = await enabledProvider(app, request.params);
    if (!found) return fail(reply, "providerNotConfigured");
    const flow = openFlow(app.secret, request.cookies[FLOW_COOKIE]);
    const query = (request.query ?? {}) as Record<string, unknown>;
    // The state in the URL must be the one this browser's cookie was made for.
    if (!flow || flow.provider !== found.id || typeof query.state !== "string" || query.state !== flow.state) return fail(reply, "oauthState");
    let identity;
    try {
      const config = await providerConfig(found.provider);
      const callbackUrl = new URL(request.url, app.config.publicUrl);
      identity = await exchangeCode(config, callbackUrl, { redirectUri: redirectUriOf(found.id, found.provider), state: flow.state, nonce: flow.nonce, verifier: flow.verifier });
    } catch (err) {
      request.log.warn({ err, provider: found.id }, "oauth callback refused");
      return fail(reply, "oauthFailed");
    }
    const { user, created } = await linkOrCreateUser(app.db, found.id, identity);
    if (user.active !== 1) return fail(reply, "inactiveAccount");
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    await startSession(request, reply, user.id);
    await recordActivity(app.db, user.id, created ? "user.register.oauth" : "user.login.oauth", found.id);
    reply.clearCookie(FLOW_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: "lax", secure });
    return reply.header("cache-control", "no-store").redirect(flow.redirect, 302);
  });
}
