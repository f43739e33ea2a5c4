import type { Community, Profile } from "@forum/contract";
import { notificationTexts, profileTexts } from "@forum/contract/texts";
import { BellRing, Pencil } from "lucide-react";
import { useId } from "react";
import { Button, buttonClass } from "../../../components/button.tsx";
import { Link } from "../../../lib/router/index.ts";
import { LogoutButton } from "../../auth/components/logout-button.tsx";
import { useJoinedCommunities } from "../../communities/api.ts";
import { CommunityLinkRow } from "../../communities/components/community-link-row.tsx";
import { StatRows } from "./stat-rows.tsx";

/**
 * Secondary §2 About panel: header Profile (with Update Profile on one's own), the about text or "No available.",
 * the most active community, the statistics, the Leaderboard row and Logout (one's own profile only).
 */
export function AboutPanel({ profile, isOwn, onEdit }: { profile: Profile; isOwn: boolean; onEdit: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {profileTexts.aboutHeader}
        </h2>
        {isOwn && (
          <Button variant="secondary" onClick={onEdit} className="px-3 text-sm">
            <Pencil size={16} aria-hidden="true" />
            {profileTexts.updateProfile}
          </Button>
        )}
      </div>
      <p className="whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">
        {profile.status?.trim() || profileTexts.noAbout}
      </p>
      <MostActiveCommunity userId={profile.user_id} />
      <StatRows userId={profile.user_id} />
      {isOwn && (
        <Link to="/settings/notifications" className={buttonClass("secondary", "w-full")}>
          <BellRing size={20} aria-hidden="true" />
          {notificationTexts.settingsLink}
        </Link>
      )}
      {isOwn && <LogoutButton className="w-full" />}
    </section>
  );
}

/** The user's community with the most members (secondary §2). */
function MostActiveCommunity({ userId }: { userId: number }) {
  const { data } = useJoinedCommunities(userId);
  const top = (data ?? []).reduce<Community | null>(
    (best, c) => (!best || c.members_count > best.members_count ? c : best),
    null,
  );
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-600">{profileTexts.mostActiveCommunity}</h3>
      {top ? (
        <CommunityLinkRow community={top} className="mt-1 min-h-11 rounded-xl p-1" />
      ) : (
        <p className="mt-1 text-slate-700">{profileTexts.noCommunity}</p>
      )}
    </div>
  );
}
