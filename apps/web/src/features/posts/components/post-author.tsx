import type { Post } from "@forum/contract";
import { postCardTexts } from "@forum/contract/texts";
import { Avatar } from "../../../components/avatar.tsx";
import { Link } from "../../../lib/router/index.ts";

type Props = {
  post: Pick<Post, "anonymous" | "author_name" | "user">;
  /** The author's picture before the name, this many pixels wide. */
  avatar?: number;
  /** The picture alone, the name only naming its link for screen readers (a visible name sits beside it). */
  pictureOnly?: boolean;
  /** A second link to the same profile beside one that names it: hidden from screen readers and the tab order. */
  repeat?: boolean;
  /** Lists that name the author without a link (You Might Also Enjoy). */
  linked?: boolean;
  className?: string;
  /** Added to `className` when the author is a link. */
  linkClassName?: string;
  nameClassName?: string;
};

/**
 * Who wrote a post: the server's `author_name`, linked to the author's profile when the post names its user. An
 * anonymous post says Anonymous to everyone, its author included (core §9), though the server tells the author
 * (and moderators) their own name.
 */
export function PostAuthor({ post, avatar, pictureOnly, repeat, linked = true, ...classes }: Props) {
  const user = post.anonymous ? null : post.user;
  const name = post.anonymous ? postCardTexts.anonymous : post.author_name;
  const profile = linked && user ? `/profile/${user.user_id}` : null;
  const picture = avatar !== undefined && <Avatar src={user?.meta.profile_image} name="" size={avatar} />;
  const label = pictureOnly ? (
    // Without a link the picture says nothing: the visible name beside it does.
    profile && <span className="sr-only">{name}</span>
  ) : picture || classes.nameClassName ? (
    // The title gives the whole name where a narrow row cuts it with an ellipsis.
    <span className={classes.nameClassName} title={name}>
      {name}
    </span>
  ) : (
    name
  );
  if (!profile) {
    return (
      <span className={classes.className}>
        {picture}
        {label}
      </span>
    );
  }
  const className = [classes.className, classes.linkClassName].filter(Boolean).join(" ") || undefined;
  return (
    <Link to={profile} className={className} {...(repeat ? { "aria-hidden": true, tabIndex: -1 } : {})}>
      {picture}
      {label}
    </Link>
  );
}
