// Issue 36 §3: "send again" reset a delivery's attempts to 0, hiding that it had needed four tries.
// Every attempt is now a row here, and `retries_from` holds how many attempts came before the latest
// "send again" (the retry schedule counts from there; `attempts` keeps the whole total).
import type { Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("webhook_delivery_attempts")
    .addColumn("delivery_id", col.id, (c) => c.notNull().references("webhook_deliveries.id").onDelete("cascade"))
    .addColumn("attempt", col.int, (c) => c.notNull()) // 1, 2, … over the delivery's whole life
    .addColumn("at", col.timestamp, (c) => c.notNull())
    .addColumn("status", col.int) // null: no answer
    .addColumn("error", col.text)
    .addColumn("latency_ms", col.int)
    .addColumn("response_excerpt", col.text)
    .addPrimaryKeyConstraint("webhook_delivery_attempts_pk", ["delivery_id", "attempt"])
    .execute();
  await db.schema.alterTable("webhook_deliveries").addColumn("retries_from", col.int, (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("webhook_deliveries").dropColumn("retries_from").execute();
  await db.schema.dropTable("webhook_delivery_attempts").execute();
}
