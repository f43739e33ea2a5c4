import { useParams } from "../../lib/router/index.ts";

/** The `:id` of the URL as a positive whole number, or null (the page then says not found without asking). */
export function useRouteId(): number | null {
  const { id } = useParams();
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A 404 from the server (unknown, or not the caller's) reads as not found; anything else as a failed load. */
export const isNotFound = (err: unknown) => (err as { status?: number } | null)?.status === 404;
