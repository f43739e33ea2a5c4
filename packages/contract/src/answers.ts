import { z } from "zod";
import { answerMessages } from "./answer-texts.ts";
import { answers } from "./endpoints/answers.ts";
import { bind, operations } from "./endpoints/bind.ts";
import { dataEnvelope } from "./envelopes.ts";
import { postParams, postSchema } from "./posts.ts";

/** `POST /posts/{id}/accept`: which direct reply becomes the answer. */
export const acceptInput = z.object({ reply_uuid: z.string().uuid({ error: answerMessages.notAReply }) });
export const acceptResponse = z.object({ data: postSchema, message: z.string() });
export const unacceptResponse = dataEnvelope(postSchema);

/** The accept calls with their schemas (the server registers them; the web calls `answers`). */
export const answersApi = operations("answers", {
  accept: bind(
    answers.accept,
    "Accept a reply as the question's answer",
    { params: postParams, body: acceptInput, response: acceptResponse },
    [403, 404],
  ),
  unaccept: bind(
    answers.unaccept,
    "Take back a question's accepted answer",
    { params: postParams, response: unacceptResponse },
    [403, 404],
  ),
});
