import type { Community } from "@forum/contract";

/** A community's picture, or its acronym on a colour when it has none. Decorative: its name is always beside it. */
export function CommunityPicture({ community, className = "" }: { community: Community; className?: string }) {
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
