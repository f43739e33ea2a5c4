import { answersApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import type { AnswersService } from "./answers.service.ts";

/** Forum base, signed in: accept a reply as a question's answer, or take it back (throttled as every write). */
export function answersRoutes(app: FastifyInstance, { answers }: { answers: AnswersService }) {
  const on = mounter(app, "posts");
  on(answersApi.accept, ({ params, body, user }) => answers.accept(params.id, body.reply_uuid, user));
  on(answersApi.unaccept, ({ params, user }) => answers.unaccept(params.id, user));
}
