import { z } from "zod";

/** `{ data, message? }` for one thing or an action. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string().optional() });

/** `{ message }` for an action with nothing to return. */
export const messageEnvelope = z.object({ message: z.string() });
export type MessageEnvelope = z.infer<typeof messageEnvelope>;

/**
 * A page of a list (API.md): `page` starts at 1, the last page has `next_page_url: null`. `total_estimated: true` when
 * `total` is an estimate (a search with many matches: "about 63,000 results"); absent when it is exact.
 */
export const pageEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_estimated: z.literal(true).optional(),
    next_page_url: z.string().nullable(),
  });
export type Page<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  total_estimated?: true;
  next_page_url: string | null;
};
