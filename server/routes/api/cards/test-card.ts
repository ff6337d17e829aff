// What the card design tests post against: a card template with the sample fields and one card of a
// signed-in owner; and the number of cards, which a refused design must leave as it was.
import type { TestApp } from "../../../test/app.ts";
import { signedInUser } from "../../../test/factories.ts";
import { SAMPLE_FIELDS, buildTemplate } from "../../../test/content-factories.ts";

export async function ownedCard(t: TestApp): Promise<{ templateId: string; owner: { cookie: string }; cardId: string }> {
  const templateId = (await buildTemplate(t.db, { kind: "card", fields: SAMPLE_FIELDS })).id;
  const owner = await signedInUser(t.db);
  const res = await t.app.inject({ method: "POST", url: "/api/cards", payload: { templateId, values: { name: "Sara" } }, headers: { cookie: owner.cookie } });
  return { templateId, owner, cardId: res.json().id };
}

export async function countCards(t: TestApp): Promise<number> {
  return Number((await t.db.selectFrom("cards").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
}
