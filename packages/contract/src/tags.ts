import { z } from "zod";
import { bind, operations } from "./endpoints/bind.ts";
import { tags } from "./endpoints/tags.ts";

/** `GET /tags/latest`: the featured tags, most used first, in the spelling students typed. */
export const featuredTagsResponse = z.object({ data: z.array(z.string()) });

export const tagsApi = operations("tags", {
  latest: bind(tags.latest, "The latest featured tags", { response: featuredTagsResponse }),
});
