import { apiBases, type Endpoint, type Page, pathOf, queryStringOf } from "@forum/contract";

/** What a service answers for a page of a list: the page's items and how many the whole list holds. */
export type PageRows<T> = {
  data: T[];
  total: number;
  /** `total` is the planner's estimate (a search with many matches): answered as `total_estimated: true`. */
  totalEstimated?: boolean;
  /** How many of `total` paging can reach, when fewer (a search by relevance ranks only its best candidates). */
  reachable?: number;
};

/**
 * A list query's paging, as every paged endpoint's query has it. Repositories take it as their last two arguments,
 * `page, perPage`, and skip `(page - 1) * perPage` rows.
 */
export type Paging = { page: number; per_page: number };

/**
 * The call a page answers: its endpoint (base and path, from packages/contract), its path parameters, its parsed
 * query and the request's origin (request-origin.ts). A mounted route's `call` is one.
 */
export type PageCall = {
  endpoint: Endpoint;
  params?: unknown;
  query: Paging & Record<string, unknown>;
  request: { origin: string };
};

/**
 * A page of a list as API.md answers it: `page` from 1, `last_page` at least 1, `next_page_url` null on the last page
 * (and past it, where `data` is empty). The next page's address is the call's own (its origin, base, path and query,
 * its page one further), so a client can follow it as is. The pages are those that hold results: up to `reachable`
 * when given; with an estimated total that paging reaches whole, the page itself says where they end (a full page may
 * have a next, a short one is the last).
 */
export function pageOf<T>(call: PageCall, rows: PageRows<T>): Page<T> {
  const { page, per_page: perPage } = call.query;
  let lastPage = Math.max(1, Math.ceil(Math.min(rows.total, rows.reachable ?? rows.total) / perPage));
  if (rows.totalEstimated && rows.reachable === undefined) {
    if (rows.data.length === perPage) lastPage = Math.max(lastPage, page + 1);
    else lastPage = rows.data.length > 0 ? page : Math.max(1, Math.min(lastPage, page - 1));
  }
  return {
    data: rows.data,
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total: rows.total,
    ...(rows.totalEstimated ? { total_estimated: true } : {}),
    next_page_url: page < lastPage ? pageUrl(call, page + 1) : null,
  };
}

/** Page `page` of the call's list: the other filters first, in the query's order, then `page` and `per_page`. */
function pageUrl({ endpoint, params, query, request }: PageCall, page: number): string {
  const { page: _page, per_page: perPage, ...filters } = query;
  const path = pathOf(endpoint, (params ?? {}) as Record<string, unknown>);
  return `${request.origin}${apiBases[endpoint.base]}${path}?${queryStringOf({ ...filters, page, per_page: perPage })}`;
}
