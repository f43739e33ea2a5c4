import type { Endpoint, Schemas } from "./endpoint.ts";

/** Error statuses a call may answer beyond those every call may (400, 401, 422, 429, 503). */
export type ErrorStatus = 403 | 404 | 409 | 413 | 415;

/** An endpoint with its schemas as values, for the server: validation, serialisation and OpenAPI come from them. */
export type Bound<S extends Schemas = Schemas> = Endpoint<S> & { readonly schemas: S; readonly errors: ErrorStatus[] };

/**
 * Gives an endpoint its schemas. They must be the very schemas its declaration names as types, so the web's view of a
 * call (types only) and the server's (values) cannot drift apart.
 */
export function bind<S extends Schemas>(e: Endpoint<S>, schemas: NoInfer<S>, errors: ErrorStatus[] = []): Bound<S> {
  return { ...e, schemas, errors };
}
