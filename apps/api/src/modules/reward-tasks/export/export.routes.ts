import { adminRewardTasksApi, type rewardTaskIdParams } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { guardOf, routeSchema, urlOf } from "../../../platform/endpoints.ts";
import type { ExportService } from "./export.service.ts";

/** Forum base, under /admin (admins only): an assignment's approved submissions as a dataset (a ZIP). */
export function exportRoutes(app: FastifyInstance, s: { exports: ExportService }) {
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
