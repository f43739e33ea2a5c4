import type { AdminSubmission, AdminSubmissionFilters } from "@forum/contract";
import { displayName } from "@forum/contract/helpers";
import { Button } from "../../../../components/button.tsx";
import { dateTimeText } from "../../../../lib/date-text.ts";
import { adminRewardTaskTexts as t } from "../texts.ts";

const when = dateTimeText; // as the rest of the forum writes dates, not in the browser's own locale

/**
 * One student's work on one item: which task, assignment and language it is for (the languages' assignments share
 * their sentences: the language says what to check), the text, their translation, their recording, and (when
 * waiting) the verdict. The task, assignment and language each narrow the queue to their own.
 */
export function SubmissionRow({
  submission: s,
  approving,
  onApprove,
  onReject,
  onFilter,
}: {
  submission: AdminSubmission;
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
  onFilter: (set: AdminSubmissionFilters) => void;
}) {
  const student = displayName(s.student);
  const headingId = `submission-${s.id}`;
  const where: [string, string, AdminSubmissionFilters][] = [
    [t.rewardTask, s.reward_task.name, { reward_task_id: s.reward_task.id }],
    [t.assignment, s.assignment.title, { assignment_id: s.assignment.id }],
    [t.language, s.assignment.language_name, { language: s.assignment.language_name }],
  ];
  const facts: [string, React.ReactNode][] = [
    [t.student, student],
    [t.length, s.audio_seconds === null ? "—" : t.seconds(s.audio_seconds)],
  ];
  if (s.submitted_at)
    facts.push([
      t.submitted,
      <time key="at" dateTime={s.submitted_at}>
        {when(s.submitted_at)}
      </time>,
    ]);
  if (s.notes) facts.push([t.notes, s.notes]);
  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="font-semibold text-slate-900">
        {t.itemName(s.task.id)}
      </h2>
      <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {where.map(([label, value, set]) => (
          <div key={label} className="flex min-w-0 gap-1">
            <dt className="text-slate-600">{label}:</dt>
            <dd className="min-w-0">
              <button
                type="button"
                onClick={() => onFilter(set)}
                aria-label={t.filterBy(label, value)}
                className="min-h-6 text-left break-words text-primary underline-offset-2 hover:underline"
              >
                {value}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-3 text-sm font-medium text-slate-600">{t.source}</h3>
      <p className="mt-1 break-words text-slate-900">{s.task.text}</p>
      <h3 className="mt-3 text-sm font-medium text-slate-600">{t.translation}</h3>
      <p className="mt-1 break-words whitespace-pre-line text-slate-900">{s.translated_text}</p>
      <div className="mt-3">
        {s.audio_url ? (
          // biome-ignore lint/a11y/useMediaCaption: a student's reading of their own translation, shown above it
          <audio controls preload="none" src={s.audio_url} aria-label={t.audioOf(student)} className="w-full" />
        ) : (
          <p className="text-sm text-slate-600">{t.noAudio}</p>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      {s.status === "submitted" && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button busy={approving} onClick={onApprove} aria-label={t.actionFor(t.approve, student, s.task.id)}>
            {approving ? t.approving : t.approve}
          </Button>
          <Button variant="danger" onClick={onReject} aria-label={t.actionFor(t.reject, student, s.task.id)}>
            {t.reject}
          </Button>
        </div>
      )}
    </li>
  );
}
