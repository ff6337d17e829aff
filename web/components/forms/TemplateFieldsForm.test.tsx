import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { templateField, type TemplateField, type TemplateFieldInput } from "../../../shared/api/templates.ts";
import { initI18n } from "../../lib/i18n.ts";
import { ApiRequestError } from "../../lib/request.ts";
import { initialValues } from "../../lib/templates.ts";
import { TemplateFieldsForm } from "./TemplateFieldsForm.tsx";

afterEach(cleanup);

const f = (input: Partial<TemplateFieldInput> & Pick<TemplateFieldInput, "name" | "type">): TemplateField =>
  templateField.parse({ label: { ar: `حقل ${input.name}`, en: `Field ${input.name}`, fr: `Champ ${input.name}` }, ...input });

const FIELDS: TemplateField[] = [
  f({ name: "recipient", type: "text", required: true, position: 0, placeholder: { ar: "اسم المستلم", en: "Recipient name", fr: "Nom" } }),
  f({ name: "message", type: "textarea", position: 1, maxLength: 20 }),
  f({ name: "email", type: "email", position: 2 }),
  f({ name: "day", type: "date", position: 3 }),
  f({ name: "age", type: "number", position: 4 }),
  f({ name: "tone", type: "select", position: 5, options: [{ value: "warm", label: { ar: "دافئ", en: "Warm", fr: "Chaleureux" } }] }),
  f({ name: "photo", type: "image", position: 6 }),
  f({ name: "accent", type: "color", position: 7, defaultValue: "#c8a24a" }),
  f({ name: "signature", type: "text", position: 8, defaultValue: "Bitaqa" }),
];

function setup(onSubmit = vi.fn(async (_values: Record<string, unknown>) => undefined), locale: "ar" | "en" = "en") {
  initI18n(locale);
  const onValuesChange = vi.fn();
  const utils = render(
    <TemplateFieldsForm fields={FIELDS} initial={initialValues(FIELDS)} onSubmit={onSubmit} onValuesChange={onValuesChange} submitLabel="Create" submitTestId="card-submit" />,
  );
  const input = (name: string) => utils.container.querySelector(`[name="${name}"]`) as HTMLInputElement;
  return { ...utils, input, onSubmit, onValuesChange };
}

describe("TemplateFieldsForm", () => {
  it("renders one control per field type, named after the field, with dir=auto on text", () => {
    const { input, container } = setup();
    expect(input("recipient").tagName).toBe("INPUT");
    expect(input("recipient").getAttribute("dir")).toBe("auto");
    expect(input("recipient").getAttribute("placeholder")).toBe("Recipient name");
    expect(input("recipient").getAttribute("aria-required")).toBe("true");
    expect(input("message").tagName).toBe("TEXTAREA");
    expect(input("message").getAttribute("dir")).toBe("auto");
    expect(input("email").type).toBe("email");
    // Our own date picker (issue 16): the ISO value in a hidden input, no native date input.
    expect(input("day").type).toBe("hidden");
    expect(container.querySelector('input[type="date"]')).toBeNull();
    expect(container.querySelector("#field-day")?.tagName).toBe("BUTTON");
    expect(input("age").getAttribute("inputmode")).toBe("decimal");
    expect(input("tone").tagName).toBe("SELECT");
    expect([...(input("tone") as unknown as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(["Choose…", "Warm"]);
    expect(input("photo").type).toBe("file");
    expect(input("accent").type).toBe("color");
    expect(input("accent").value).toBe("#c8a24a");
    expect(input("signature").value).toBe("Bitaqa");
    // Required mark on the required field only.
    expect(container.querySelectorAll("label > span.text-destructive")).toHaveLength(1);
    expect(container.querySelector("label[for=field-recipient] > span.text-destructive")).toBeTruthy();
  });

  it("shows the SPEC §5 messages under the inputs and does not submit", async () => {
    const { input, onSubmit } = setup();
    fireEvent.change(input("email"), { target: { value: "not-an-email" } });
    fireEvent.change(input("message"), { target: { value: "x".repeat(25) } });
    fireEvent.change(input("age"), { target: { value: "twelve" } });
    fireEvent.click(screen.getByTestId("card-submit"));
    expect(await screen.findByText("This field is required")).toBeTruthy();
    expect(screen.getByText("Invalid email address")).toBeTruthy();
    expect(screen.getByText("Must be at most 20 characters")).toBeTruthy();
    expect(screen.getByText("Invalid value")).toBeTruthy();
    expect(input("recipient").getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("translates messages in Arabic", async () => {
    setup(undefined, "ar");
    fireEvent.click(screen.getByTestId("card-submit"));
    expect(await screen.findByText("هذا الحقل مطلوب")).toBeTruthy();
  });

  it("submits checked values with defaults filled in, and reports live values", async () => {
    const { input, onSubmit, onValuesChange } = setup();
    fireEvent.change(input("recipient"), { target: { value: "  سارة أحمد " } });
    fireEvent.change(input("tone"), { target: { value: "warm" } });
    fireEvent.change(input("signature"), { target: { value: "" } });
    await waitFor(() => expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ recipient: "  سارة أحمد ", tone: "warm" })));
    fireEvent.click(screen.getByTestId("card-submit"));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ recipient: "سارة أحمد", tone: "warm", signature: "Bitaqa", accent: "#c8a24a", photo: "" });
  });

  it("puts the server's field errors under the matching inputs", async () => {
    const err = new ApiRequestError("400: invalid", 400, { message: "invalid", fields: { "values.recipient": "Name taken by the server" } });
    const { input } = setup(vi.fn(async () => Promise.reject(err)));
    fireEvent.change(input("recipient"), { target: { value: "Sara" } });
    fireEvent.click(screen.getByTestId("card-submit"));
    expect(await screen.findByText("Name taken by the server")).toBeTruthy();
  });
});
