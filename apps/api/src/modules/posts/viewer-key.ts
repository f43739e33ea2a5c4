import { createHash } from "node:crypto";

/** Who is viewing, as views count it: a signed-in user, or a guest by a hash of their address (never kept in clear). */
export const viewerKey = (userId: number | null, ip: string, secret: string) =>
  userId ? `u:${userId}` : `g:${createHash("sha256").update(`${secret}:${ip}`).digest("base64url").slice(0, 22)}`;
