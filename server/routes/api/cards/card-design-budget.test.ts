// A card design over the complexity budget (issue 22): 413 with a translated message, nothing stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { countCards as countAllCards, ownedCard } from "./test-card.ts";
import { DESIGN_LIMITS } from "../../../../shared/limits.ts";

let t: TestApp;
let templateId: string;
let owner: { cookie: string };
let cardId: string;

const text = (i: number) => ({ id: `t${i}`, type: "text", x: 0, y: 0, width: 100, height: 40, index: `a${i}`, props: { text: "كلمة ".repeat(900) } });
const tooMuchText = { version: 2, canvas: { width: 1080, height: 1080 }, layers: Array.from({ length: Math.ceil(DESIGN_LIMITS.textTotalMax / 4500) + 1 }, (_, i) => text(i)) };
const countCards = () => countAllCards(t);

beforeAll(async () => {
  t = await buildTestApp();
  ({ templateId, owner, cardId } = await ownedCard(t));
});
afterAll(async () => t?.close());

describe("card design complexity budget", () => {
  it("POST: 413 naming the limit in the request's language; nothing stored", async () => {
    const before = await countCards();
    const messages: Record<string, string> = {};
    for (const lang of ["en", "ar", "fr"]) {
      const res = await t.app.inject({ method: "POST", url: "/api/cards", payload: { templateId, values: { name: "x" }, design: tooMuchText }, headers: { "accept-language": lang } });
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe("render:designTooComplex");
      messages[lang] = res.json().fields["design.layers"];
    }
    expect(messages.en).toBe(`The design's texts are too long together (at most ${DESIGN_LIMITS.textTotalMax} characters in all its text layers)`);
    expect(messages.ar).toContain(String(DESIGN_LIMITS.textTotalMax));
    expect(messages.ar).not.toBe(messages.en);
    expect(messages.fr).toContain("caractères");
    expect(await countCards()).toBe(before);
  });

  it("PUT: 413 and the card keeps its design", async () => {
    const baseUpdatedAt = (await t.app.inject({ url: `/api/cards/${cardId}`, headers: { cookie: owner.cookie } })).json().updatedAt;
    const res = await t.app.inject({ method: "PUT", url: `/api/cards/${cardId}`, payload: { design: tooMuchText, baseUpdatedAt }, headers: { cookie: owner.cookie, "accept-language": "en" } });
    expect(res.statusCode).toBe(413);
    expect((await t.app.inject({ url: `/api/cards/${cardId}` })).json().design).toBeNull();
  });
});
