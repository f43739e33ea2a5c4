import { tagsApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import type { TagsService } from "./tags.service.ts";

/** Forum base: the home page's featured tags (core §2). */
export function tagsRoutes(app: FastifyInstance, { service }: { service: Pick<TagsService, "latest"> }) {
  const on = mounter(app, "posts");
  on(tagsApi.latest, () => service.latest());
}
