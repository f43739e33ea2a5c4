import type { ActivePoll } from "@forum/contract";
import { pollTexts } from "@forum/contract/texts";
import { useState } from "react";
import { Button } from "../../../components/button.tsx";
import { type DialogMessage, MessageDialog } from "../../../components/message-dialog.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { SidebarCard } from "../../sidebar/components/sidebar-card.tsx";
import { useActivePoll, useVote } from "../api.ts";
import { PollResults } from "./poll-results.tsx";

/**
 * Core §2/§4 Poll card (signed-in students only): choose an option and vote (Submitting vote... while sending);
 * success says Vote Submitted success!, a failure shows the server's message in a dialog; either way the card is
 * cleared and the active poll reloaded, which then shows the results with the student's own choice.
 */
export function PollCard() {
  const poll = useActivePoll();
  // The mutation lives here, not in the form: the form goes away when the card is cleared, its outcome must not.
  const vote = useVote();
  const [message, setMessage] = useState<DialogMessage>(null);
  const submit = (poll_id: number, option_id: number) =>
    // Success is told by the hook (api.ts), and so is a failure once this card is gone; here it is the card's dialog.
    vote.mutate(
      { poll_id, option_id },
      {
        // The message pickup brings zod along; fetched on the rare failure, not with the sidebar on every visit.
        onError: (err) =>
          void import("../../../lib/error-message.ts").then(({ errorMessage }) =>
            setMessage({ kind: "error", text: errorMessage(err) }),
          ),
      },
    );
  return (
    <SidebarCard title={pollTexts.poll}>
      {poll.isPending && <Spinner className="mt-3 text-primary" label="Loading poll" />}
      {poll.data === null && <p className="mt-3 text-slate-700">{pollTexts.noActivePoll}</p>}
      {poll.data &&
        (poll.data.user_vote_option_id === null ? (
          <VoteForm poll={poll.data} busy={vote.isPending} onVote={submit} />
        ) : (
          <PollResults poll={poll.data} />
        ))}
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </SidebarCard>
  );
}

function VoteForm({
  poll,
  busy,
  onVote,
}: {
  poll: ActivePoll;
  busy: boolean;
  onVote: (pollId: number, optionId: number) => void;
}) {
  const [choice, setChoice] = useState<number | null>(null);
  return (
    <form
      className="mt-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (choice !== null && !busy) onVote(poll.id, choice);
      }}
    >
      <fieldset disabled={busy}>
        <legend className="font-medium text-slate-900">{poll.title}</legend>
        <div className="mt-2 space-y-2">
          {poll.options.map((o) => (
            <label
              key={o.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-primary has-checked:bg-blue-50"
            >
              <input
                type="radio"
                name={`poll-${poll.id}`}
                value={o.id}
                checked={choice === o.id}
                onChange={() => setChoice(o.id)}
                className="size-4 accent-primary"
              />
              {o.option}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" className="mt-3 w-full" disabled={choice === null} busy={busy}>
        {busy ? pollTexts.submittingVote : pollTexts.vote}
      </Button>
    </form>
  );
}
