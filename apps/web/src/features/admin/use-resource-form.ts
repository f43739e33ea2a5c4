import { useState } from "react";
import type { z } from "zod";
import { checkForm, type FieldErrors, failureOf } from "./form-errors.ts";

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

  return { values, set, errors, message, submit };
}
