// Issue 21, the drag/typing speed regression, counted rather than timed (the machine is shared, timings
// are noise): React's own commit callback (the DevTools hook, which production React calls too) counts
// commits and the components each one rendered. Before the fix every drag frame committed 2-3 times
// (a ref callback re-created each render set state after every commit; the autosave status and the
// number fields synced state in effects), and every typed key re-rendered all rows of the layers list.
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser, newContext } from "./browser.ts";
import { signInAs } from "./helpers.ts";
import { watchConsole, waitForCanvas } from "./editor-watch.ts";
import { paddedCertificate } from "../shared/design/fixtures/padded-certificate.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();

// A page script (a string: the test's transpiler would wrap functions in helpers the page lacks).
// A component "rendered" in a commit when React reached it with new props or state; a subtree whose
// child list is the previous one was skipped (bailed out) and is not walked.
const COUNT_COMMITS = `(() => {
  window.__work = { commits: 0, components: 0 };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(),
    inject() { return 1; }, checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const w = window.__work;
      w.commits++;
      const walk = (p) => {
        if (p.alternate && p.child === p.alternate.child) return;
        for (let c = p.child; c; c = c.sibling) {
          const a = c.alternate;
          // A memo() wrapper is not counted: only its inner component, reached when the comparison says "render".
          if (typeof c.type === "function" && (!a || a.memoizedProps !== c.memoizedProps || a.memoizedState !== c.memoizedState)) w.components++;
          walk(c);
        }
      };
      walk(root.current);
    },
  };
})()`;

const work = (page: Page) => page.evaluate(`({ ...window.__work })`) as Promise<{ commits: number; components: number }>;
const nextFrame = (page: Page) => page.evaluate(`new Promise((r) => requestAnimationFrame(() => r(null)))`);

async function openEditor(page: Page, extra: number) {
  const cats = await (await page.request.get("/api/admin/categories?kind=certificate")).json();
  const created = await (await page.request.post("/api/admin/templates", {
    data: { kind: "certificate", categoryId: cats.items[0].id, title: { ar: `عمل كل إطار ${extra}` }, design: paddedCertificate(extra) },
    headers: { origin: baseUrl },
  })).json();
  await page.goto(`/admin/template-editor/${created.id}`);
  await waitForCanvas(page);
}

/** Drags a layer by `moves` pointer moves, one per frame; answers React's work per move. */
async function dragWork(page: Page, id: string, moves: number) {
  const box = (await page.getByTestId(`layer-box-${id}`).boundingBox())!;
  const x0 = box.x + box.width / 2;
  const y0 = box.y + box.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  // The first moves select the layer and open the gesture: not counted.
  for (let i = 1; i <= 3; i++) {
    await page.mouse.move(x0 + i * 4, y0 - i * 3);
    await nextFrame(page);
  }
  const before = await work(page);
  for (let i = 4; i < 4 + moves; i++) {
    await page.mouse.move(x0 + i * 4, y0 - i * 3);
    await nextFrame(page);
  }
  const after = await work(page);
  await page.mouse.up();
  return { commits: (after.commits - before.commits) / moves, components: (after.components - before.components) / moves };
}

/** Types `keys` characters into a text layer opened by double-click; answers React's work per key. */
async function typingWork(page: Page, id: string, keys: string) {
  await page.getByTestId(`layer-box-${id}`).dblclick();
  const textarea = page.getByTestId("text-editor");
  await textarea.waitFor();
  await page.waitForTimeout(200);
  const before = await work(page);
  await textarea.pressSequentially(keys, { delay: 20 });
  await page.waitForTimeout(200);
  const after = await work(page);
  await page.keyboard.press("Escape");
  return { commits: (after.commits - before.commits) / keys.length, components: (after.components - before.components) / keys.length };
}

describe("editor work per drag frame and per typed key", () => {
  it("a drag frame commits React once; typing does not re-render every layer's row", async () => {
    const context = await newContext(browser(), baseUrl, { locale: "en" });
    await context.addInitScript(COUNT_COMMITS);
    const page = await context.newPage();
    const problems = await watchConsole(page);
    await signInAs(page, admin);

    const perSize: Record<number, { drag: { commits: number; components: number }; typing: { commits: number; components: number } }> = {};
    for (const extra of [4, 50]) {
      await openEditor(page, extra);
      const drag = await dragWork(page, "pad1", 24);
      const typing = await typingWork(page, "pad3", "تهنئة");
      perSize[extra] = { drag, typing };
    }
    console.log("React work (per drag move / per key) with 4 and 50 extra layers:", JSON.stringify(perSize));
    // Some moves round to the same design pixel and commit nothing: at most one commit per move.
    expect(perSize[50].drag.commits).toBeGreaterThan(0.5);
    expect(perSize[50].drag.commits).toBeLessThanOrEqual(1);
    expect(perSize[50].typing.commits).toBeLessThanOrEqual(1.2);
    // 46 more layers: before, ~92 more components per key (a row and its icon each); now only the
    // panels that show the typed layer render, whatever the number of layers.
    expect(perSize[50].typing.components - perSize[4].typing.components).toBeLessThan(10);
    expect(perSize[50].drag.components - perSize[4].drag.components).toBeLessThan(10);
    expect(problems()).toEqual([]);
    await context.close();
  });
});
