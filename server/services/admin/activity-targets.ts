// What an activity line is about, by name and link (issue 16: the dashboard showed raw ids). The
// activity table keeps only an action and a subject (an id, a slug, a username…); this looks the
// subjects up in batches, one query per kind, and answers a label and a console/page link. Things
// deleted since keep their raw subject and no link.
import type { Db } from "../../db/index.ts";

export interface LocalizedLabel {
  ar: string;
  en: string;
  fr: string;
}

export interface ActivityTarget {
  /** The subject's name (template title, recipient, user's name…); null when nothing is left to name. */
  label: LocalizedLabel | null;
  href: string | null;
}

type Kind = "card" | "certificate" | "template" | "userId" | "username" | "category" | "apiToken" | "job" | "page";

/** Which table an action's subject points into. */
function kindOf(action: string): Kind | null {
  if (action.startsWith("card.")) return "card";
  if (action === "certificate.bulk") return "job";
  if (action.startsWith("certificate.") || action === "apiToken.certificate.issue") return "certificate";
  if (action.startsWith("template.")) return "template";
  if (action === "user.changePassword" || action === "user.register") return "userId";
  if (action.startsWith("user.")) return action.endsWith(".oauth") ? "page" : "username";
  if (action.startsWith("category.")) return action === "category.reorder" ? "page" : "category";
  if (action.startsWith("apiToken.")) return "apiToken";
  return "page";
}

/** Console pages for actions whose subject is a settings group, a provider, etc. */
function pageOf(action: string, subject: string | null): string | null {
  if (action === "settings.update") return subject === "display" ? "/admin/display-settings" : "/admin/settings";
  if (action.startsWith("seo.")) return "/admin/seo-settings";
  if (action.startsWith("authProvider.") || action.endsWith(".oauth")) return action.endsWith(".oauth") ? "/admin/users" : "/admin/settings/auth";
  if (action === "issuer.update") return "/admin/api-tokens";
  if (action === "category.reorder") return "/admin/categories";
  return null;
}

const same = (s: string): LocalizedLabel => ({ ar: s, en: s, fr: s });

function parseLocalized(json: string): LocalizedLabel {
  try {
    const v = JSON.parse(json) as Partial<LocalizedLabel>;
    const ar = v.ar ?? "";
    return { ar, en: v.en || ar, fr: v.fr || ar };
  } catch {
    return same(json);
  }
}

async function lookUp(db: Db, kind: Kind, ids: string[]): Promise<Map<string, ActivityTarget>> {
  const found = new Map<string, ActivityTarget>();
  if (ids.length === 0) return found;
  switch (kind) {
    case "card": {
      const rows = await db.selectFrom("cards as c").innerJoin("templates as t", "t.id", "c.template_id").select(["c.id", "t.title"]).where("c.id", "in", ids).execute();
      for (const r of rows) found.set(r.id, { label: parseLocalized(r.title), href: `/view/${encodeURIComponent(r.id)}` });
      break;
    }
    case "certificate": {
      const rows = await db.selectFrom("certificates").select(["id", "recipient_name"]).where("id", "in", ids).execute();
      for (const r of rows) found.set(r.id, { label: same(r.recipient_name), href: `/certificate/${encodeURIComponent(r.id)}` });
      break;
    }
    case "template": {
      const rows = await db.selectFrom("templates").select(["id", "title", "deleted_at"]).where("id", "in", ids).execute();
      for (const r of rows) found.set(r.id, { label: parseLocalized(r.title), href: r.deleted_at ? null : `/admin/templates/${encodeURIComponent(r.id)}` });
      break;
    }
    case "userId":
    case "username": {
      const column = kind === "userId" ? "id" : "username";
      const rows = await db.selectFrom("users").select(["id", "name", "username"]).where(column, "in", ids).execute();
      for (const r of rows) found.set(kind === "userId" ? r.id : r.username, { label: same(r.name || r.username), href: `/admin/users?q=${encodeURIComponent(r.username)}` });
      break;
    }
    case "category": {
      const rows = await db.selectFrom("categories").select(["slug", "name"]).where("slug", "in", ids).execute();
      for (const r of rows) found.set(r.slug, { label: parseLocalized(r.name), href: "/admin/categories" });
      break;
    }
    case "apiToken": {
      const rows = await db.selectFrom("api_tokens").select(["id", "name"]).where("id", "in", ids).execute();
      for (const r of rows) found.set(r.id, { label: same(r.name), href: "/admin/api-tokens" });
      break;
    }
    case "job":
      for (const id of ids) found.set(id, { label: null, href: "/admin/certificates/bulk" });
      break;
    case "page":
      break;
  }
  return found;
}

/** One target per item (same order); null when the action has no subject worth showing. */
export async function activityTargets(db: Db, items: readonly { action: string; subject: string | null }[]): Promise<(ActivityTarget | null)[]> {
  const wanted = new Map<Kind, Set<string>>();
  for (const { action, subject } of items) {
    const kind = kindOf(action);
    if (!kind || kind === "page" || !subject) continue;
    if (!wanted.has(kind)) wanted.set(kind, new Set());
    wanted.get(kind)!.add(subject);
  }
  const maps = new Map<Kind, Map<string, ActivityTarget>>();
  await Promise.all([...wanted].map(async ([kind, ids]) => maps.set(kind, await lookUp(db, kind, [...ids]))));
  return items.map(({ action, subject }) => {
    const kind = kindOf(action);
    if (kind === "page" || !kind) {
      const href = pageOf(action, subject);
      return href ? { label: null, href } : null;
    }
    if (!subject) return null;
    return maps.get(kind)?.get(subject) ?? null;
  });
}
