import type { Community } from "@forum/contract";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";

/**
 * A community's picture, or its acronym on a colour when it has none. Decorative: its name is always beside it. Given
 * `sizes` (how wide it is shown), a banner comes at the width the screen needs.
 */
export function CommunityPicture({
  community,
  className = "",
  sizes,
}: {
  community: Community;
  className?: string;
  sizes?: string;
}) {
  if (community.image && sizes) {
    return <ResponsiveImage src={community.image} alt="" sizes={sizes} className={`object-cover ${className}`} />;
  }
  if (community.image) {
    return <img src={community.image} alt="" loading="lazy" className={`object-cover ${className}`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`flex items-center justify-center bg-gradient-to-r from-primary to-blue-500 font-bold text-white ${className}`}
    >
      {community.acronym}
    </span>
  );
}
