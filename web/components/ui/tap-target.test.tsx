// The shared tap target (web/styles.css `tap-target`: ≥ 44×44 px on a touch phone) on the
// controls every page is built from. happy-dom evaluates no media query, so this checks that the class
// is there and survives a page's own size classes; e2e/touch-targets.test.ts measures real boxes.
import { readFileSync } from "node:fs";
import path from "node:path";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Button, buttonVariants } from "./button.tsx";
import { NativeSelect } from "./native-select.tsx";

afterEach(cleanup);

describe("tap-target", () => {
  it("is 44 px (2.75rem) in both dimensions, on phones (coarse pointer, compact size) only", () => {
    const css = readFileSync(path.resolve(import.meta.dirname, "../../styles.css"), "utf8");
    const rule = /@utility tap-target \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
    expect(rule).toContain("@media (pointer: coarse) and (max-width: 767px), (pointer: coarse) and (max-height: 500px)");
    expect(rule).toContain("min-height: 2.75rem");
    expect(rule).toContain("min-width: 2.75rem");
  });

  it("is on every button variant and size, links dressed as buttons included", () => {
    for (const variant of ["default", "accent", "outline", "ghost", "destructive", "link"] as const) {
      for (const size of ["default", "sm", "lg", "icon"] as const) {
        expect(buttonVariants({ variant, size }).split(" "), `${variant}/${size}`).toContain("tap-target");
      }
    }
  });

  it("survives a compact size a page gives a button (size-8 on a row's icon button)", () => {
    render(<Button size="icon" className="size-8" aria-label="Duplicate" />);
    const classes = screen.getByRole("button", { name: "Duplicate" }).className.split(" ");
    expect(classes).toContain("size-8");
    expect(classes).toContain("tap-target");
  });

  it("is on a native select, also when a page makes it shorter (h-9)", () => {
    render(
      <NativeSelect aria-label="Role" className="h-9 w-40">
        <option value="user">user</option>
      </NativeSelect>,
    );
    const classes = screen.getByRole("combobox", { name: "Role" }).className.split(" ");
    expect(classes).toContain("h-9");
    expect(classes).toContain("tap-target");
  });
});
