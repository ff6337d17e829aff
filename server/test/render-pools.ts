// Render pools a test file starts, closed after each test (their renderer processes with them).
import { afterEach } from "vitest";
import { fixtureByName } from "../../shared/design/fixtures/index.ts";
import { RenderPool } from "../render/pool.ts";

const qr = fixtureByName("qr");
/** A tiny PNG job: quick to draw, e.g. to start renderers or to see the pool still serves. */
export const smallRenderJob = { design: qr.doc, values: qr.values, format: "png" as const, width: 64 };

/** Registers the after-each close; answers the function that makes a pool. */
export function usePools(): (options: ConstructorParameters<typeof RenderPool>[0]) => RenderPool {
  const pools: RenderPool[] = [];
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.close()));
  });
  return (options) => {
    const pool = new RenderPool(options);
    pools.push(pool);
    return pool;
  };
}
