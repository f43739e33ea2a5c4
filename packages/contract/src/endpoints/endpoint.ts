import type { z } from "zod";

export type Method = "GET" | "POST" | "PUT" | "DELETE";
/** API.md's two bases: forum `/forum/api/v1`, main `/api`. */
export type Base = "forum" | "main";
/** Who may call: anyone (a bad token is still a 401), a signed-in student, an admin. */
export type Access = "public" | "user" | "admin";

/**
 * The schemas of a call, as types only: what a path, query and body hold and what a success answers. Kept as types
 * so that the web app can call an endpoint without loading zod; the API binds the same schemas as values.
 */
export type Schemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};

/** One call of API.md: where it lives and who may make it. Its schemas ride along as a type (`S`). */
export type Endpoint<S extends Schemas = Schemas> = {
  readonly method: Method;
  readonly base: Base;
  /** The path under its base, with `:name` for each path parameter: `/posts/:id/toggle-like`. */
  readonly path: string;
  readonly access: Access;
  /** The success status (200 unless it creates: 201; the ad click redirects: 302). */
  readonly status: 200 | 201 | 302;
  /** Also takes a multipart form (FormData) instead of JSON. */
  readonly form?: true;
  /** Never set: carries `S` for the type checker. */
  readonly schemas?: S;
};

/**
 * Declares an endpoint: `endpoint<{ body: typeof pollVoteInput; response: typeof messageEnvelope }>()(...)`, with
 * the schemas imported as types (`import type`), so nothing of zod is loaded where the endpoint is used.
 */
export const endpoint =
  <S extends Schemas>() =>
  <F extends true | undefined = undefined>(
    method: Method,
    base: Base,
    path: string,
    access: Access,
    options: { status?: 200 | 201 | 302; form?: F } = {},
  ): Endpoint<S> & (F extends true ? { readonly form: true } : unknown) =>
    // `form` stays in the type as `true`, so `CallInput` lets a form endpoint's body be FormData.
    ({ method, base, path, access, status: options.status ?? 200, ...options }) as Endpoint<S> &
      (F extends true ? { readonly form: true } : unknown);

type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;
/** Nothing to send in that part of the call. */
type Nothing = Record<never, never>;
/**
 * What a client sends for a schema. zod's input type of a coerced or preprocessed field is `unknown` (it takes
 * anything and converts); a client should send what it converts to, so such fields take their output type. Fields
 * with a default stay optional.
 */
type Input<T> = T extends z.ZodType
  ? unknown extends z.input<T>
    ? Partial<z.output<T>>
    : z.input<T> extends object
      ? { [K in keyof z.input<T>]: unknown extends z.input<T>[K] ? OutputField<z.output<T>, K> : z.input<T>[K] }
      : z.input<T>
  : never;
type OutputField<O, K> = K extends keyof O ? O[K] : never;
type Output<T> = T extends z.ZodType ? z.output<T> : never;

/** What a client sends: the path parameters, the query and the body, as the schemas take them in. */
export type CallInput<E> = (SchemasOf<E>["params"] extends z.ZodType
  ? { params: Input<SchemasOf<E>["params"]> }
  : Nothing) &
  (SchemasOf<E>["query"] extends z.ZodType ? { query?: Input<SchemasOf<E>["query"]> } : Nothing) &
  (SchemasOf<E>["body"] extends z.ZodType
    ? { body: E extends { form: true } ? Input<SchemasOf<E>["body"]> | FormData : Input<SchemasOf<E>["body"]> }
    : Nothing);

/** What a success answers. */
export type CallResult<E> = Output<SchemasOf<E>["response"]>;

/** What a handler on the server receives, parsed by the schemas. */
export type ParsedParams<E> = Output<SchemasOf<E>["params"]>;
export type ParsedQuery<E> = Output<SchemasOf<E>["query"]>;
export type ParsedBody<E> = Output<SchemasOf<E>["body"]>;

/** The path with its parameters filled in (each encoded): `/posts/:id` with `{ id: 7 }` is `/posts/7`. */
export function pathOf(e: Endpoint, params: Record<string, unknown> = {}): string {
  return e.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${e.method} ${e.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A query as API.md writes it: a flag as `1`/`0`, a list as `name[]=a&name[]=b` (the feed's `category_ids[]`), and
 * nothing for an empty value. The server's `next_page_url`s are written with it.
 */
export function queryStringOf(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === "boolean") params.append(key, value ? "1" : "0");
    else if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else if (value !== undefined && value !== null && value !== "") params.append(key, String(value));
  }
  return params.toString();
}
