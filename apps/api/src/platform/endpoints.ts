import {
  apiBases,
  type Bound,
  type CallResult,
  errorBodySchema,
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

/** What every call may answer besides its own: a broken request, no or a bad token, bad input, too many, a DB outage. */
const everyCall = [400, 401, 422, 429, 503] as const;

export type Call<B extends Bound> = {
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
  handler: (call: Call<B>) => Promise<CallResult<B>> | CallResult<B>,
  options: MountOptions = {},
) {
  const { params, query, body, response } = bound.schemas;
  const errors = Object.fromEntries([...everyCall, ...bound.errors].map((status) => [status, errorBodySchema]));
  const guard = bound.access === "admin" ? requireAdmin : bound.access === "user" ? requireUser : undefined;
  app.route({
    method: bound.method,
    url: `${apiBases[bound.base]}${bound.path}`,
    schema: {
      tags: [tag],
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      ...(bound.form ? { consumes: ["application/json", "multipart/form-data"] } : {}),
      response: { [bound.status]: response, ...errors },
    },
    ...(guard ? { onRequest: guard } : {}),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: options.multipart ? { multipart: options.multipart } : {},
    handler: async (request, reply) => {
      const call = {
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
      return reply.status(bound.status).send(answer);
    },
  });
}

/** `mount` with a module's OpenAPI tag filled in: `const on = mounter(app, "polls"); on(pollsApi.vote, ...)`. */
export const mounter =
  (app: FastifyInstance, tag: string) =>
  <B extends Bound>(
    bound: B,
    handler: (call: Call<B>) => Promise<CallResult<B>> | CallResult<B>,
    options?: MountOptions,
  ) =>
    mount(app, tag, bound, handler, options);
