import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, testConfig } from "../test/app.ts";
import type { DbHandle } from "../db/index.ts";
import { seed } from "./seed.ts";
import { SEED_TEMPLATES, seedTemplates } from "./templates.ts";
import { listPublishedTemplates } from "../services/templates/get-template.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await seed(handle.db, testConfig(), { templates: false });
});
afterAll(async () => handle?.destroy());

describe("demo templates", () => {
  it("seed once, valid against the design and field schemas, and never twice", async () => {
    expect(await seedTemplates(handle.db)).toBe(SEED_TEMPLATES.length);
    expect(await seedTemplates(handle.db)).toBe(0);
    const listed = await listPublishedTemplates(handle.db, {});
    expect(listed).toHaveLength(SEED_TEMPLATES.length);
    for (const t of listed) expect(t.fields.length).toBeGreaterThan(0);
  });
});
