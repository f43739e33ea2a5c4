import { adminRewardTasksApi, type rewardTaskIdParams } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { guardOf, mounter, routeSchema, urlOf } from "../../platform/endpoints.ts";
import { MAX_IMAGE_BYTES } from "../../platform/images.ts";
import type { MultipartLimits } from "../../platform/multipart.ts";
import { pageOf } from "../../platform/page.ts";
import type { AssignmentExport } from "./assignment-export.ts";
import type { RewardTasksAdminService } from "./reward-tasks-admin.service.ts";
import type { SubmissionReviewService } from "./submission-review.service.ts";
import type { TranslationItemsService } from "./translation-items-upload.service.ts";
import { ITEMS_FILE_MAX, itemsForm } from "./translation-items-upload.ts";

const KB = 1024;
/** The task form: its fields (64 KB of description HTML is up to 256 KB of UTF-8) and one logo. */
const taskForm: MultipartLimits = {
  fields: 24,
  fieldSize: 256 * KB,
  files: 1,
  fileSize: MAX_IMAGE_BYTES,
  total: MAX_IMAGE_BYTES + 768 * KB,
};

type Services = {
  tasks: RewardTasksAdminService;
  items: TranslationItemsService;
  review: SubmissionReviewService;
  exports: AssignmentExport;
};

/** Forum base, under /admin: admins only, checked before any body is read. */
export function rewardTasksAdminRoutes(app: FastifyInstance, s: Services) {
  const on = mounter(app, "admin");
  const api = adminRewardTasksApi;
  on(api.list, () => s.tasks.list());
  on(api.create, ({ body, user }) => s.tasks.create(body, user.id), { multipart: taskForm });
  on(api.update, ({ params, body, user }) => s.tasks.update(params.id, body, user.id), { multipart: taskForm });
  on(api.remove, ({ params, user }) => s.tasks.remove(params.id, user.id));
  on(api.createAssignment, ({ params, body, user }) => s.tasks.createAssignment(params.id, body, user.id));
  on(api.addItems, ({ params, request, user }) => s.items.add(params.id, request.itemsUpload ?? [], user.id), {
    multipart: itemsForm,
    bodyLimit: ITEMS_FILE_MAX,
    // Rows checked one by one here, so a refusal names its row (the schema alone would say `items.2.text`).
    preValidation: async (request) => {
      request.itemsUpload = await s.items.read((request.body ?? {}) as Record<string, unknown>);
      request.body = {};
    },
  });
  on(api.submissions, async (call) => pageOf(call, await s.review.page(call.query)));
  on(api.approve, ({ params, user }) => s.review.approve(params.id, user.id));
  on(api.reject, ({ params, body, user }) => s.review.reject(params.id, body.notes, user.id));

  // A ZIP, not JSON: mounted by hand (a stream, sent as is), with the contract's path, schema and admin check.
  const exportCall = adminRewardTasksApi.export;
  app.route({
    method: exportCall.method,
    url: urlOf(exportCall),
    schema: routeSchema("admin", exportCall),
    onRequest: guardOf(exportCall),
    handler: async (request, reply) => {
      const { id } = request.params as z.infer<typeof rewardTaskIdParams>;
      const zip = await s.exports.open(id);
      return reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="assignment-${id}-submissions.zip"`)
        .header("cache-control", "no-store")
        .send(zip);
    },
  });
}

declare module "fastify" {
  interface FastifyRequest {
    /** The rows of a bulk upload of items, checked before the handler. */
    itemsUpload?: import("./translation-items-upload.ts").TranslationItemInput[];
  }
}
