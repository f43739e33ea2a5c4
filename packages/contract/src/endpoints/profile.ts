import type {
  profileQuery,
  profileResponse,
  profileUpdateBody,
  profileUpdatedResponse,
  userStatsResponse,
  userSuggestQuery,
  userSuggestResponse,
} from "../profile.ts";
import { endpoint } from "./endpoint.ts";

type Update = { body: typeof profileUpdateBody; response: typeof profileUpdatedResponse };

/** Secondary §2, §7: the caller's profile, anyone's by id, the update form, and a student's statistics. */
export const profile = {
  /** Main base: the caller's own (the session loads it at sign-in). */
  mine: endpoint<{ response: typeof profileResponse }>()("GET", "main", "/user/profile", "user"),
  /** Main base: anyone's; the e-mail only when it is the caller's. */
  byId: endpoint<{ query: typeof profileQuery; response: typeof profileResponse }>()(
    "GET",
    "main",
    "/v2/profile/me",
    "public",
  ),
  /** Main base: multipart with `_method=PUT` (a form can only POST), or JSON. */
  update: endpoint<Update>()("POST", "main", "/user/update-profile", "user", { form: true }),
  /** The same update for clients that can send a real PUT. */
  updateByPut: endpoint<Update>()("PUT", "main", "/user/update-profile", "user", { form: true }),
  /** Forum base: public, like the profile it sits on. */
  stats: endpoint<{ query: typeof profileQuery; response: typeof userStatsResponse }>()(
    "GET",
    "forum",
    "/user/stats",
    "public",
  ),
  /** Forum base: students whose username or name starts with what was typed after "@" (only writers need it). */
  suggest: endpoint<{ query: typeof userSuggestQuery; response: typeof userSuggestResponse }>()(
    "GET",
    "forum",
    "/users/suggest",
    "user",
  ),
};
