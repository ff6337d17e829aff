// Issue 24 §1/§5 in the OpenAPI document: the image library (signed-in people) and a template's
// version history (admins). Session calls (cookie + CSRF Origin check), described from the same zod
// schemas the routes validate with; the integration calls above stay the document's focus.
import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from "zod-openapi";
import { LIBRARY_NAME_MAX, LIBRARY_SCOPES, renameLibraryImageInput } from "../../shared/api/library.ts";
import { restoreRevisionInput } from "../../shared/api/revisions.ts";

const apiError = z.object({ message: z.string(), code: z.string().optional(), fields: z.record(z.string(), z.string()).optional() });
const json = (schema: z.ZodType, example?: unknown) => ({ content: { "application/json": { schema, ...(example !== undefined && { example }) } } });
const answer = (description: string, schema: z.ZodType = apiError) => ({ description, ...json(schema) });
const session = [{ session: [] }];
const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

const libraryImage = z.object({
  id: z.string(), name: z.string().max(LIBRARY_NAME_MAX), scope: z.enum(LIBRARY_SCOPES),
  url: z.string().meta({ description: "the image (/api/uploads/{blobId}): what an image layer's src names" }),
  thumbnailUrl: z.string(), width: z.number().int(), height: z.number().int(), createdAt: z.string(),
}).meta({ id: "LibraryImage" });
const usage = z.object({
  templates: z.array(z.object({ id: z.string(), title: z.object({ ar: z.string(), en: z.string(), fr: z.string() }) })),
  cards: z.array(z.object({ id: z.string() })),
});
const revision = z.object({
  id: z.string(), number: z.number().int(), author: z.object({ id: z.string(), name: z.string() }).nullable(), createdAt: z.string(), current: z.boolean(), thumbnailUrl: z.string(),
}).meta({ id: "TemplateRevision" });

const signedIn = { "401": answer("not signed in") };
const adminOnly = { "401": answer("not signed in"), "403": answer("not an administrator") };
const idParam = (name: string) => ({ name, in: "path" as const, required: true, schema: { type: "string" as const } });
const tags = ["Image library"];

const listImages: ZodOpenApiOperationObject = {
  operationId: "listLibraryImages", tags, security: session, summary: "List library images (own uploads, or the shared library)",
  description: "`scope=mine` (default): the caller's own uploads; `scope=shared`: the administrators' library (403 for others). `q` searches names (case-insensitive).",
  parameters: [
    { name: "scope", in: "query", schema: { type: "string", enum: [...LIBRARY_SCOPES] } },
    { name: "q", in: "query", schema: { type: "string", maxLength: 200 } },
    { name: "page", in: "query", schema: { type: "integer", minimum: 1 } },
    { name: "pageSize", in: "query", schema: { type: "integer", minimum: 1, maximum: 100 } },
  ],
  responses: { "200": answer("a page of images, newest first", page(libraryImage)), ...signedIn, "403": answer("scope=shared by a non-administrator") },
};
const uploadImage: ZodOpenApiOperationObject = {
  operationId: "uploadLibraryImage", tags, security: session, summary: "Upload an image into the library",
  description: "multipart/form-data: `file` (PNG, JPEG or WebP by content, ≤ 10 MB), optional `name` (default: the file name without extension), optional `scope` (mine | shared; shared is for administrators). Anything else, an SVG too, is refused with 415 and nothing is stored.",
  requestBody: { required: true, content: { "multipart/form-data": { schema: z.object({ file: z.string().meta({ format: "binary" }), name: z.string().max(LIBRARY_NAME_MAX).optional(), scope: z.enum(LIBRARY_SCOPES).optional() }) } } },
  responses: { "201": answer("stored", libraryImage), "400": answer("no file, or a bad name"), ...signedIn, "403": answer("scope=shared by a non-administrator"), "413": answer("over 10 MB or over the pixel budget"), "415": answer("not a PNG, JPEG or WebP image (unsupportedImage)"), "429": answer("too many uploads") },
};
const renameImage: ZodOpenApiOperationObject = {
  operationId: "renameLibraryImage", tags, security: session, summary: "Rename a library image", parameters: [idParam("id")],
  requestBody: { required: true, ...json(renameLibraryImageInput, { name: "Ministry logo" }) },
  responses: { "200": answer("renamed", libraryImage), "400": answer("empty or too long"), ...signedIn, "403": answer("a shared image, by a non-administrator"), "404": answer("no such image of yours") },
};
const deleteImage: ZodOpenApiOperationObject = {
  operationId: "deleteLibraryImage", tags, security: session, summary: "Delete a library image when nothing uses it", parameters: [idParam("id")],
  description: "Refused (409 imageInUse, `usedBy` lists them) while a template's current design or a card uses it. Otherwise the entry is removed, and its bytes too unless anything else (an older revision, a certificate, settings) still names them.",
  responses: { "204": answer("deleted", z.null()), ...signedIn, "403": answer("a shared image, by a non-administrator"), "404": answer("no such image of yours"), "409": answer("still in use", apiError.extend({ usedBy: usage })) },
};
const imageThumbnail: ZodOpenApiOperationObject = {
  operationId: "libraryImageThumbnail", tags, security: session, summary: "A library image's thumbnail (PNG, 240 px)", parameters: [idParam("id")],
  responses: { "200": { description: "PNG drawn by the server renderer", content: { "image/png": { schema: z.string().meta({ format: "binary" }) } } }, ...signedIn, "404": answer("no such image of yours") },
};

const historyTags = ["Version history"];
const listRevisions: ZodOpenApiOperationObject = {
  operationId: "listTemplateRevisions", tags: historyTags, security: session, summary: "A template's revisions, newest first", parameters: [idParam("id")],
  responses: { "200": answer("a page of revisions", page(revision)), ...adminOnly, "404": answer("no such template") },
};
const getRevision: ZodOpenApiOperationObject = {
  operationId: "getTemplateRevision", tags: historyTags, security: session, summary: "One revision with its design and fields", parameters: [idParam("id"), idParam("revisionId")],
  responses: { "200": answer("the revision", revision.extend({ design: z.unknown(), fields: z.array(z.unknown()) })), ...adminOnly, "404": answer("no such revision of this template") },
};
const revisionThumbnail: ZodOpenApiOperationObject = {
  operationId: "templateRevisionThumbnail", tags: historyTags, security: session, summary: "A revision drawn by the server renderer (cached)", parameters: [idParam("id"), idParam("revisionId")],
  responses: { "200": { description: "PNG (?width=64…1600, default 240)", content: { "image/png": { schema: z.string().meta({ format: "binary" }) } } }, ...adminOnly, "404": answer("no such revision") },
};
const restore: ZodOpenApiOperationObject = {
  operationId: "restoreTemplateRevision", tags: historyTags, security: session, summary: "Restore a revision as a new one on top", parameters: [idParam("id"), idParam("revisionId")],
  description: "Saves that revision's design and fields again as a NEW revision; older revisions, and the cards and certificates made from them, are untouched. `baseRevisionId` is the revision the editor started from: when someone saved since, 409 revisionConflict and nothing changes.",
  requestBody: { required: true, ...json(restoreRevisionInput, { baseRevisionId: "the-current-revision-id" }) },
  responses: { "201": answer("the template, pointing at the new revision", z.object({ id: z.string(), revisionId: z.string(), design: z.unknown() }).passthrough()), "400": answer("no baseRevisionId"), ...adminOnly, "404": answer("no such revision"), "409": answer("revisionConflict") },
};

export const libraryHistoryTags = [
  { name: "Image library", description: "signed-in people's own images and the administrators' shared library (session cookie)" },
  { name: "Version history", description: "a template's revisions: list, open, restore (administrators, session cookie)" },
];
export const sessionScheme = { type: "apiKey" as const, in: "cookie" as const, name: "sid", description: "the signed-in session (state-changing calls also need a same-site Origin)" };
export const libraryHistoryPaths: ZodOpenApiPathsObject = {
  "/api/library/images": { get: listImages, post: uploadImage },
  "/api/library/images/{id}": { patch: renameImage, delete: deleteImage },
  "/api/library/images/{id}/thumbnail.png": { get: imageThumbnail },
  "/api/admin/templates/{id}/revisions": { get: listRevisions },
  "/api/admin/templates/{id}/revisions/{revisionId}": { get: getRevision },
  "/api/admin/templates/{id}/revisions/{revisionId}/thumbnail.png": { get: revisionThumbnail },
  "/api/admin/templates/{id}/revisions/{revisionId}/restore": { post: restore },
};
