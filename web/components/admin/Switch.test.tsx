// The admin switch: a 44 px hit box on a phone (the button, `tap-target`) around the 24 px track that
// shows; it stays one switch for assistive technology and for its label.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Switch } from "./Switch.tsx";

afterEach(cleanup);

function Labelled({ onChange }: { onChange: (v: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <label>
      <span>Visible</span>
      <Switch checked={on} label="Show Wedding to visitors" onCheckedChange={(v) => (setOn(v), onChange(v))} testId="switch" />
    </label>
  );
}

describe("Switch", () => {
  it("is the hit box: the button carries tap-target, the track inside is only drawn", () => {
    render(<Switch checked label="Ahmad can sign in" onCheckedChange={() => {}} />);
    const sw = screen.getByRole("switch", { name: "Ahmad can sign in" });
    expect(sw.className.split(" ")).toContain("tap-target");
    expect(sw.getAttribute("aria-checked")).toBe("true");
    const track = sw.querySelector("span[aria-hidden]");
    expect(track?.className).toContain("h-6");
    expect(track?.className).toContain("group-data-[state=checked]:bg-primary");
    // One control: nothing inside the button is focusable or named on its own.
    expect(sw.querySelectorAll("button, [role], [tabindex]")).toHaveLength(0);
  });

  it("toggles from the button and from the label around it", () => {
    const changed = vi.fn();
    render(<Labelled onChange={changed} />);
    const sw = screen.getByTestId("switch");
    fireEvent.click(sw);
    expect(changed).toHaveBeenLastCalledWith(true);
    expect(sw.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(screen.getByText("Visible"));
    expect(changed).toHaveBeenLastCalledWith(false);
    expect(sw.getAttribute("aria-checked")).toBe("false");
  });
});
