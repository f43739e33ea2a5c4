import { displayName, fullNameOrEmail, profileTexts } from "@forum/contract";
import { Mail } from "lucide-react";
import { useParams } from "react-router";
import { Alert } from "../../../components/alert.tsx";
import { Avatar } from "../../../components/avatar.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { useSession } from "../../../lib/session.ts";
import { LogoutButton } from "../../auth/components/logout-button.tsx";
import { useProfile } from "../api.ts";

/** A minimal profile until the profile issue lands: picture, names, e-mail (own only) and Logout. */
export default function ProfilePage() {
  const userId = Number(useParams().id);
  const session = useSession();
  const { data: profile, isPending, isError } = useProfile(userId);
  const isOwn = session?.user.user_id === userId;
  useDocumentTitle(profile ? fullNameOrEmail(profile) : "Profile");

  if (!Number.isInteger(userId) || userId <= 0 || isError) {
    return (
      <div className="mx-auto max-w-3xl p-4">
        <Alert title="Error">{profileTexts.fetchProfileFailed}</Alert>
      </div>
    );
  }
  if (isPending) {
    return (
      <div className="flex justify-center p-10 text-primary">
        <Spinner size={32} label="Loading profile..." />
      </div>
    );
  }

  const username = profile.meta.username ?? profile.username;
  return (
    <div className="mx-auto max-w-3xl p-4">
      <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <div className="h-24 bg-gradient-to-r from-blue-700 to-blue-500 sm:h-32" />
        <div className="-mt-12 flex flex-col items-center gap-2 px-4 pb-6 text-center sm:-mt-14">
          <Avatar
            src={profile.meta.profile_image ?? profile.student.image}
            name={displayName(profile)}
            size={96}
            className="border-4 border-white bg-white"
          />
          <h1 className="max-w-full text-2xl font-bold text-slate-900 [overflow-wrap:anywhere]">
            {fullNameOrEmail(profile)}
          </h1>
          {username && <p className="text-slate-600">@{username}</p>}
          {profile.email && (
            <p className="flex max-w-full items-center gap-2 text-slate-700 [overflow-wrap:anywhere]">
              <Mail size={18} aria-hidden="true" />
              {profile.email}
            </p>
          )}
          {profile.status && <p className="mt-2 max-w-prose text-slate-700">{profile.status}</p>}
          {isOwn && <LogoutButton className="mt-4" />}
        </div>
      </section>
    </div>
  );
}
