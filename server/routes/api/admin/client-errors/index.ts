// GET /api/admin/client-errors?page=&pageSize= → { items, total, page, pageSize }, newest first. Admins only.
import type { FastifyInstance } from "fastify";
import { requireAdmin } from "../../../../policies/auth.ts";
import { presentClientError } from "../../../../presenters/client-error.ts";
import { pageQuery } from "./schema.ts";

export default async function adminClientErrorsRoutes(app: FastifyInstance) {
  app.get("/", { preHandler: requireAdmin }, async (request) => {
    const { page, pageSize } = pageQuery.parse(request.query ?? {});
    const [rows, count] = await Promise.all([
      app.db.selectFrom("client_errors").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(pageSize).offset((page - 1) * pageSize).execute(),
      app.db.selectFrom("client_errors").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(presentClientError), total: Number(count.n), page, pageSize };
  });
}
