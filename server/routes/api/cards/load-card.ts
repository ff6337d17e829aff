// The card named by the URL (/api/cards/:id…); malformed and unknown ids both answer 404.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { cardId } from "../../../../shared/api/cards.ts";
import { HttpError } from "../../../errors.ts";
import { getCard, type CardRecord } from "../../../services/cards/card-record.ts";

const idParams = z.object({ id: z.string().max(128) });
export const cardNotFound = () => new HttpError(404, "cards:notFound");

export async function loadCard(app: FastifyInstance, params: unknown): Promise<CardRecord> {
  const { id } = idParams.parse(params);
  if (!cardId.safeParse(id).success) throw cardNotFound();
  const card = await getCard(app.db, id);
  if (!card) throw cardNotFound();
  return card;
}
