export type NamedUser =
  | {
      email?: string | null;
      username?: string | null;
      first_name?: string | null;
      last_name?: string | null;
      meta?: { username?: string | null; first_name?: string | null; last_name?: string | null } | null;
    }
  | null
  | undefined;

const clean = (s: string | null | undefined) => (s ?? "").trim();

/** Core §9: username, then first and last name, then e-mail, then Anonymous. */
export function displayName(user: NamedUser): string {
  if (!user) return "Anonymous";
  const username = clean(user.meta?.username ?? user.username);
  if (username) return username;
  const full = [clean(user.meta?.first_name ?? user.first_name), clean(user.meta?.last_name ?? user.last_name)]
    .filter(Boolean)
    .join(" ");
  if (full) return full;
  return clean(user.email) || "Anonymous";
}

/** Secondary §2 profile heading: the full name, or the e-mail if there is no name. */
export function fullNameOrEmail(user: NamedUser): string {
  const full = [clean(user?.meta?.first_name ?? user?.first_name), clean(user?.meta?.last_name ?? user?.last_name)]
    .filter(Boolean)
    .join(" ");
  return full || clean(user?.email) || displayName(user);
}
