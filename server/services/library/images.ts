// The image library (issue 24 §1). An entry names an uploaded blob (content-addressed, so the same
// logo uploaded twice is stored once) for one scope: "shared" (the admins' library, offered in every
// template) or "user" (one person's own uploads, seen by nobody else). Deleting an entry that a
// template or card still uses is refused with the list of them; otherwise the entry goes, and the
// bytes go too unless something else still names them (designs, drafts, cards, certificates, settings).
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../db/index.ts";
import type { LibraryImagesTable, UsersTable } from "../../db/schema.ts";
import { nowIso } from "../../db/columns.ts";
import { forbidden, HttpError, notFound } from "../../errors.ts";
import type { Page } from "../../../shared/api/admin.ts";
import type { LibraryImage, LibraryImageUsage, LibraryScope } from "../../../shared/api/library.ts";
import { imageDimensions } from "../../render/image-budget.ts";
import { fillLocalized } from "../../settings/public.ts";
import { storeImage } from "../uploads/store-image.ts";
import { uploadUrlOf } from "../../storage/images.ts";

type Viewer = Pick<UsersTable, "id" | "role">;

export function present(row: LibraryImagesTable): LibraryImage {
  return {
    id: row.id, name: row.name, scope: row.scope === "shared" ? "shared" : "mine", url: uploadUrlOf(row.blob_id),
    thumbnailUrl: `/api/library/images/${encodeURIComponent(row.id)}/thumbnail.png`, width: row.width, height: row.height, createdAt: row.created_at,
  };
}

/** The shared library is the admins'; "mine" is always the viewer's own. */
function scopeFilter(viewer: Viewer, scope: LibraryScope) {
  if (scope === "shared" && viewer.role !== "admin") throw forbidden();
  return scope === "shared" ? { scope: "shared" as const, owner: null } : { scope: "user" as const, owner: viewer.id };
}

/** "%", "_" and "\" typed by a person are searched for literally. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listLibraryImages(db: Db, viewer: Viewer, query: { scope: LibraryScope; q?: string; page: number; pageSize: number }): Promise<Page<LibraryImage>> {
  const f = scopeFilter(viewer, query.scope);
  let base = db.selectFrom("library_images").where("scope", "=", f.scope);
  if (f.owner) base = base.where("owner_id", "=", f.owner);
  if (query.q) base = base.where(sql<boolean>`lower(name) like ${likePattern(query.q)} escape '\\'`);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy("created_at", "desc").orderBy("id").limit(query.pageSize).offset((query.page - 1) * query.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(present), total: Number(count.n), page: query.page, pageSize: query.pageSize };
}

/** A file name without its folder and extension, as the default name ("logo-2024.png" → "logo-2024"). */
export function nameFromFile(filename: string | undefined): string {
  const base = (filename ?? "").split(/[\\/]/).pop() ?? "";
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, "").trim();
  return (stem || base.trim()).slice(0, 120);
}

export async function addLibraryImage(db: Db, viewer: Viewer, input: { bytes: Buffer; scope: LibraryScope; name: string }): Promise<LibraryImage> {
  const f = scopeFilter(viewer, input.scope);
  // storeImage refuses anything that is not PNG/JPEG/WebP (an SVG with a script too) before writing.
  const stored = await storeImage(db, input.bytes, viewer.id);
  const size = imageDimensions(input.bytes)!;
  const row: LibraryImagesTable = {
    id: randomUUID(), blob_id: stored.id, scope: f.scope, owner_id: viewer.id, name: input.name || stored.id.slice(0, 12),
    width: size.width, height: size.height, created_at: nowIso(),
  };
  await db.insertInto("library_images").values(row).execute();
  return present(row);
}

/** The entry if the viewer may change it: their own, or (admins) a shared one; else 404 (never "exists"). */
export async function ownLibraryImage(db: Db, viewer: Viewer, id: string): Promise<LibraryImagesTable> {
  const row = await db.selectFrom("library_images").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  const mayChange = row.scope === "shared" ? viewer.role === "admin" : row.owner_id === viewer.id;
  if (!mayChange) throw row.scope === "shared" ? forbidden() : notFound();
  return row;
}

export async function renameLibraryImage(db: Db, viewer: Viewer, id: string, name: string): Promise<LibraryImage> {
  const row = await ownLibraryImage(db, viewer, id);
  await db.updateTable("library_images").set({ name }).where("id", "=", id).execute();
  return present({ ...row, name });
}

const mentions = (blobId: string) => `%${uploadUrlOf(blobId)}%`;

/** Templates (current design) and cards (own design or image values) naming the image. */
export async function libraryImageUsage(db: Db, viewer: Viewer, blobId: string): Promise<LibraryImageUsage> {
  const pattern = mentions(blobId);
  const templates = await db
    .selectFrom("templates as t").innerJoin("template_revisions as r", "r.id", "t.revision_id")
    .select(["t.id", "t.title"]).where("t.deleted_at", "is", null).where("r.design", "like", pattern).orderBy("t.created_at").limit(50).execute();
  let cards = db.selectFrom("cards").select("id").where((eb) => eb.or([eb("design", "like", pattern), eb("values", "like", pattern)]));
  // A person learns only about their own cards; admins about every card.
  if (viewer.role !== "admin") cards = cards.where("owner_id", "=", viewer.id);
  const cardRows = await cards.orderBy("created_at").limit(50).execute();
  return {
    templates: viewer.role === "admin" ? templates.map((t) => ({ id: t.id, title: fillLocalized(JSON.parse(t.title)) })) : [],
    cards: cardRows.map((c) => ({ id: c.id })),
  };
}

export class ImageInUseError extends HttpError {
  constructor(readonly usage: LibraryImageUsage) {
    super(409, "designs:library.inUse", undefined, { count: usage.templates.length + usage.cards.length });
  }
  override get code(): string {
    return "imageInUse";
  }
}

export async function deleteLibraryImage(db: Db, viewer: Viewer, id: string): Promise<void> {
  const row = await ownLibraryImage(db, viewer, id);
  const usage = await libraryImageUsage(db, viewer, row.blob_id);
  if (usage.templates.length || usage.cards.length) throw new ImageInUseError(usage);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("library_images").where("id", "=", id).execute();
    if (!(await blobStillNamed(trx, row.blob_id))) await trx.deleteFrom("blobs").where("id", "=", row.blob_id).execute();
  });
}

/** Anything else that may name the bytes keeps them: never delete what a person made or an old revision needs. */
async function blobStillNamed(db: Db, blobId: string): Promise<boolean> {
  const pattern = mentions(blobId);
  const checks: Array<() => Promise<unknown>> = [
    () => db.selectFrom("library_images").select("id").where("blob_id", "=", blobId).limit(1).executeTakeFirst(),
    () => db.selectFrom("template_revisions").select("id").where((eb) => eb.or([eb("design", "like", pattern), eb("fields", "like", pattern)])).limit(1).executeTakeFirst(),
    () => db.selectFrom("template_drafts").select("template_id").where("design", "like", pattern).limit(1).executeTakeFirst(),
    () => db.selectFrom("cards").select("id").where((eb) => eb.or([eb("design", "like", pattern), eb("values", "like", pattern)])).limit(1).executeTakeFirst(),
    () => db.selectFrom("certificates").select("id").where("values", "like", pattern).limit(1).executeTakeFirst(),
    () => db.selectFrom("settings").select("key").where("value", "like", pattern).limit(1).executeTakeFirst(),
    () => db.selectFrom("seo_settings").select("entity_id").where("fields", "like", pattern).limit(1).executeTakeFirst(),
  ];
  for (const check of checks) if (await check()) return true;
  return false;
}
