import { useState } from "react";
import type { z } from "zod";
import { checkForm, type FieldErrors, failureOf } from "./form-errors.ts";

/** The keys of the text (string) fields of a form's values. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * The state of one create/edit form of the console: its values, the messages under its fields (from the contract's
 * schema before sending, from the server's 422 after) and one message for anything else.
 */
export function useResourceForm<V extends Record<string, unknown>, S extends z.ZodType>(
  schema: S,
  initial: V,
  fields: readonly string[],
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // Editing a field answers its complaint; the others stay until the next try.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k.split(".")[0] !== key)));
  };

  /** Checks, then runs `send` with the parsed values; a failure is spread over the fields or shown as one message. */
  const submit = (send: (data: z.output<S>) => Promise<unknown>) => (e: React.FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const checked = checkForm(schema, values);
    if (!checked.ok) return setErrors(checked.errors);
    send(checked.data).catch((err: unknown) => {
      const failure = failureOf(err, fields);
      setErrors(failure.fields);
      setMessage(failure.message);
    });
  };

  /** A text field's value, its message and its onChange, to spread on InputField or TextAreaField. */
  const field = <K extends TextKey<V>>(key: K) => ({
    value: values[key] as string,
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as V[K]),
  });

  return { values, set, field, errors, message, submit };
}
