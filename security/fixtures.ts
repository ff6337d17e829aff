// A test app with the four actors of the security suite and builders of the rows routes act on.
// Rate limits are raised (and each request comes from its own address) so only authorization and
// input handling decide the answers.
import { randomBytes } from "node:crypto";
import { buildTestApp, type TestApp } from "../server/test/app.ts";
import { adminCookie, signedInUser } from "../server/test/factories.ts";
import { buildTemplate } from "../server/test/content-factories.ts";
import { createTestCard, createTestCertificate, PNG_1PX } from "../server/routes/api/admin/test-helpers.ts";
import { storeImage } from "../server/services/uploads/store-image.ts";
import { createApiToken } from "../server/services/api-tokens/tokens.ts";
import { generateCode, parseCode } from "../shared/certificates/code.ts";
import { buildSession } from "../server/test/factories.ts";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { Config } from "../server/config.ts";

export const ACTORS = ["visitor", "user", "other", "admin"] as const;
/** visitor: no session · user: owns the items made by the fixtures · other: another signed-in user · admin */
export type Actor = (typeof ACTORS)[number];

export interface Fixtures {
  t: TestApp;
  cookies: Record<Actor, string | undefined>;
  ids: { user: string; other: string; admin: string; cardTemplate: string; certificateTemplate: string; category: string; upload: string };
  /** a fresh card owned by `user` */
  card(): Promise<string>;
  /** a fresh certificate (its id and printed code) */
  certificate(): Promise<{ id: string; code: string }>;
  /** a fresh, empty card category's id */
  category(): Promise<string>;
  /** a fresh, revocable API token's id */
  apiToken(): Promise<string>;
  /** a name nobody uses yet */
  unique(prefix: string): string;
  /** inject as an actor, from an address of its own; `freshSession`: a new session of that actor (for calls that end it) */
  request(actor: Actor, options: InjectOptions, freshSession?: boolean): Promise<LightMyRequestResponse>;
}

let address = 0;
const nextAddress = () => {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

export async function buildFixtures(overrides: Partial<Config> = {}): Promise<Fixtures> {
  const generous = { max: 100_000, windowMs: 60_000 };
  const t = await buildTestApp({
    ...overrides,
    rateLimits: { loginPerIp: generous, loginFailuresPerUsername: generous, loginFailuresPerAccount: generous, register: generous, clientErrors: generous, uploads: generous },
  });
  const user = await signedInUser(t.db);
  const other = await signedInUser(t.db);
  const admin = await t.db.selectFrom("users").select("id").where("role", "=", "admin").executeTakeFirstOrThrow();
  const cardTemplate = (await buildTemplate(t.db)).id;
  const certificateTemplate = (await buildTemplate(t.db, { kind: "certificate" })).id;
  const category = (await t.db.selectFrom("categories").select("id").where("slug", "=", "wedding").executeTakeFirstOrThrow()).id;
  const upload = (await storeImage(t.db, PNG_1PX, user.user.id)).id;
  const cookies: Record<Actor, string | undefined> = { visitor: undefined, user: user.cookie, other: other.cookie, admin: await adminCookie(t.db) };
  let n = 0;
  const f_unique = (prefix: string) => `${prefix}${++n}${randomBytes(3).toString("hex")}`;
  return {
    t,
    cookies,
    ids: { user: user.user.id, other: other.user.id, admin: admin.id, cardTemplate, certificateTemplate, category, upload },
    card: () => createTestCard(t.db, cardTemplate, { ownerId: user.user.id }),
    async certificate() {
      const code = generateCode();
      const parsed = parseCode(code);
      if (!parsed.ok) throw new Error("generateCode made an invalid code");
      return { id: await createTestCertificate(t.db, certificateTemplate, { code: parsed.normalized }), code };
    },
    async category() {
      const id = f_unique("cat");
      const now = new Date().toISOString();
      await t.db.insertInto("categories").values({ id, slug: id, kind: "card", name: JSON.stringify({ ar: id }), sort_order: 99, hidden: 0, created_at: now, updated_at: now }).execute();
      return id;
    },
    async apiToken() {
      return (await createApiToken(t.db, { name: `t-${++n}`, scopes: ["credentials:issue"], createdBy: admin.id })).apiToken.id;
    },
    unique: f_unique,
    async request(actor, options, freshSession = false) {
      const userId = { visitor: undefined, user: user.user.id, other: other.user.id, admin: admin.id }[actor];
      const cookie = freshSession && userId ? (await buildSession(t.db, userId)).cookie : cookies[actor];
      return t.app.inject({ remoteAddress: nextAddress(), ...options, headers: { ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) } });
    },
  };
}
