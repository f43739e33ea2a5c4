import { audioLimits, rewardTasksApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../../platform/endpoints.ts";
import type { MultipartLimits } from "../../../platform/multipart.ts";
import type { SubmissionsService } from "./submissions.service.ts";

const KB = 1024;
/**
 * The Submit Task form: the translation, the flags and one recording. The stream is cut 1 MB past the 5 MB rule, so
 * a recording a little over it is read whole and answered the spec's 422 ("Audio file must be less than 5MB"); only
 * a far larger body is cut off while streaming (413).
 */
export const taskSubmissionForm: MultipartLimits = {
  fields: 6,
  fieldSize: 64 * KB,
  files: 1,
  fileSize: audioLimits.maxBytes + 1024 * KB,
  total: audioLimits.maxBytes + 1024 * KB + 128 * KB,
};

/** Main base, signed in: the Submit Task form. */
export function submissionsRoutes(app: FastifyInstance, { service }: { service: SubmissionsService }) {
  const on = mounter(app, "reward-tasks");
  on(rewardTasksApi.submit, ({ user, params, body }) => service.submit(params.id, body, user), {
    multipart: taskSubmissionForm,
  });
}
