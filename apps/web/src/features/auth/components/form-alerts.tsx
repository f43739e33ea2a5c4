import { Alert } from "../../../components/alert.tsx";

/** The one validation error (core §5) or the server's answer, dismissible; at most one shows at a time. */
export function FormAlert({
  validation,
  server,
  onDismissValidation,
  onDismissServer,
}: {
  validation?: string;
  server?: string | null;
  onDismissValidation: () => void;
  onDismissServer: () => void;
}) {
  if (validation) return <Alert onClose={onDismissValidation}>{validation}</Alert>;
  if (server) return <Alert onClose={onDismissServer}>{server}</Alert>;
  return null;
}
