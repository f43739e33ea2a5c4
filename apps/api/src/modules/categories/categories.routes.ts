import { categoryRef, limits } from "@forum/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CategoriesRepository } from "./categories.repository.ts";

const query = z.object({
  search: z.string().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(limits.categorySearchLimit),
});

/** Forum base: the category picker's search (core §7). */
export const categoriesRoutes: FastifyPluginAsyncZod<{ repo: CategoriesRepository }> = async (app, { repo }) => {
  app.get(
    "/categories",
    { schema: { tags: ["posts"], querystring: query, response: { 200: z.object({ data: z.array(categoryRef) }) } } },
    async (req) => ({ data: await repo.search(req.query.search, req.query.limit) }),
  );
};
