import { authTexts } from "@forum/contract/texts";
import { type FormEvent, type ReactNode, useState } from "react";
import type { z } from "zod";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { CodeInput } from "../../../components/code-input.tsx";

const t = authTexts.code;

type CodeFormProps = {
  length: number;
  /** The contract's code rule (emailCodeField / resetCodeField). */
  rule: z.ZodType<string>;
  busy: boolean;
  /** The server's complaint, shown until the code is edited. */
  error: string | null;
  onDismissError: () => void;
  onSubmit: (code: string) => void;
  footer: ReactNode;
};

/** The digit boxes, their validation, the Verify Email button and what goes below it (the resend countdown). */
export function CodeForm({ length, rule, busy, error, onDismissError, onSubmit, footer }: CodeFormProps) {
  const [code, setCode] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Empty boxes in the middle are kept as spaces; the rule should judge the digits only.
    const result = rule.safeParse(code.replace(/\s/g, ""));
    if (!result.success) return setInvalid(result.error.issues[0]?.message ?? null);
    onSubmit(result.data);
  };
  const shown = invalid ?? error;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {shown && (
        <Alert
          onClose={() => {
            setInvalid(null);
            onDismissError();
          }}
        >
          {shown}
        </Alert>
      )}
      <CodeInput
        length={length}
        label={t.label(length)}
        value={code}
        invalid={!!shown}
        disabled={busy}
        onChange={(next) => {
          setCode(next);
          setInvalid(null);
          if (error) onDismissError();
        }}
      />
      <Button type="submit" busy={busy} className="w-full">
        {busy ? t.verifying : t.verify}
      </Button>
      {footer}
    </form>
  );
}
