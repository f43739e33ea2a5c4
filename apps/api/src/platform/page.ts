import type { Page } from "@forum/contract";

/**
 * A page of a list as API.md answers it: `page` from 1, `last_page` at least 1, `next_page_url` null on the last page
 * (and past it, where `data` is empty). `nextUrl` builds the address of page `page + 1` from the caller's own query,
 * so a client can follow it as is.
 */
export function pageOf<T>(
  data: T[],
  at: { page: number; perPage: number; total: number },
  nextUrl: (nextPage: number) => string,
): Page<T> {
  const lastPage = Math.max(1, Math.ceil(at.total / at.perPage));
  return {
    data,
    current_page: at.page,
    last_page: lastPage,
    per_page: at.perPage,
    total: at.total,
    next_page_url: at.page < lastPage ? nextUrl(at.page + 1) : null,
  };
}
