// Admin: GET/PUT /api/admin/pages { privacy: {ar,en,fr}, terms: {ar,en,fr} } (Markdown; "" = default
// text) · GET /api/admin/pages/contact-messages?page= → newest contact-form messages first.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ContactMessageItem } from "../../../../../shared/api/pages.ts";
import { currentUser, requireAdmin } from "../../../../policies/auth.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { getLegalPages, putLegalPages } from "../../../../services/pages/legal.ts";

const listQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(20) });

export default async function adminPagesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", requireAdmin);
  app.get("/", async () => getLegalPages(app.db));
  app.put("/", async (request) => {
    const saved = await putLegalPages(app.db, request.body ?? {});
    await recordActivity(app.db, currentUser(request).id, "settings.update", "legalPages");
    return saved;
  });
  app.get("/contact-messages", async (request) => {
    const q = listQuery.parse(request.query ?? {});
    const [rows, total] = await Promise.all([
      app.db.selectFrom("contact_messages").selectAll().orderBy("created_at", "desc").orderBy("id").limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
      app.db.selectFrom("contact_messages").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
    ]);
    const items: ContactMessageItem[] = rows.map((r) => ({ id: r.id, name: r.name, email: r.email, message: r.message, locale: r.locale, createdAt: r.created_at }));
    return { items, total: Number(total.n), page: q.page, pageSize: q.pageSize };
  });
}
