/**
 * User-facing texts of the communities area (core §2, §4, §5, §8), verbatim. The four statistics and the presence
 * line are the spec's fixed sample text; their labels are ours (the spec names none).
 */
export const communityTexts = {
  searchPlaceholder: "Search communities",
  joinedTitle: "Your Joined Communities",
  noneJoined: "You haven't joined any communities yet",
  explore: "Explore Community",
  otherTitle: "Other Communities",
  allTitle: "All Communities",
  view: "View Community",
  join: "Join Community",
  joining: "Joining...",
  joined: "Joined",
  leave: "Leave Community",
  leaving: "Leaving...",
  members: (n: number) => `${n} ${n === 1 ? "member" : "members"}`,
  noMatch: (term: string) => `No community matches '${term}'.`,
  noCommunities: "There are no communities yet.",
  notFound: "Community not found",
  loadFailed: "Could not load this community. Please try again.",
  searchPosts: "Search this community",
  editorPlaceholder: "Write your thoughts...",
  attachImage: "Attach image",
  post: "Post",
  posting: "Posting...",
  tabs: { posts: "Posts", about: "About", members: "Members" },
  about: "About",
  membersTitle: "Members",
  seeAll: "See All",
  showLess: "Show less",
  presence: "Active 10m ago",
  stats: [
    { value: "455", label: "Discussions" },
    { value: "65", label: "Online" },
    { value: "706", label: "Replies" },
    { value: "262k", label: "Reactions" },
  ],
  connectTitle: "Connect & Contribute",
  connectBody: "Join this community to read its discussions, share your thoughts and meet other members.",
  noPostsTitle: "No Posts Yet",
  noPostsBody: "Be the first to start a discussion in this community.",
  noSearchResult: (term: string) => `No post in this community matches '${term}'.`,
  noMembers: "No members yet.",
  firstMembers: (shown: number, total: number) => `Showing the first ${shown} of ${total} members.`,
  noAbout: "No description yet.",
  joinFailed: "Could not join this community. Please try again.",
  leaveFailed: "Could not leave this community. Please try again.",
  randomTitle: "Join Community",
  enlargeBanner: "Enlarge banner",
} as const;

/** The server's answers to join and leave (the spec shows none). */
export const communityMessages = {
  joined: (name: string) => `You joined ${name}.`,
  left: (name: string) => `You left ${name}.`,
  notFound: "Community not found.",
} as const;
