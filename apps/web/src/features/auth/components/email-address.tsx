import { Fragment } from "react";

/**
 * An e-mail address in running text. A narrow screen wraps it before its @ or a dot of its domain, where a reader
 * expects a break (the name before the @ is kept whole), and inside a part only when that part alone is wider than
 * the line (overflow-wrap, not break-all, which cut it anywhere: "zainab.abdul / lahi@...").
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  const parts = at > 0 ? [email.slice(0, at), ...email.slice(at).split(/(?=\.)/)] : [email];
  return (
    <strong className="wrap-break-word">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </strong>
  );
}
