// GET /api/templates/{id}/thumbnail.png — filled in when the render service is wired.
import type { FastifyInstance } from "fastify";

export default async function thumbnailRoute(_app: FastifyInstance) {}
