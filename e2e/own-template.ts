// A journey's own template, made from a seeded template's original design (server/seeds).
// The e2e files share one server: other files edit the seeded templates (a brand font's big text
// layer, a dragged or rotated layer) and add newer ones, so "the first published card" or "the newest
// template" is whatever the files before left behind, and a tap aimed at a layer lands on theirs.
import { request, type APIRequestContext } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { SEED_TEMPLATES, type SeedTemplate } from "../server/seeds/templates.ts";

type Kind = SeedTemplate["kind"];

/** The first seeded template of the kind that `fits` (all of them by default). */
export function seedTemplate(kind: Kind, fits: (t: SeedTemplate) => boolean = () => true): SeedTemplate {
  const seed = SEED_TEMPLATES.find((t) => t.kind === kind && fits(t));
  if (!seed) throw new Error(`no seeded ${kind} template fits`);
  return seed;
}

/** The last seeded template of the kind: the newest one on a fresh server (the admin list's first). */
export function lastSeedTemplate(kind: Kind): SeedTemplate {
  const seed = SEED_TEMPLATES.filter((t) => t.kind === kind).at(-1);
  if (!seed) throw new Error(`no seeded ${kind} template`);
  return seed;
}

/** An API session signed in as the given user (the seeded admin: inject("admin")), for setting up a visitor's journey. */
export async function apiSignedInAs(baseUrl: string, who: { username: string; password: string }): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  const res = await api.post("/api/login", { data: who });
  if (!res.ok()) throw new Error(`sign-in as ${who.username}: ${res.status()}`);
  return api;
}

/**
 * A file's own API session as that user, opened before its tests and disposed after them: it
 * outlives the pages, so a journey's own templates can still be removed when its page is closed.
 */
export function useApiSignedInAs(baseUrl: string, who: { username: string; password: string }): () => APIRequestContext {
  let api: APIRequestContext | undefined;
  beforeAll(async () => {
    api = await apiSignedInAs(baseUrl, who);
  });
  afterAll(async () => {
    await api?.dispose();
  });
  return () => {
    if (!api) throw new Error("useApiSignedInAs(): the session opens in beforeAll; ask for it inside a test or a later hook");
    return api;
  };
}

export interface OwnTemplate {
  id: string;
  /** Soft-deletes it, so no later file finds it in a list. */
  remove(): Promise<void>;
}

/**
 * Creates a template with the seed's design and fields, through the admin API of `api` (a signed-in
 * session of useApiSignedInAs or apiSignedInAs). Published ones sort last in their category (the largest
 * sort order), so the other files' "first published template" stays what it was while this one lives.
 */
export async function createOwnTemplate(api: APIRequestContext, baseUrl: string, seed: SeedTemplate, opts: { published?: boolean; title: string }): Promise<OwnTemplate> {
  const headers = { origin: baseUrl };
  const categories: { items: { id: string; slug: string }[] } = await (await api.get(`/api/admin/categories?kind=${seed.kind}`)).json();
  const category = categories.items.find((c) => c.slug === seed.category);
  if (!category) throw new Error(`no ${seed.kind} category ${seed.category}`);
  const created = await api.post("/api/admin/templates", {
    data: { kind: seed.kind, categoryId: category.id, title: { ar: opts.title, en: opts.title, fr: opts.title }, design: seed.design, fields: seed.fields },
    headers,
  });
  if (created.status() !== 201) throw new Error(`creating a template from ${seed.seedKey}: ${created.status()} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  if (opts.published) {
    const published = await api.patch(`/api/admin/templates/${id}`, { data: { published: true, sortOrder: 100_000 }, headers });
    if (!published.ok()) throw new Error(`publishing ${id}: ${published.status()}`);
  }
  return {
    id,
    remove: async () => {
      await api.delete(`/api/admin/templates/${id}`, { headers });
    },
  };
}
