import { type Access, type Bound, errorBodySchema } from "@forum/contract";

/** What every call may answer besides its own: a broken request, no or a bad token, bad input, too many, a DB outage. */
export const everyCall = [400, 401, 422, 429, 503] as const;

/** What each error status means in this API (API.md), for the OpenAPI document; 401 and 403 depend on who may call. */
const errorMeaning: Record<number, (access: Access) => string> = {
  400: () => "The request is malformed: a body that cannot be read, or a content type the call does not take.",
  401: (access) =>
    access === "public"
      ? "The token sent is malformed, expired or revoked (a guest sends none and is not refused)."
      : "No token, or a malformed, expired or revoked one.",
  403: (access) =>
    access === "admin"
      ? "Signed in, but not an admin (or not allowed on this item)."
      : "Not allowed for this caller (a community they are not in, a locked post, a suspended account...).",
  404: () => "No such item: an unknown id, or one hidden from the caller.",
  409: () => "The item is not in a state that allows this (already reviewed, already paid...).",
  413: () => "The body, or a field or file of the form, is over its size limit (refused while it streams in).",
  415: () => "A content type, or an uploaded file's type, the call does not take.",
  422: () =>
    "Invalid input: `error` maps each field to its messages (the first also in `message`), " +
    "or a rule of the call refused it (`error` is a code).",
  429: () => "Too many requests: try again after `Retry-After` seconds.",
  503: () => "The database (or a service the call needs) cannot be reached; try again.",
};

const retryAfter = {
  "retry-after": { type: "integer", description: "Seconds to wait before trying again." },
};

const successMeaning: Record<Bound["status"], string> = {
  200: "Done: the answer.",
  201: "Created: the new item.",
  302: "A redirect: `Location` holds the address to go to.",
};

/**
 * A call's responses: its success schema and the shared error body for each error status it may answer, each with
 * its meaning (`describe` makes a copy, so the schemas the contract exports stay as they are; the error body stays
 * one component). Validation and serialisation use them as before.
 */
export function responsesOf(bound: Bound) {
  const statuses = [...new Set([...everyCall, ...bound.errors])].sort((a, b) => a - b);
  const errors = statuses.map((status) => {
    const description = errorMeaning[status]!(bound.access);
    const schema =
      status === 429 || status === 503
        ? errorBodySchema.meta({ description, headers: retryAfter })
        : errorBodySchema.describe(description);
    return [status, schema];
  });
  const success =
    bound.status === 302
      ? bound.schemas.response.meta({
          description: successMeaning[302],
          headers: { location: { type: "string", format: "uri", description: "The address to go to." } },
        })
      : bound.schemas.response.describe(bound.schemas.response.description ?? successMeaning[bound.status]);
  return { [bound.status]: success, ...Object.fromEntries(errors) };
}

/** A public call needs no token (`security: []`); the others need the bearer token, as their guard checks. */
export const securityOf = (guarded: boolean) => (guarded ? [{ bearer: [] }] : []);
