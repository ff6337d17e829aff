import { describe, expect, it } from "vitest";
import { filterTemplates, normalizeForSearch } from "./templateSearch.ts";

const tpl = (ar: string, en: string, fr: string, category: string) => ({ title: { ar, en, fr }, category });
const ALL = [
  tpl("عيد مبارك", "Blessed Eid", "Aïd béni", "eid"),
  tpl("رمضان كريم", "Ramadan Kareem", "Ramadan généreux", "ramadan"),
  tpl("دعوة زفاف", "Wedding invitation", "Invitation de mariage", "wedding"),
  tpl("عيد ميلاد سعيد", "", "", "birthday"),
];
const CATEGORIES = [
  { slug: "eid", name: { ar: "العيد", en: "Eid", fr: "Aïd" } },
  { slug: "wedding", name: { ar: "زفاف", en: "Wedding", fr: "Mariage" } },
  { slug: "birthday", name: { ar: "أعياد الميلاد", en: "Birthday", fr: "Anniversaire" } },
];
const titles = (q: string, category: string | null = null) => filterTemplates(ALL, q, category, CATEGORIES).map((t) => t.title.ar);

describe("template search", () => {
  it("matches titles in every language, ignoring case, accents and Arabic spelling variants", () => {
    expect(titles("kareem")).toEqual(["رمضان كريم"]);
    expect(titles("aid")).toEqual(["عيد مبارك"]);
    expect(titles("MARIAGE")).toEqual(["دعوة زفاف"]);
    expect(titles("رَمَضان")).toEqual(["رمضان كريم"]);
    expect(titles("دعوه")).toEqual(["دعوة زفاف"]);
    expect(normalizeForSearch("إِعلان  آخر")).toBe("اعلان اخر");
  });

  it("matches category names in any language, needs every word, and filters by category", () => {
    expect(titles("anniversaire")).toEqual(["عيد ميلاد سعيد"]);
    expect(titles("عيد")).toEqual(["عيد مبارك", "عيد ميلاد سعيد"]);
    expect(titles("عيد سعيد")).toEqual(["عيد ميلاد سعيد"]);
    expect(titles("", "wedding")).toEqual(["دعوة زفاف"]);
    expect(titles("عيد", "eid")).toEqual(["عيد مبارك"]);
    expect(titles("nothing like this")).toEqual([]);
    expect(titles("   ")).toHaveLength(4);
  });
});
