import type { AssignmentTask, TaskProgress } from "@forum/contract";
import { rewardTaskTexts as T } from "@forum/contract/texts";
import type { ReactNode } from "react";
import { dateText } from "../format.ts";
import { rewardUiTexts as U } from "../reward-ui-texts.ts";
import { StatusBadge } from "./badges.tsx";
import { Fact } from "./fact.tsx";

/** Secondary §2: Task Information, Assignment Context, and Your Submission once it is submitted or completed. */
export function TaskInfoPanels({ item: t, progress: p }: { item: AssignmentTask; progress: TaskProgress | null }) {
  const showSubmission = t.status === "completed" || t.status === "submitted" || !!p?.progress.isCompleted;
  return (
    <>
      <Panel title={T.taskInformation}>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <Fact term={T.sentenceType} value={t.sentenceType || "—"} />
          <Fact term={T.grammaticalFeatures} value={t.grammaticalFeatures || "—"} />
          {/* Secondary §2: the order is shown from 1. */}
          <Fact term={T.orderIndex} value={String(t.orderIndex + 1)} />
          <Fact term={T.domain} value={t.domain || "—"} />
          <Fact term={T.style} value={t.style || "—"} />
          <Fact term={T.complexity} value={t.complexity || "—"} />
        </dl>
      </Panel>
      <Panel title={T.assignmentContext}>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <Fact term={U.assignment} value={t.assignment.title} />
          <Fact term={T.language} value={t.assignment.language_name} />
          <div>
            <dt className="text-slate-600">{T.assignmentStatus}</dt>
            <dd>
              <StatusBadge status={t.assignment.status} />
            </dd>
          </div>
          <Fact term={T.languageMode} value={t.assignment.language_mode} />
        </dl>
      </Panel>
      {showSubmission && p?.submission && (
        <Panel title={T.yourSubmission}>
          <p className="break-words whitespace-pre-line text-slate-800">{p.submission.description}</p>
          {p.submission.links.length > 0 && (
            <ul className="mt-2 space-y-1">
              {p.submission.links.map((link) => (
                // The submission's one link is the student's recording: played here, not shown as an address.
                <li key={link}>
                  {/* biome-ignore lint/a11y/useMediaCaption: the student's own reading of the translation shown above */}
                  <audio controls preload="none" src={link} aria-label={U.yourAudio} className="w-full" />
                </li>
              ))}
            </ul>
          )}
          {p.submission.notes && (
            <p className="mt-2 text-sm text-slate-800">
              <span className="font-semibold">{T.notes}: </span>
              {p.submission.notes}
            </p>
          )}
          <p className="mt-2 text-sm text-slate-700">
            {T.submittedOn} {dateText(p.timestamps.submission_date)}
          </p>
        </Panel>
      )}
    </>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
