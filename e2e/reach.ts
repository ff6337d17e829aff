// Can a finger reach a control? Its box (≥ 44 px, touch-targets.test.ts) says nothing when something
// else lies over it: a full-row link laid over the admin rows once left 72 controls unreachable with
// every box the right size (issue 37 item 6). `document.elementFromPoint` at the control's centre must
// answer the control or something inside it; a real touch tap there must then have its effect.
import type { Locator, Page } from "playwright-core";

/** What a finger can press: the elements touch-targets.test.ts measures. */
export const INTERACTIVE = "a[href], button, select, input:not([type=hidden]), textarea, summary, [role=button], [role=checkbox], [role=switch], [role=tab], [role=combobox], [role=menuitem]";

/**
 * The controls under `scope` (default: the page's header and main, an open dialog or menu) whose
 * centre is covered by something else, scrolled into view one by one: "name → what lies on top".
 * A checkbox or radio counts by the label that wraps it, as a tap on the label toggles it.
 */
export async function coveredControls(page: Page, scope = "header, main, [role=dialog], [role=alertdialog], [role=menu]"): Promise<string[]> {
  return page.evaluate(({ scope, selector }) => {
    const describe = (el: Element) => {
      const name = (el.getAttribute("aria-label") || (el as HTMLElement).innerText || el.getAttribute("title") || el.getAttribute("name") || "").trim().replace(/\s+/g, " ").slice(0, 40);
      const test = el.getAttribute("data-testid");
      return `${el.tagName.toLowerCase()}${test ? `[${test}]` : ""} "${name}"`;
    };
    const out: string[] = [];
    for (const root of document.querySelectorAll(scope)) {
      for (const el of root.querySelectorAll(selector)) {
        const toggle = el.matches("input[type=checkbox], input[type=radio], [role=checkbox]");
        const target = (toggle ? el.closest("label") : null) ?? el;
        const r0 = target.getBoundingClientRect();
        if (r0.width <= 1 || r0.height <= 1) continue; // sr-only
        // A disabled control has no effect to reach (a first row's "move up", a form with nothing to save).
        if (el.matches(":disabled, [aria-disabled=true]")) continue;
        if (el.closest("[aria-hidden=true], [inert]") || !target.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        target.scrollIntoView({ block: "center", inline: "center" });
        const r = target.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!hit || !(target.contains(hit) || el.contains(hit))) out.push(`${describe(el)} → ${hit ? describe(hit) : "nothing"}`);
      }
    }
    window.scrollTo(0, 0);
    return [...new Set(out)];
  }, { scope, selector: INTERACTIVE });
}

/** A real touch tap (CDP touch events, as a finger) at the centre of the control's box, scrolled to the middle of the screen. */
export async function tapCentre(page: Page, control: Locator): Promise<void> {
  // In the middle of the screen: a toast at the bottom, or a sticky header, is not what is tested here.
  await control.evaluate((el) => el.scrollIntoView({ block: "center", inline: "center" }));
  const box = await control.boundingBox();
  if (!box) throw new Error("the control has no box to tap");
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}
