import { z } from "zod";

/** `GET /tags/latest`: the featured tags, most used first, in the spelling students typed. */
export const featuredTagsResponse = z.object({ data: z.array(z.string()) });
