// THE AUTHORIZATION TABLE: every route of the app → what each actor must get. The matrix test
// (access-matrix.test.ts) reads the route table from the built Fastify app and fails for a route
// without a rule here, and for a rule whose route no longer exists.
//
// Adding a route: one line, e.g.
//   "POST /api/admin/things": adminOnly(),                                   // visitor 401, users 403
//   "PUT /api/things/:id": owner(200, { path: async (f) => `/api/things/${await f.thing()}`, body: () => ({ … }) }),
// Expectations per actor: a status, or "allowed" = neither 401/403 nor 5xx (for routes whose success
// needs a body or a state the matrix does not build; their own suites check the exact answers).
// Path parameters must be filled by `path` (fresh rows per call, so DELETE does not disturb others).
import type { Actor, Fixtures } from "./fixtures.ts";
import { TEST_ADMIN } from "../server/test/app.ts";
import { createWebhook } from "../server/webhooks/endpoints.ts";
import { buildTemplate } from "../server/test/content-factories.ts";

export type Expected = number | "allowed";
export interface AccessRule {
  expect: Record<Actor, Expected>;
  path?: (f: Fixtures) => string | Promise<string>;
  body?: (f: Fixtures) => unknown | Promise<unknown>;
  /** send a one-file multipart body (a 1×1 PNG as "file") */
  multipart?: boolean;
  /** the call ends or replaces the session (logout, login): use a new session of the actor each time */
  freshSession?: boolean;
}
type Options = Omit<AccessRule, "expect">;

const rule = (expect: Record<Actor, Expected>, options: Options = {}): AccessRule => ({ expect, ...options });
/** Anyone, signed in or not, gets the same answer. */
export const anyone = (ok: Expected = "allowed", o?: Options) => rule({ visitor: ok, user: ok, other: ok, admin: ok }, o);
/** Signed-in users (any role): visitor 401. */
export const signedIn = (ok: Expected = "allowed", o?: Options) => rule({ visitor: 401, user: ok, other: ok, admin: ok }, o);
/** The item's owner ("user") and admins; another user 403, visitor 401. */
export const owner = (ok: Expected, o?: Options) => rule({ visitor: 401, user: ok, other: 403, admin: ok }, o);
/** Administrators only: visitor 401, users 403. */
export const adminOnly = (ok: Expected = "allowed", o?: Options) => rule({ visitor: 401, user: 403, other: 403, admin: ok }, o);
/** API-token routes: a session cookie never authorises them, not even an admin's (401 without a token). */
export const tokenOnly = (o?: Options) => rule({ visitor: 401, user: 401, other: 401, admin: 401 }, o);

const card = (suffix = "") => async (f: Fixtures) => `/api/cards/${await f.card()}${suffix}`;
const certificate = (suffix = "") => async (f: Fixtures) => `/api/certificates/${(await f.certificate()).id}${suffix}`;
const at = (path: string) => () => path;
/** A certificate owned by the fixtures' "user". */
const ownCertificate = (suffix = "") => async (f: Fixtures) => {
  const { id } = await f.certificate();
  await f.t.db.updateTable("certificates").set({ owner_id: f.ids.user }).where("id", "=", id).execute();
  return `/api/certificates/${id}${suffix}`;
};
const webhook = (suffix = "") => async (f: Fixtures) => {
  const created = await createWebhook(f.t.db, { url: "https://93.184.216.34/hooks", events: ["certificate.issued"] }, f.ids.admin);
  return `/api/admin/webhooks/${created.id}${suffix}`;
};
/** A fresh entry of `user`'s own image library (issue 24 §1): others, admins too, are answered 404. */
const libraryImage = (suffix = "") => async (f: Fixtures) => {
  const id = crypto.randomUUID();
  await f.t.db.insertInto("library_images").values({ id, blob_id: f.ids.upload, scope: "user", owner_id: f.ids.user, name: "logo", width: 1, height: 1, created_at: new Date().toISOString() }).execute();
  return `/api/library/images/${id}${suffix}`;
};
/** A fresh template in the bin (soft-deleted), for "restore". */
const deletedTemplate = async (f: Fixtures) => {
  const { id } = await buildTemplate(f.t.db);
  await f.t.db.updateTable("templates").set({ deleted_at: new Date().toISOString() }).where("id", "=", id).execute();
  return id;
};
const ownLibrary = (ok: Expected, o?: Options) => rule({ visitor: 401, user: ok, other: 404, admin: 404 }, o);
const revision = (suffix = "") => async (f: Fixtures) => {
  const { revision_id } = await f.t.db.selectFrom("templates").select("revision_id").where("id", "=", f.ids.cardTemplate).executeTakeFirstOrThrow();
  return `/api/admin/templates/${f.ids.cardTemplate}/revisions/${revision_id}${suffix}`;
};

export const ACCESS_RULES: Record<string, AccessRule> = {
  // Infrastructure and public reads
  "GET /healthz": anyone(200),
  // The no-script language/theme switch of the server-drawn pages: a cookie, then back (same site only).
  "GET /set-preference": anyone(303, { path: at("/set-preference?locale=en&next=%2F") }),
  "GET /.well-known/did.json": anyone("allowed"),
  "GET /did.json": anyone("allowed"),
  "GET /fonts/fonts.css": anyone(200),
  "GET /fonts/:file": anyone("allowed", { path: at("/fonts/Cairo-400.woff2") }),
  "GET /api/display-settings": anyone(200),
  "GET /api/settings/public": anyone(200),
  "GET /api/seo/global": anyone(200),
  "GET /api/seo/:type/:id": anyone("allowed", { path: (f) => `/api/seo/category/${f.ids.category}` }),
  "GET /api/categories": anyone(200),
  "GET /api/templates": anyone(200),
  "GET /api/templates/:id": anyone(200, { path: (f) => `/api/templates/${f.ids.cardTemplate}` }),
  "GET /api/templates/:id/thumbnail.png": anyone(200, { path: (f) => `/api/templates/${f.ids.cardTemplate}/thumbnail.png?width=160` }),
  "GET /api/templates/:id/thumbnail.webp": anyone(200, { path: (f) => `/api/templates/${f.ids.cardTemplate}/thumbnail.webp?width=160` }),
  "GET /api/issuer": anyone(200),
  "GET /api/auth/providers": anyone(200),
  "GET /api/auth/:provider/start": anyone("allowed", { path: at("/api/auth/google/start?redirect=/") }),
  "GET /api/auth/:provider/callback": anyone("allowed", { path: at("/api/auth/google/callback?code=x&state=y") }),
  "POST /api/log-client-error": anyone("allowed", { body: () => ({ message: "boom", url: "/x" }) }),

  // Account
  "POST /api/register": anyone("allowed", { freshSession: true, body: (f) => { const u = f.unique("reg"); return { name: "Reg", username: u, email: `${u}@example.com`, password: "password-123", confirmPassword: "password-123" }; } }),
  "POST /api/login": anyone(200, { freshSession: true, body: () => ({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }) }),
  "POST /api/logout": anyone(204, { freshSession: true }),
  // Visitors get 200 null, not 401 (issue 16: a visitor is not an error; docs/pages.md "Browser polish").
  "GET /api/user": anyone(200),
  "PUT /api/user/profile": signedIn(),
  "POST /api/user/change-password": signedIn(),
  "GET /api/user/preferences": signedIn(200),
  "POST /api/user/preferences": signedIn(),
  "GET /api/user/cards": signedIn(200),
  "GET /api/user/certificates": signedIn(200),

  // Cards: anyone may create and view (unguessable id); only the owner and admins change them
  "POST /api/cards": anyone(201, { body: (f) => ({ templateId: f.ids.cardTemplate, values: { name: "سارة" } }) }),
  "GET /api/cards/:id": anyone(200, { path: card() }),
  "PUT /api/cards/:id": owner(200, { path: card(), body: () => ({ values: { name: "Layla" } }) }),
  "DELETE /api/cards/:id": owner(204, { path: card() }),
  "GET /api/cards/:id/image.png": anyone(200, { path: card("/image.png?width=160") }),
  "GET /api/cards/:id/image.webp": anyone(200, { path: card("/image.webp?width=160") }),
  "GET /api/cards/:id/image.jpg": anyone(200, { path: card("/image.jpg?width=160") }),
  "GET /api/cards/:id/video.mp4": anyone(200, { path: card("/video.mp4") }),
  "GET /api/cards/:id/animation.gif": anyone(200, { path: card("/animation.gif") }),
  "GET /api/cards/:id/document.pdf": anyone(200, { path: card("/document.pdf") }),
  "POST /api/cards/:id/view": anyone(204, { path: card("/view") }),
  "POST /api/cards/:id/share": anyone(204, { path: card("/share"), body: () => ({ channel: "copy" }) }),
  "GET /api/cards/:id/analytics": owner(200, { path: card("/analytics") }),

  // Certificates: anyone may issue from a template and view/verify; the credential is public
  "POST /api/certificates": anyone("allowed", { body: (f) => ({ templateId: f.ids.certificateTemplate, values: { name: "Ali" }, recipientName: "Ali" }) }),
  "GET /api/certificates/:id": anyone(200, { path: certificate() }),
  "GET /api/certificates/:id/image.png": anyone(200, { path: certificate("/image.png?width=160") }),
  "GET /api/certificates/:id/image.webp": anyone(200, { path: certificate("/image.webp?width=160") }),
  "GET /api/certificates/:id/document.pdf": anyone(200, { path: certificate("/document.pdf") }),
  "GET /api/certificates/:id/credential.json": anyone("allowed", { path: certificate("/credential.json") }),
  "POST /api/certificates/:id/view": anyone(204, { path: certificate("/view") }),
  "POST /api/certificates/:id/share": anyone(204, { path: certificate("/share"), body: () => ({ channel: "link" }) }),
  "GET /api/certificates/:id/linkedin": anyone(302, { path: certificate("/linkedin") }),
  "PUT /api/certificates/:id/expiry-reminders": owner(200, { path: ownCertificate("/expiry-reminders"), body: () => ({ enabled: false }) }),
  "GET /api/certificates/:id/analytics": owner(200, { path: ownCertificate("/analytics") }),
  "GET /api/certificates/verify/:code": anyone(200, { path: async (f) => `/api/certificates/verify/${(await f.certificate()).code}` }),
  "POST /api/certificates/verify-credential": anyone("allowed", { body: () => ({ credential: {} }) }),

  // Uploads
  "POST /api/uploads": anyone(201, { multipart: true }),
  "GET /api/uploads/:id": anyone(200, { path: (f) => `/api/uploads/${f.ids.upload}` }),
  "POST /api/admin/uploads": adminOnly(201, { multipart: true }),
  // The image library: each person their own (the shared library: admins, see library.test.ts)
  "GET /api/library/images": signedIn(200),
  "POST /api/library/images": signedIn(201, { multipart: true }),
  "PATCH /api/library/images/:id": ownLibrary(200, { path: libraryImage(), body: () => ({ name: "renamed" }) }),
  "DELETE /api/library/images/:id": ownLibrary(204, { path: libraryImage() }),
  "GET /api/library/images/:id/thumbnail.png": ownLibrary(200, { path: libraryImage("/thumbnail.png") }),

  // Integrations (Bearer API tokens only)
  "POST /api/v1/certificates": tokenOnly({ body: (f) => ({ templateId: f.ids.certificateTemplate, values: {} }) }),
  "POST /vc-api/credentials/issue": tokenOnly({ body: () => ({ credential: {} }) }),
  "POST /vc-api/eddsa-rdfc-2022/credentials/issue": tokenOnly({ body: () => ({ credential: {} }) }),
  "POST /vc-api/eddsa-jcs-2022/credentials/issue": tokenOnly({ body: () => ({ credential: {} }) }),
  "POST /vc-api/credentials/verify": anyone("allowed", { body: () => ({ verifiableCredential: {} }) }),
  "POST /vc-api/presentations/verify": anyone("allowed", { body: () => ({ verifiablePresentation: {} }) }),

  // Administration
  "GET /api/admin/stats": adminOnly(200),
  "GET /api/admin/analytics": adminOnly(200),
  "GET /api/admin/client-errors": adminOnly(200),
  "GET /api/admin/categories": adminOnly(200),
  "POST /api/admin/categories": adminOnly(201, { body: (f) => ({ kind: "card", slug: f.unique("c-"), name: { ar: "تصنيف" } }) }),
  "PUT /api/admin/categories/order": adminOnly(),
  "GET /api/admin/categories/:id": adminOnly(200, { path: (f) => `/api/admin/categories/${f.ids.category}` }),
  "PATCH /api/admin/categories/:id": adminOnly(200, { path: (f) => `/api/admin/categories/${f.ids.category}`, body: () => ({ hidden: false }) }),
  "DELETE /api/admin/categories/:id": adminOnly(204, { path: async (f) => `/api/admin/categories/${await f.category()}` }),
  "GET /api/admin/templates": adminOnly(200),
  "POST /api/admin/templates": adminOnly(),
  "GET /api/admin/templates/:id": adminOnly(200, { path: (f) => `/api/admin/templates/${f.ids.cardTemplate}` }),
  "PATCH /api/admin/templates/:id": adminOnly("allowed", { path: (f) => `/api/admin/templates/${f.ids.cardTemplate}`, body: () => ({ published: true }) }),
  "DELETE /api/admin/templates/:id": adminOnly("allowed", { path: async (f) => `/api/admin/templates/${(await buildTemplate(f.t.db, { kind: "certificate" })).id}` }),
  "PUT /api/admin/templates/:id/design": adminOnly("allowed", { path: (f) => `/api/admin/templates/${f.ids.cardTemplate}-missing/design`, body: () => ({}) }),
  "GET /api/admin/templates/:id/fields": adminOnly(200, { path: (f) => `/api/admin/templates/${f.ids.cardTemplate}/fields` }),
  "PUT /api/admin/templates/:id/fields": adminOnly("allowed", { path: (f) => `/api/admin/templates/${f.ids.cardTemplate}-missing/fields`, body: () => ({}) }),
  "POST /api/admin/templates/:id/duplicate": adminOnly("allowed", { path: (f) => `/api/admin/templates/${f.ids.cardTemplate}/duplicate` }),
  "POST /api/admin/templates/:id/restore": adminOnly("allowed", { path: async (f) => `/api/admin/templates/${await deletedTemplate(f)}/restore` }),
  "GET /api/admin/templates/:id/revisions": adminOnly(200, { path: (f) => `/api/admin/templates/${f.ids.cardTemplate}/revisions` }),
  "GET /api/admin/templates/:id/revisions/:revisionId": adminOnly(200, { path: revision() }),
  "GET /api/admin/templates/:id/revisions/:revisionId/thumbnail.png": adminOnly(200, { path: revision("/thumbnail.png?width=160") }),
  // a stale base: admins get the 409 (nothing changes), everyone else never reaches the check
  "POST /api/admin/templates/:id/revisions/:revisionId/restore": adminOnly(409, { path: revision("/restore"), body: () => ({ baseRevisionId: "stale" }) }),
  "GET /api/admin/templates/:id/thumbnail.png": adminOnly(200, { path: (f) => `/api/admin/templates/${f.ids.cardTemplate}/thumbnail.png?width=160` }),
  "GET /api/admin/users": adminOnly(200),
  "GET /api/admin/users/:id": adminOnly(200, { path: (f) => `/api/admin/users/${f.ids.other}` }),
  "PATCH /api/admin/users/:id": adminOnly(200, { path: (f) => `/api/admin/users/${f.ids.other}`, body: () => ({ active: true }) }),
  "GET /api/admin/cards": adminOnly(200),
  "GET /api/admin/cards/:id": adminOnly(200, { path: async (f) => `/api/admin/cards/${await f.card()}` }),
  "DELETE /api/admin/cards/:id": adminOnly(204, { path: async (f) => `/api/admin/cards/${await f.card()}` }),
  "GET /api/admin/certificates": adminOnly(200),
  "GET /api/admin/certificates/:id": adminOnly(200, { path: async (f) => `/api/admin/certificates/${(await f.certificate()).id}` }),
  "POST /api/admin/certificates/:id/revoke": adminOnly(200, { path: async (f) => `/api/admin/certificates/${(await f.certificate()).id}/revoke`, body: () => ({ reason: "test" }) }),
  "DELETE /api/admin/certificates/:id": adminOnly(204, { path: async (f) => `/api/admin/certificates/${(await f.certificate()).id}` }),
  "POST /api/admin/certificates/bulk": adminOnly(),
  "POST /api/admin/certificates/bulk/preview": adminOnly(),
  // The fixtures build no job, mail or delivery for these: the admin's answer is an honest 404, the
  // others are refused before the lookup (a 404 no longer counts as "allowed" where others are refused).
  "GET /api/admin/jobs/:id": adminOnly(404, { path: at("/api/admin/jobs/no-such-job") }),
  "GET /api/admin/jobs/:id/result.zip": adminOnly(404, { path: at("/api/admin/jobs/no-such-job/result.zip") }),
  "GET /api/admin/settings": adminOnly(200),
  "GET /api/admin/settings/:group": adminOnly(200, { path: at("/api/admin/settings/appearance") }),
  "PUT /api/admin/settings/:group": adminOnly("allowed", { path: at("/api/admin/settings/appearance"), body: () => ({}) }),
  "GET /api/admin/display-settings": adminOnly(200),
  "PUT /api/admin/display-settings": adminOnly("allowed", { body: () => ({}) }),
  "GET /api/admin/seo/global": adminOnly(200),
  "PUT /api/admin/seo/global": adminOnly(200, { body: () => ({ title: "Bitaqa" }) }),
  "GET /api/admin/seo/:type/:id": adminOnly(200, { path: (f) => `/api/admin/seo/category/${f.ids.category}` }),
  "PUT /api/admin/seo/:type/:id": adminOnly(200, { path: (f) => `/api/admin/seo/category/${f.ids.category}`, body: () => ({ noIndex: true }) }),
  "GET /api/admin/auth-providers": adminOnly(200),
  "GET /api/admin/auth-providers/:provider": adminOnly(200, { path: at("/api/admin/auth-providers/google") }),
  "PUT /api/admin/auth-providers/:provider": adminOnly(200, { path: at("/api/admin/auth-providers/google"), body: () => ({ clientId: "abc", enabled: false }) }),
  "DELETE /api/admin/auth-providers/:provider": adminOnly(204, { path: at("/api/admin/auth-providers/google") }),
  "GET /api/admin/api-tokens": adminOnly(200),
  "POST /api/admin/api-tokens": adminOnly(201, { body: () => ({ name: "LMS", scopes: ["certificates:issue"] }) }),
  "DELETE /api/admin/api-tokens/:id": adminOnly(204, { path: async (f) => `/api/admin/api-tokens/${await f.apiToken()}` }),
  // Brand fonts (issue 24 §1): a PNG is not a font (415 for the admin); fonts.test.ts uploads real ones.
  "POST /api/admin/fonts": adminOnly("allowed", { multipart: true }),
  "DELETE /api/admin/fonts/:id": adminOnly(404, { path: at("/api/admin/fonts/00000000-0000-4000-8000-000000000000") }),
  "GET /api/fonts": anyone(200),
  "GET /api/fonts/files/:file": anyone("allowed", { path: at("/api/fonts/files/none.woff2") }),
  // Credentials that travel (issue 25): public by design, like the credential itself.
  "GET /api/credentials/issuer-logo.png": anyone(200),
  "GET /credentials/qr/v1": anyone(200),
  "GET /credentials/qr/cborld-table.json": anyone(200),
  "GET /verify-app.webmanifest": anyone(200),
  "GET /verify-app/icon-192.png": anyone(200),
  "GET /verify-app/icon-512.png": anyone(200),
  "GET /verify-app/issuer-dids.json": anyone(200),
  "GET /verify-app/sync.json": anyone(200),
  "GET /api/credentials/status/:method/:listId": anyone("allowed", { path: at("/api/credentials/status/key/1") }),
  "GET /embed/certificates/:id": anyone(200, { path: async (f) => `/embed/certificates/${(await f.certificate()).id}` }),
  // Issue 33: an achievement's page / JSON-LD (public like the credential naming it) and the baked-image
  // check (a 1×1 PNG without a credential: a result page saying so, 200, for anyone).
  "GET /achievements/:key": anyone("allowed", { path: at("/achievements/AAAAAAAAAAAAAAAAAAAAAA.json") }),
  "GET /certificates/check-image": anyone(200),
  "POST /certificates/check-image": anyone(200, { multipart: true }),
  "GET /api/admin/brand-palettes": adminOnly(200),
  "PUT /api/admin/brand-palettes": adminOnly(200, { body: () => ({ palettes: [] }) }),
  "GET /api/brand-palettes": anyone(200),
  "GET /api/admin/webhooks": adminOnly(200),
  "POST /api/admin/webhooks": adminOnly(201, { body: () => ({ url: "https://93.184.216.34/hooks", events: ["certificate.issued"] }) }),
  "PATCH /api/admin/webhooks/:id": adminOnly(200, { path: webhook(), body: () => ({ enabled: false }) }),
  "DELETE /api/admin/webhooks/:id": adminOnly(204, { path: webhook() }),
  "GET /api/admin/webhooks/:id/deliveries": adminOnly(200, { path: webhook("/deliveries") }),
  "POST /api/admin/webhooks/:id/test": adminOnly(202, { path: webhook("/test") }),
  // No delivery to send again in the fixtures: the admin's answer is a 404, never 401/403.
  "POST /api/admin/webhooks/:id/deliveries/:deliveryId/resend": adminOnly(404, { path: webhook("/deliveries/none/resend") }),
  "GET /api/admin/issuer": adminOnly(200),
  "PUT /api/admin/issuer": adminOnly(200, { body: () => ({ didMethod: "key", cryptosuite: "eddsa-rdfc-2022" }) }),

  // Routes that main gained while this table was written (API reference, metrics, template drafts).
  "GET /api/openapi.json": anyone(200),
  "GET /api/docs": anyone(200),
  "GET /api/docs/init.js": anyone(200),
  "GET /api/docs/:asset": anyone("allowed", { path: at("/api/docs/swagger-ui.css") }),
  // 404 unless METRICS_TOKEN is set; then only its Bearer token, never a session cookie.
  "GET /metrics": anyone("allowed"),
  "GET /api/admin/templates/:id/draft": adminOnly("allowed", { path: (f) => `/api/admin/templates/${f.ids.cardTemplate}/draft` }),
  "PUT /api/admin/templates/:id/draft": adminOnly("allowed", { path: (f) => `/api/admin/templates/${f.ids.cardTemplate}/draft`, body: () => ({}) }),
  // no draft saved in the fixtures: the admin's 404 "no draft"
  "DELETE /api/admin/templates/:id/draft": adminOnly(404, { path: (f) => `/api/admin/templates/${f.ids.cardTemplate}/draft` }),
};

/**
 * Rules written for routes of branches not merged into this one yet (listed above). The "every rule
 * has a route" check skips them; once merged, delete this list.
 */
// E-mail, verified addresses, password reset, footer pages (issue 15).
Object.assign(ACCESS_RULES, {
  "POST /api/user/verify-email": anyone("allowed", { body: () => ({ token: "not-a-real-token" }) }),
  "POST /api/user/verify-email/resend": signedIn(),
  "POST /api/user/email-change/cancel": anyone("allowed", { body: () => ({ token: "not-a-real-token" }) }),
  "POST /api/password/forgot": anyone("allowed", { body: (f: Fixtures) => ({ email: `${f.unique("forgot")}@example.com` }) }),
  "POST /api/password/reset": anyone("allowed", { body: () => ({ token: "not-a-real-token", password: "password-1234", confirmPassword: "password-1234" }) }),
  "GET /api/pages/:slug": anyone(200, { path: at("/api/pages/privacy") }),
  "POST /api/contact": anyone("allowed", { body: () => ({}) }),
  "GET /api/admin/pages": adminOnly(200),
  "PUT /api/admin/pages": adminOnly(),
  "GET /api/admin/pages/contact-messages": adminOnly(200),
  "GET /api/admin/mail/settings": adminOnly(200),
  "PUT /api/admin/mail/settings": adminOnly(),
  "POST /api/admin/mail/test": adminOnly(),
  "GET /api/admin/mail/outbox": adminOnly(200),
  "GET /api/admin/mail/outbox/:id": adminOnly(404, { path: at("/api/admin/mail/outbox/no-such-message") }),
  "GET /api/admin/mail/outbox/:id/html": adminOnly(404, { path: at("/api/admin/mail/outbox/no-such-message/html") }),
  "POST /api/admin/mail/outbox/:id/resend": adminOnly(404, { path: at("/api/admin/mail/outbox/no-such-message/resend") }),
  "GET /api/admin/mail/certificate-settings": adminOnly(200),
  "PUT /api/admin/mail/certificate-settings": adminOnly(),
  "POST /api/admin/mail/certificates/:id/send": adminOnly("allowed", { path: async (f: Fixtures) => `/api/admin/mail/certificates/${(await f.certificate()).id}/send` }),
  "GET /api/admin/mail/jobs/:id/deliveries": adminOnly(404, { path: at("/api/admin/mail/jobs/no-such-job/deliveries") }),
  "POST /api/admin/mail/jobs/:id/deliveries/resend-failed": adminOnly(404, { path: at("/api/admin/mail/jobs/no-such-job/deliveries/resend-failed") }),
} satisfies Record<string, AccessRule>);

// "Add to wallet" (issue 25 §3, server/oid4vci/). The offer: the certificate's owner only — not
// another user, not even an admin (the e-mail link's key is the other way; its tests are in oid4vci/).
// The wallet endpoints read no session: the PIN and the access token are the credentials.
Object.assign(ACCESS_RULES, {
  "GET /api/certificates/:id/wallet-offer": rule({ visitor: 403, user: "allowed", other: 403, admin: 403 }, {
    path: async (f: Fixtures) => {
      const { id } = await f.certificate();
      // with a credential (a stand-in: the offer only needs one to exist), so the owner gets an offer
      await f.t.db.updateTable("certificates").set({ owner_id: f.ids.user, credential: JSON.stringify({ type: ["VerifiableCredential"] }) }).where("id", "=", id).execute();
      return `/api/certificates/${id}/wallet-offer`;
    },
  }),
  "GET /.well-known/openid-credential-issuer": anyone(200),
  "GET /.well-known/oauth-authorization-server": anyone(200),
  "GET /oid4vci/offers/:id": anyone(404, { path: at("/oid4vci/offers/00000000-0000-4000-8000-000000000000") }),
  "POST /oid4vci/token": anyone(400, { body: () => ({ grant_type: "urn:ietf:params:oauth:grant-type:pre-authorized_code", "pre-authorized_code": "not-a-code", tx_code: "123456" }) }),
  "POST /oid4vci/nonce": anyone(200),
  "POST /oid4vci/credential": anyone(401, { body: () => ({}) }),
} satisfies Record<string, AccessRule>);

export const RULES_AWAITING_MERGE = new Set<string>([]);
