import {
  apiBases,
  type Bound,
  type CallResult,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
} from "@forum/contract";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
} from "fastify";
import { type AuthUser, requireAdmin, requireUser } from "./auth-guard.ts";
import type { MultipartLimits } from "./multipart.ts";
import { responsesOf, securityOf } from "./openapi-responses.ts";

export type Call<B extends Bound> = {
  /** The endpoint called (a page's `next_page_url` is built from it: platform/page.ts). */
  endpoint: B;
  params: ParsedParams<B>;
  query: ParsedQuery<B>;
  body: ParsedBody<B>;
  /** The signed-in caller, or null for a guest (public calls). */
  auth: AuthUser | null;
  /** The caller of a signed-in-only call (a guest never gets this far: 401 before the body is read). */
  user: AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * An answer already serialised by its endpoint's response schema (a guest's shared post page, kept as its bytes):
 * sent as it is (UTF-8 bytes, or a string), without parsing and serialising it again.
 */
export class SerializedAnswer {
  constructor(readonly json: string | Buffer) {}
}

export type MountOptions = {
  /** A multipart form, read within these limits (the endpoint says `form`). */
  multipart?: MultipartLimits;
  /** A body larger than the app's default (a post carries its images inline). */
  bodyLimit?: number;
  /** Turns the parsed form into the JSON body's shape before validation. */
  preValidation?: preValidationAsyncHookHandler;
  /**
   * Runs after the body is parsed and validated, before the handler, in the order given: limits that count by what
   * the body names (the auth abuse limits count tries per e-mail).
   */
  preHandler?: preHandlerAsyncHookHandler[];
};

/**
 * Registers one endpoint of the contract: its method and path under its base, its access check before the body is
 * read, its schemas for validation, serialisation and OpenAPI, and its success status. The handler gets the parsed
 * input and answers the success body; errors are thrown (AppError) and answered by the one error handler.
 */
export function mount<B extends Bound>(
  app: FastifyInstance,
  tag: string,
  bound: B,
  handler: (call: Call<B>) => Promise<CallResult<B> | SerializedAnswer> | CallResult<B>,
  options: MountOptions = {},
) {
  const guard = guardOf(bound);
  app.route({
    method: bound.method,
    url: urlOf(bound),
    schema: routeSchema(tag, bound),
    ...(guard ? { onRequest: guard } : {}),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: options.multipart ? { multipart: options.multipart } : {},
    handler: async (request, reply) => {
      const call = {
        endpoint: bound,
        params: request.params,
        query: request.query,
        body: request.body,
        auth: request.auth,
        get user() {
          if (!request.auth) throw new Error(`${bound.method} ${bound.path}: no caller on a ${bound.access} call`);
          return request.auth;
        },
        request,
        reply,
      } as Call<B>;
      const answer = await handler(call);
      if (answer instanceof SerializedAnswer) {
        return reply.status(bound.status).type("application/json; charset=utf-8").send(answer.json);
      }
      return reply.status(bound.status).send(answer);
    },
  });
}

/** The access check of a call, from who may make it: run before the body is read. */
export const guardOf = (bound: Bound) =>
  bound.access === "admin" ? requireAdmin : bound.access === "user" ? requireUser : undefined;

/** The call's full path: its base and its path (`/forum/api/v1` + `/posts/:id`). */
export const urlOf = (bound: Bound) => `${apiBases[bound.base]}${bound.path}`;

/**
 * The route schema of a call: its input schemas (validation), its responses (serialisation), and what the OpenAPI
 * document says of it (summary, operationId, tag, security as its guard has it). Calls mounted by hand (a ZIP, a
 * redirect) use it too, so they are documented like the rest.
 */
export function routeSchema(tag: string, bound: Bound) {
  const { params, query, body } = bound.schemas;
  return {
    tags: [tag],
    summary: bound.summary,
    operationId: bound.operationId,
    ...(bound.access === "public" ? { description: publicNote } : {}),
    security: securityOf(guardOf(bound) !== undefined),
    ...(params ? { params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(body ? { body } : {}),
    ...(bound.form ? { consumes: ["application/json", "multipart/form-data"] } : {}),
    response: responsesOf(bound),
  };
}

const publicNote =
  "Public: a guest may call it. A token, when sent, is still checked (a bad one is 401) and may tailor the answer " +
  "to the caller.";

/** `mount` with a module's OpenAPI tag filled in: `const on = mounter(app, "polls"); on(pollsApi.vote, ...)`. */
export const mounter =
  (app: FastifyInstance, tag: string) =>
  <B extends Bound>(
    bound: B,
    handler: (call: Call<B>) => Promise<CallResult<B> | SerializedAnswer> | CallResult<B>,
    options?: MountOptions,
  ) =>
    mount(app, tag, bound, handler, options);
