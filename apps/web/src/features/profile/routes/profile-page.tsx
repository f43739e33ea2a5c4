import type { Profile } from "@forum/contract";
import { fullNameOrEmail } from "@forum/contract/helpers";
import { profileTexts } from "@forum/contract/texts";
import * as Tabs from "@radix-ui/react-tabs";
import { lazy, Suspense, useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { ScrollingTabList } from "../../../components/scrolling-tab-list.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { useMediaQuery } from "../../../components/use-media-query.ts";
import { useParams } from "../../../lib/router/index.ts";
import { useSession } from "../../../lib/session.ts";
import { useProfile } from "../api.ts";
import { AboutPanel } from "../components/about-panel.tsx";
import { ProfileHeader } from "../components/profile-header.tsx";
import { UserCommunities } from "../components/user-communities.tsx";
import { UserPostList } from "../components/user-post-list.tsx";

// The dialog brings react-easy-crop and the form code: only for the owner, and only once opened.
const UpdateProfileDialog = lazy(() => import("../components/update-profile-dialog.tsx"));

/** Secondary §2 profile/{id}: the id is the last path segment. */
export default function ProfilePage() {
  const { id = "" } = useParams();
  const userId = /^\d+$/.test(id) ? Number(id) : 0;
  const { data: profile, isPending, isError } = useProfile(userId);
  useDocumentTitle(profile ? fullNameOrEmail(profile) : profileTexts.title);

  if (userId <= 0 || isError) {
    return (
      <div className="mx-auto max-w-3xl p-4">
        <Alert title={profileTexts.loadFailedTitle}>{profileTexts.fetchProfileFailed}</Alert>
      </div>
    );
  }
  if (isPending) {
    return (
      <div className="flex justify-center p-10 text-primary">
        <Spinner size={32} label={profileTexts.loading} />
      </div>
    );
  }
  return <ProfileView profile={profile} />;
}

type Tab = "posts" | "replies" | "communities" | "bookmarks" | "about";

function ProfileView({ profile }: { profile: Profile }) {
  const session = useSession();
  // Secondary §6: the edit button and the Bookmarks tab only when the viewed id is the signed-in user's.
  const isOwn = session?.user.user_id === profile.user_id;
  const wide = useMediaQuery("(min-width: 1024px)");
  const [tab, setTab] = useState<Tab>("posts");
  const [editing, setEditing] = useState(false);
  const edit = () => setEditing(true);
  const about = <AboutPanel profile={profile} isOwn={isOwn} onEdit={edit} />;
  const tabs: Tab[] = [
    "posts",
    "replies",
    "communities",
    ...(isOwn ? (["bookmarks"] as const) : []),
    ...(wide ? [] : (["about"] as const)),
  ];
  // The About tab is for small screens only; widening the window while it is open falls back to Posts.
  const shown = tabs.includes(tab) ? tab : "posts";

  return (
    <div className="mx-auto max-w-6xl px-3 py-4 sm:px-4 sm:py-6">
      <ProfileHeader profile={profile} isOwn={isOwn} onEdit={edit} />
      <div className={wide ? "mt-6 grid grid-cols-[minmax(0,1fr)_22rem] items-start gap-6" : "mt-4"}>
        <Tabs.Root value={shown} onValueChange={(v) => setTab(v as Tab)} className="min-w-0">
          <ScrollingTabList label={profileTexts.sections} className="border-b border-slate-200">
            {tabs.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="min-h-11 shrink-0 grow border-b-2 border-transparent px-3 font-medium whitespace-nowrap text-slate-700 hover:text-slate-900 data-[state=active]:border-primary data-[state=active]:text-primary"
              >
                {profileTexts.tabs[value]}
              </Tabs.Trigger>
            ))}
          </ScrollingTabList>
          {tabs.map((value) => (
            <Tabs.Content key={value} value={value} className="mt-4 outline-none">
              {value === "about" ? (
                about
              ) : value === "communities" ? (
                <UserCommunities userId={profile.user_id} />
              ) : (
                <UserPostList userId={profile.user_id} kind={value} />
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
        {wide && <aside aria-label={profileTexts.tabs.about}>{about}</aside>}
      </div>
      {editing && isOwn && (
        <Suspense fallback={null}>
          <UpdateProfileDialog profile={profile} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </div>
  );
}
