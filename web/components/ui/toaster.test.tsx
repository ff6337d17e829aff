import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { initI18n } from "../../lib/i18n.ts";
import { Toaster } from "./toaster.tsx";
import { dispatch, toast } from "./use-toast.ts";

afterEach(() => {
  cleanup();
  act(() => dispatch({ type: "REMOVE_TOAST" }));
});

describe("Toaster", () => {
  it("renders one toast at a time, destructive included, in an F8 viewport", () => {
    initI18n("en");
    render(<Toaster />);
    act(() => {
      toast({ title: "first" });
      toast({ title: "خطأ", description: "boom", variant: "destructive" });
    });
    const shown = screen.getAllByTestId("toast");
    expect(shown).toHaveLength(1);
    expect(shown[0].textContent).toContain("خطأ");
    expect(shown[0].className).toContain("destructive");
    expect(screen.queryByText("first")).toBeNull();
    expect(screen.getByRole("region").getAttribute("aria-label")).toContain("F8");
  });
});
