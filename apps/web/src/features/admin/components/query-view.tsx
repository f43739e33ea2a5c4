import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { adminTexts } from "../admin-ui-texts.ts";

/** Loading, failed (with the reason and a retry), empty, or the data: the four states of every console list. */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  // An empty answer kept from the last filters must not speak for filters still on their way.
  const waitingEmpty = query.isPlaceholderData && isEmpty(query.data);
  if (query.isPending || waitingEmpty) {
    return (
      <div className="flex justify-center p-8 text-primary">
        <Spinner size={28} label={adminTexts.loading} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-3">
        <Alert>{errorMessage(query.error)}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {adminTexts.retry}
        </Button>
      </div>
    );
  }
  if (isEmpty(query.data)) {
    return <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">{empty}</p>;
  }
  return <>{children(query.data)}</>;
}
