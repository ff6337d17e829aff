// The form generated from a template's fields (cards and certificates): zod schema from the shared
// buildValuesSchema (the server checks the same one), live values for the preview, server `fields`
// errors under the inputs.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, type ReactNode } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { buildValuesSchema, orderedFields, type FieldValues, type TemplateField } from "../../../shared/api/templates.ts";
import { ApiRequestError } from "../../lib/request.ts";
import { Button } from "../ui/button.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { FieldControl } from "./FieldControl.tsx";

export interface TemplateFieldsFormProps {
  fields: readonly TemplateField[];
  initial: FieldValues;
  /** Every change of any value (the page debounces it for the preview). */
  onValuesChange?: (values: FieldValues) => void;
  /** Gets the checked values (defaults filled in); a thrown ApiRequestError with `fields` lands under the inputs. */
  onSubmit: (values: FieldValues) => Promise<unknown>;
  submitLabel: string;
  submitTestId: string;
  busy?: boolean;
  /** Extra controls between the fields and the submit button (certificate options). */
  children?: ReactNode;
  testId?: string;
}

/** Server field names may be "name" or "values.name". */
export function serverFieldErrors(err: unknown, known: readonly string[]): Record<string, string> {
  if (!(err instanceof ApiRequestError) || !err.fields) return {};
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(err.fields)) {
    const name = key.startsWith("values.") ? key.slice("values.".length) : key;
    if (known.includes(name)) out[name] = message;
  }
  return out;
}

export function TemplateFieldsForm(props: TemplateFieldsFormProps) {
  const fields = useMemo(() => orderedFields(props.fields), [props.fields]);
  const names = useMemo(() => fields.map((f) => f.name), [fields]);
  const resolver = useMemo(() => zodResolver(buildValuesSchema(fields)) as unknown as Resolver<FieldValues>, [fields]);
  const form = useForm<FieldValues>({ resolver, defaultValues: props.initial, mode: "onTouched" });
  const live = useWatch({ control: form.control }) as FieldValues;
  const { onValuesChange } = props;
  useEffect(() => {
    onValuesChange?.(live);
  }, [live, onValuesChange]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await props.onSubmit(values);
    } catch (err) {
      const errors = serverFieldErrors(err, names);
      for (const [name, message] of Object.entries(errors)) form.setError(name, { type: "server", message });
      if (Object.keys(errors).length === 0) throw err;
    }
  });

  return (
    // The scroll margins keep a focused (first invalid) input clear of the sticky preview on phones.
    <form
      onSubmit={(e) => void submit(e).catch(() => undefined)}
      noValidate
      className="grid gap-5 [&_:is(input,textarea,select)]:scroll-mt-[calc(34vh+6rem)] lg:[&_:is(input,textarea,select)]:scroll-mt-28"
      data-testid={props.testId}
    >
      {fields.map((field) => (
        <FieldControl key={field.name} field={field} register={form.register} control={form.control} error={form.formState.errors[field.name]?.message} />
      ))}
      {props.children}
      {/* On a phone the button stays on the screen (sticky at the bottom) while the fields scroll: create in one tap. */}
      <Button type="submit" size="lg" disabled={props.busy} data-testid={props.submitTestId} className="w-full sm:w-auto sm:justify-self-start max-lg:sticky max-lg:bottom-3 max-lg:z-10 max-lg:shadow-lg">
        {props.busy && <Spinner className="size-4" />}
        {props.submitLabel}
      </Button>
    </form>
  );
}
