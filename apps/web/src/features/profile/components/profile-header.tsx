import type { Profile } from "@forum/contract";
import { displayName, fullNameOrEmail } from "@forum/contract/helpers";
import { profileDialogTexts, profileTexts } from "@forum/contract/texts";
import { Camera, Mail } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Avatar } from "../../../components/avatar.tsx";

const ImageViewer = lazy(() => import("../../../components/image-viewer.tsx"));

/**
 * Secondary §2: banner, avatar (a click enlarges it; an edit button only on one's own profile), the full name (or
 * the e-mail, which only its owner receives, or the username) and the username.
 */
export function ProfileHeader({ profile, isOwn, onEdit }: { profile: Profile; isOwn: boolean; onEdit: () => void }) {
  const [enlarged, setEnlarged] = useState(false);
  const image = profile.meta.profile_image ?? profile.student.image;
  const name = fullNameOrEmail(profile);
  const username = profile.meta.username ?? profile.username;
  const avatar = <Avatar src={image} name={image ? "" : displayName(profile)} size={112} className="bg-white" />;
  return (
    <header className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div aria-hidden="true" className="h-24 bg-gradient-to-r from-blue-800 via-primary to-sky-500 sm:h-36" />
      <div className="flex flex-col items-center gap-1 px-4 pb-5 text-center sm:flex-row sm:items-end sm:gap-4 sm:text-left">
        <div className="relative -mt-14 shrink-0 rounded-full border-4 border-white bg-white">
          {image ? (
            <button
              type="button"
              onClick={() => setEnlarged(true)}
              aria-label={profileTexts.enlargePicture(name)}
              className="block cursor-zoom-in rounded-full"
            >
              {avatar}
            </button>
          ) : (
            avatar
          )}
          {isOwn && (
            <button
              type="button"
              onClick={onEdit}
              aria-label={profileDialogTexts.changePicture}
              className="absolute -right-1 bottom-0 flex size-11 items-center justify-center rounded-full border-2 border-white bg-primary text-white hover:bg-primary-dark"
            >
              <Camera size={20} aria-hidden="true" />
            </button>
          )}
        </div>
        <div className="min-w-0 max-w-full sm:pb-1">
          <h1 className="text-2xl font-bold text-slate-900 [overflow-wrap:anywhere]">{name}</h1>
          {username && <p className="text-slate-600 [overflow-wrap:anywhere]">@{username}</p>}
          {profile.email && (
            <p className="mt-1 flex items-center justify-center gap-2 text-sm text-slate-700 [overflow-wrap:anywhere] sm:justify-start">
              <Mail size={16} aria-hidden="true" />
              {profile.email}
            </p>
          )}
        </div>
      </div>
      {enlarged && image && (
        <Suspense fallback={null}>
          <ImageViewer images={[image]} start={0} title={name} onClose={() => setEnlarged(false)} />
        </Suspense>
      )}
    </header>
  );
}
