// GET /achievements/{key} — what a credential's `achievement.id` names (issue 33 §4): the OB 3.0
// Achievement as JSON-LD for machines (Accept preferring JSON, or the `.json` sibling) and a page
// for people. Public and cookie-free like the other credential documents: any origin may read the
// JSON (public-cors.ts). The content behind a key never changes (the key is its hash).
import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { OB_V3_CONTEXT, VC_V2_CONTEXT } from "../../credentials/documentLoader.ts";
import { getAchievement } from "../../services/certificates/achievements.ts";
import { getPublicSettings } from "../../settings/public.ts";
import { allowAnyOrigin } from "../../http/public-cors.ts";
import { notFound } from "../../errors.ts";
import type { Locale } from "../../../shared/limits.ts";
import { t } from "../../i18n.ts";
import { renderAchievementPage } from "./achievement-page.ts";

const KEY = /^([A-Za-z0-9_-]{22})(\.json)?$/;
const MAX_AGE = 86_400;

type Json = Record<string, unknown>;

/** The q-value the Accept header gives to the first matching media range (0 when none matches). */
function quality(accept: string, matches: (type: string) => boolean): number {
  let best = 0;
  for (const part of accept.split(",")) {
    const [type = "", ...params] = part.trim().toLowerCase().split(";");
    if (!matches(type.trim())) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    best = Math.max(best, q ? Number(q.slice(2)) || 0 : 1);
  }
  return best;
}

/** JSON when the client ranks a JSON type above HTML (a browser's Accept names text/html first). */
export function prefersJson(accept: string | undefined): boolean {
  if (!accept) return false;
  const json = quality(accept, (type) => type === "application/ld+json" || type === "application/json");
  return json > 0 && json > quality(accept, (type) => type === "text/html");
}

function sendJson(reply: FastifyReply, document: Json) {
  allowAnyOrigin(reply).header("Cache-Control", `public, max-age=${MAX_AGE}`).header("Vary", "Accept");
  return reply.type("application/ld+json; charset=utf-8").send(JSON.stringify({ "@context": [VC_V2_CONTEXT, OB_V3_CONTEXT], ...document }));
}

async function sendPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, key: string, document: Json) {
  const lang = request.locale as Locale;
  const nonce = randomBytes(16).toString("hex");
  const siteName = (await getPublicSettings(app.db)).siteName[lang];
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const creator = document.creator as Json | undefined;
  const html = renderAchievementPage(
    {
      lang,
      siteName,
      contentLang: text(document.inLanguage) || lang,
      name: text(document.name),
      description: text(document.description),
      criteria: text((document.criteria as Json | undefined)?.narrative),
      ...(creator && typeof creator.name === "string" ? { creator: creator.name } : {}),
      jsonPath: `/achievements/${key}.json`,
    },
    nonce,
  );
  reply
    .header("content-security-policy", `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`)
    .header("Cache-Control", "public, no-cache")
    .header("Vary", "Accept, Accept-Language, Cookie");
  return reply.type("text/html; charset=utf-8").send(html);
}

export default async function achievementRoutes(app: FastifyInstance) {
  app.get("/achievements/:key", { config: { session: false } }, async (request, reply) => {
    const match = KEY.exec(String((request.params as { key?: unknown }).key ?? ""));
    const wantsJson = Boolean(match?.[2]) || prefersJson(request.headers.accept);
    const document = match ? await getAchievement(app.db, match[1]!) : undefined;
    if (!document) {
      if (wantsJson) allowAnyOrigin(reply);
      else return reply.code(404).type("text/html; charset=utf-8").header("cache-control", "no-store").send(`<!doctype html><meta charset="utf-8"><title>${t(request.locale as Locale, "certificates:achievement.notFound")}</title><p>${t(request.locale as Locale, "certificates:achievement.notFound")}</p>`);
      throw notFound();
    }
    return wantsJson ? sendJson(reply, document) : sendPage(app, request, reply, match![1]!, document);
  });
}
