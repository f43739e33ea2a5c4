import { adminRewardTasksApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../../platform/endpoints.ts";
import type { ItemsService } from "./items.service.ts";
import { ITEMS_FILE_MAX, itemsForm } from "./items-upload.ts";

/** Forum base, under /admin (admins only): a bulk upload of an assignment's translation items (CSV or JSON). */
export function itemsRoutes(app: FastifyInstance, s: { items: ItemsService }) {
  const on = mounter(app, "admin");
  const api = adminRewardTasksApi;
  on(api.addItems, ({ params, request, user }) => s.items.add(params.id, request.itemsUpload ?? [], user.id), {
    multipart: itemsForm,
    bodyLimit: ITEMS_FILE_MAX,
    // Rows checked one by one here, so a refusal names its row (the schema alone would say `items.2.text`).
    preValidation: async (request) => {
      request.itemsUpload = await s.items.read((request.body ?? {}) as Record<string, unknown>);
      request.body = {};
    },
  });
}

declare module "fastify" {
  interface FastifyRequest {
    /** The rows of a bulk upload of items, checked before the handler. */
    itemsUpload?: import("./items-upload.ts").TranslationItemInput[];
  }
}
