import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { ResourcePage } from "../../admin/components/resource-page.tsx";
import { useAdminPolls, useDeletePoll } from "./api.ts";
import { PollForm } from "./components/poll-form.tsx";
import { adminPollTexts } from "./texts.ts";

const t = adminPollTexts;

/** `/admin/polls`: the polls with their votes; one is active (on the home sidebar) at a time. */
export default function PollsPage() {
  return (
    <ResourcePage
      titleId="polls-title"
      title={adminTexts.nav.polls}
      texts={t}
      query={useAdminPolls()}
      remove={useDeletePoll()}
      name={(poll) => poll.title}
      details={(poll) => (
        <>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {poll.active && (
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                {t.activeMark}
              </span>
            )}
            {t.votes(poll.votes_count)}
          </p>
          <ul className="mt-1 text-sm text-slate-700">
            {poll.options.map((o) => (
              <li key={o.id}>
                {o.option}: {t.votes(o.votes_count)}
              </li>
            ))}
          </ul>
        </>
      )}
      form={(poll, onClose) => <PollForm poll={poll} onClose={onClose} />}
    />
  );
}
