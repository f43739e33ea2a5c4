import type { Community } from "@forum/contract";
import { messages } from "@forum/contract/texts";
import type { ReactNode } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { CommunityCard } from "./community-card.tsx";

type Props = {
  query: { isPending: boolean; isError: boolean; isPlaceholderData?: boolean; refetch: () => unknown };
  items: Community[] | undefined;
  joined: boolean;
  empty: ReactNode;
};

/** A grid of community cards with its loading, failure and empty states. */
export function CommunityGrid({ query, items, joined, empty }: Props) {
  // An empty list kept from the previous search must not say "no match" for a search still on its way.
  const waitingEmpty = query.isPlaceholderData && items?.length === 0;
  if (query.isPending || waitingEmpty) {
    return (
      <div className="flex justify-center p-8 text-primary">
        <Spinner size={28} label="Loading communities..." />
      </div>
    );
  }
  // Core §8 only logs these failures; a notice with a retry beats an empty page that looks like "no communities".
  if (!items) {
    return (
      <div className="mt-3">
        <Alert>
          {messages.errors.generic}{" "}
          <button type="button" onClick={() => query.refetch()} className="font-semibold underline">
            Retry
          </button>
        </Alert>
      </div>
    );
  }
  if (items.length === 0) return <div className="mt-3">{empty}</div>;
  return (
    <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((c) => (
        <li key={c.id}>
          <CommunityCard community={c} joined={joined} />
        </li>
      ))}
    </ul>
  );
}
