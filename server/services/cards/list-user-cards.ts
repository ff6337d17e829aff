// A user's own cards, newest first, paginated.
import type { Db } from "../../db/index.ts";
import { cardQuery, toCardRecord, type CardRecord } from "./card-record.ts";

export async function listUserCards(db: Db, ownerId: string, page: number, pageSize: number): Promise<{ records: CardRecord[]; total: number }> {
  const [rows, total] = await Promise.all([
    cardQuery(db).where("k.owner_id", "=", ownerId).orderBy("k.created_at", "desc").orderBy("k.id").limit(pageSize).offset((page - 1) * pageSize).execute(),
    db.selectFrom("cards").select((eb) => eb.fn.countAll<number>().as("n")).where("owner_id", "=", ownerId).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(toCardRecord), total: Number(total.n) };
}
