import type { Community } from "@forum/contract";
import { displayName } from "@forum/contract/helpers";
import { communityTexts } from "@forum/contract/texts";
import { useState } from "react";
import { Avatar } from "../../../components/avatar.tsx";
import { Link } from "../../../lib/router/index.ts";

/** How many members the panel shows before See All. */
const FIRST = 5;

/** Core §2 members list: the first few, See All for the rest the server sent (its first 20). Presence is sample text. */
export function MembersPanel({ community }: { community: Community }) {
  const [all, setAll] = useState(false);
  const members = community.members ?? [];
  const shown = all ? members : members.slice(0, FIRST);
  return (
    <section aria-labelledby="members-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="members-heading" className="text-lg font-semibold text-slate-900">
          {communityTexts.membersTitle} <span className="text-slate-600">({community.members_count})</span>
        </h2>
        {members.length > FIRST && (
          <button
            type="button"
            aria-expanded={all}
            onClick={() => setAll((v) => !v)}
            className="min-h-11 px-2 font-semibold text-primary hover:underline"
          >
            {all ? communityTexts.showLess : communityTexts.seeAll}
          </button>
        )}
      </div>
      {members.length === 0 ? (
        <p className="mt-2 text-slate-700">{communityTexts.noMembers}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {shown.map((m) => {
            const name = displayName(m.user);
            return (
              <li key={m.id}>
                <Link to={`/profile/${m.user.user_id}`} className="flex items-center gap-3 py-2 hover:bg-slate-50">
                  <Avatar src={m.user.meta.profile_image} name="" size={36} />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{name}</span>
                    <span className="block text-sm text-slate-600">{communityTexts.presence}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {all && community.members_count > members.length && (
        <p className="mt-2 text-sm text-slate-600">
          {communityTexts.firstMembers(members.length, community.members_count)}
        </p>
      )}
    </section>
  );
}
