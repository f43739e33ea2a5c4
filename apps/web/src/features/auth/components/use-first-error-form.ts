import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, type Path, type UseFormProps, useForm } from "react-hook-form";
import type { z } from "zod";

/**
 * react-hook-form set up the way core §5 wants sign-in forms: validation on submit only, the first failing field's
 * message is the one to show, and editing a field clears that field's error (instead of re-validating it live).
 */
export function useFirstErrorForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  fields: readonly Path<z.input<S>>[],
  defaultValues: UseFormProps<z.input<S>>["defaultValues"],
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // zodResolver's overloads cannot be picked against a generic schema type; callers pass concrete contract schemas.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const firstField = fields.find((f) => errors[f as keyof typeof errors]);
  const firstError = firstField
    ? (errors[firstField as keyof typeof errors]?.message as string | undefined)
    : undefined;

  /** `register` plus: typing in the field drops its error. */
  const field = (name: Path<z.input<S>>) => {
    const registered = form.register(name);
    return {
      ...registered,
      invalid: firstField === name,
      onChange: (e: { target: unknown; type?: unknown }) => {
        if (errors[name as keyof typeof errors]) form.clearErrors(name);
        return registered.onChange(e);
      },
    };
  };

  /** handleSubmit that keeps only the first failing field's error, so the form holds one complaint at a time. */
  const submit = (onValid: (values: z.output<S>) => void) =>
    form.handleSubmit(onValid, (invalid) => {
      const first = fields.find((f) => invalid[f as keyof typeof invalid]);
      const rest = fields.filter((f) => f !== first && invalid[f as keyof typeof invalid]);
      if (rest.length) form.clearErrors(rest);
    });

  return { form, firstError, field, submit, dismissErrors: () => form.clearErrors() };
}
