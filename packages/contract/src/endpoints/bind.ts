import type { Endpoint, Schemas } from "./endpoint.ts";

/** Error statuses a call may answer beyond those every call may (400, 401, 422, 429, 503). */
export type ErrorStatus = 403 | 404 | 409 | 413 | 415;

/** An endpoint with its schemas as values and its one-line summary, before its group names it. */
export type Described<S extends Schemas = Schemas> = Endpoint<S> & {
  readonly schemas: S;
  readonly errors: ErrorStatus[];
  /** What the call does, in a line (the OpenAPI operation's `summary`). */
  readonly summary: string;
};

/**
 * An endpoint with its schemas as values, for the server: validation, serialisation and OpenAPI come from them.
 * `operationId` is its group's name and its own (`postsList`), given by `operations`.
 */
export type Bound<S extends Schemas = Schemas> = Described<S> & { readonly operationId: string };

/**
 * Gives an endpoint its summary and schemas. They must be the very schemas its declaration names as types, so the
 * web's view of a call (types only) and the server's (values) cannot drift apart.
 */
export function bind<S extends Schemas>(
  e: Endpoint<S>,
  summary: string,
  schemas: NoInfer<S>,
  errors: ErrorStatus[] = [],
): Described<S> {
  return { ...e, schemas, errors, summary };
}

/**
 * Names a group of bound calls: each one's `operationId` is the group's name followed by its key (`posts` + `list`
 * is `postsList`), so ids are unique as long as group names are, and never drift from the keys the server mounts.
 */
export function operations<T extends Record<string, Described>>(
  group: string,
  calls: T,
): { [K in keyof T]: T[K] & { readonly operationId: string } } {
  const named = Object.entries(calls).map(([key, call]) => [
    key,
    { ...call, operationId: `${group}${key[0]!.toUpperCase()}${key.slice(1)}` },
  ]);
  return Object.fromEntries(named) as { [K in keyof T]: T[K] & { readonly operationId: string } };
}
