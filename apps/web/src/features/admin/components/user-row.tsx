import type { AdminUser } from "@forum/contract";
import { displayName } from "@forum/contract/helpers";
import { Avatar } from "../../../components/avatar.tsx";
import { Button } from "../../../components/button.tsx";
import { dateTimeText, dayText } from "../../../lib/date-text.ts";
import { Link } from "../../../lib/router/index.ts";
import { adminTexts } from "../admin-ui-texts.ts";

const t = adminTexts.users;

const badge = "rounded-full px-2 py-0.5 text-xs font-semibold";

/** One account: who, e-mail, since when, its marks, and suspend or unsuspend (admins cannot be suspended). */
export function UserRow({
  user,
  onSuspend,
  onUnsuspend,
}: {
  user: AdminUser;
  onSuspend: () => void;
  onUnsuspend: () => void;
}) {
  const name = displayName(user);
  const s = user.suspension;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3">
      <Avatar src={user.meta.profile_image} name="" size={40} />
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-2">
          <Link to={`/profile/${user.user_id}`} className="font-semibold break-all text-slate-900 hover:underline">
            {name}
          </Link>
          {user.is_admin && <span className={`${badge} bg-blue-100 text-blue-900`}>{t.admin}</span>}
          {s && <span className={`${badge} bg-red-100 text-red-900`}>{t.suspended}</span>}
          {!user.email_verified && <span className={`${badge} bg-slate-100 text-slate-700`}>{t.unverified}</span>}
        </p>
        <p className="text-sm break-all text-slate-700">{user.email}</p>
        <p className="text-sm text-slate-600">
          {t.joined} <time dateTime={user.created_at}>{dayText(user.created_at)}</time>
        </p>
        {s && (
          <p className="mt-1 text-sm text-red-800">
            {s.until ? t.suspendedUntil(dateTimeText(s.until)) : t.suspendedIndefinitely}.{" "}
            {t.suspensionReason(s.reason)}
          </p>
        )}
      </div>
      {s ? (
        <Button variant="secondary" aria-label={`${t.unsuspend}: ${name}`} onClick={onUnsuspend}>
          {t.unsuspend}
        </Button>
      ) : (
        !user.is_admin && (
          <Button variant="danger" aria-label={`${t.suspend}: ${name}`} onClick={onSuspend}>
            {t.suspend}
          </Button>
        )
      )}
    </li>
  );
}
