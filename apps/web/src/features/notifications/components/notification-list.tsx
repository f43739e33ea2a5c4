import type { NotificationItem as Item } from "@forum/contract";
import { messages, notificationTexts } from "@forum/contract/texts";
import { BellOff } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/button.tsx";
import { NotificationItem } from "./notification-item.tsx";
import type { StartAction } from "./use-action-flow.tsx";

type Props = {
  items: Item[];
  status: "pending" | "error" | "success";
  loadingText: string;
  start: StartAction;
  onOpen: (item: Item) => void;
  onRetry: () => void;
  /** After the items: the page's infinite-scroll sentinel and its loading line. */
  footer?: ReactNode;
};

/** The list the panel and the page share, with the spec's loading text and empty state. */
export function NotificationList({ items, status, loadingText, start, onOpen, onRetry, footer }: Props) {
  if (status === "pending") {
    return (
      <p role="status" className="px-2 py-8 text-center text-slate-600">
        {loadingText}
      </p>
    );
  }
  if (status === "error") {
    // The spec only logs a failed fetch; saying so, with a way to try again, beats an empty list that looks true.
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-2 py-8 text-center text-slate-700">
        <p>{messages.errors.generic}</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center px-2 py-8 text-center">
        <BellOff size={36} className="text-slate-400" aria-hidden="true" />
        <p className="mt-3 font-semibold text-slate-900">{notificationTexts.empty}</p>
        <p className="mt-1 text-sm text-slate-600">{notificationTexts.emptyHint}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="space-y-1">
        {items.map((item) => (
          <NotificationItem key={item.id} item={item} start={start} onOpen={onOpen} />
        ))}
      </ul>
      {footer}
    </>
  );
}
