import { leaderboardTexts } from "@forum/contract/texts";
import type { useAchiever } from "../api.ts";

/**
 * Core §2 achievers image, for everyone. Its size is not in the answer, so the box is square (as the images are
 * made) and the picture fits inside it: no layout shift when it arrives, no cropping if one is not square.
 */
export function AchieversImage({ achiever }: { achiever: ReturnType<typeof useAchiever>["data"] }) {
  if (!achiever) return null;
  return (
    <img
      src={achiever.image_path}
      alt={leaderboardTexts.achieversAlt}
      width={320}
      height={320}
      loading="lazy"
      decoding="async"
      className="aspect-square w-full rounded-2xl border border-slate-200 bg-slate-900 object-contain"
    />
  );
}
