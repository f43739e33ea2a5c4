import { z } from "zod";

export * from "./error-codes.ts";

/** API.md error body: a message and either a code string or a field map of messages. */
export const errorBodySchema = z.object({
  message: z.string(),
  error: z.union([z.string(), z.record(z.string(), z.array(z.string()))]),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
