import type { ResolveAction, ReportRow as Row } from "@forum/contract";
import { displayName, timeAgo, truncate } from "@forum/contract/helpers";
import { Button } from "../../../../components/button.tsx";
import { htmlToText } from "../../../../lib/html-text.ts";
import { Link } from "../../../../lib/router/index.ts";
import { adminReportTexts } from "../texts.ts";

const t = adminReportTexts;

/** A post deleted by this review is gone: nothing more can be done to it (new reports of it cannot arrive). */
const isDeleted = (row: Row) => row.status === "resolved" && row.resolution?.action === "delete";

/** What can be done to a reported post: dismiss only while open; hide or restore by whether it is hidden now. */
export function actionsFor(row: Row): ResolveAction[] {
  if (isDeleted(row)) return [];
  const visibility: ResolveAction = row.post.hidden ? "restore" : "hide";
  return row.status === "open" ? ["dismiss", visibility, "delete"] : [visibility, "delete"];
}

/** One reported post: what it is, why it was reported and by how many, what was decided, and the actions. */
export function ReportRow({ row, onAction }: { row: Row; onAction: (action: ResolveAction) => void }) {
  const { post, resolution } = row;
  const title = post.title ?? (truncate(htmlToText(post.content), 60) || `#${post.id}`);
  const headingId = `report-${post.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start gap-2">
        <h2 id={headingId} className="min-w-0 flex-1 font-semibold break-words text-slate-900">
          <Link to={`/post/${post.uuid}`} className="hover:underline">
            {title}
          </Link>
        </h2>
        {isDeleted(row) && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">{t.deleted}</span>
        )}
        {post.hidden && !isDeleted(row) && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t.hidden}</span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{t.by(post.author_name)}</p>
      <p className="mt-2 line-clamp-3 text-sm break-words text-slate-800">{htmlToText(post.content)}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">{t.reasons}</dt>
        <dd className="text-slate-800">
          <ul className="flex flex-wrap gap-1">
            {row.reasons.map((r) => (
              <li key={r.id} className="rounded-full bg-slate-100 px-2 py-0.5">
                {r.name} × {r.count}
              </li>
            ))}
          </ul>
          <span className="mt-1 block">
            {row.reporters_accounts > row.reporters_count
              ? t.reportersBurst(row.reporters_accounts, row.reporters_count)
              : t.reporters(row.reporters_count)}
          </span>
        </dd>
        <dt className="font-medium text-slate-700">{t.firstReported}</dt>
        <dd className="text-slate-800">
          <time dateTime={row.first_reported_at}>{timeAgo(row.first_reported_at)}</time>
        </dd>
        {resolution && (
          <>
            <dt className="font-medium text-slate-700">{t.resolved}</dt>
            <dd className="text-slate-800">
              {t.resolution(
                t.actionDone[resolution.action],
                resolution.resolved_by ? displayName(resolution.resolved_by) : t.someone,
              )}
              , <time dateTime={resolution.resolved_at}>{timeAgo(resolution.resolved_at)}</time>
              {resolution.note && <span className="mt-0.5 block text-slate-700">“{resolution.note}”</span>}
            </dd>
          </>
        )}
      </dl>
      {actionsFor(row).length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          {actionsFor(row).map((action) => (
            <Button
              key={action}
              variant={action === "delete" ? "danger" : action === "dismiss" ? "secondary" : "primary"}
              aria-label={`${t.actions[action]}: ${title}`}
              onClick={() => onAction(action)}
            >
              {t.actions[action]}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
