// GET /api/admin/stats → { users, templates, categories, certificates, cards, recentActivity[] }.
// templates counts non-deleted ones; recentActivity is the 20 newest activity rows.
import type { FastifyInstance } from "fastify";
import { requireAdmin } from "../../../../policies/auth.ts";
import { adminStats } from "../../../../services/admin/stats.ts";

export default async function adminStatsRoutes(app: FastifyInstance) {
  app.get("/", { preHandler: requireAdmin }, async () => adminStats(app.db));
}
