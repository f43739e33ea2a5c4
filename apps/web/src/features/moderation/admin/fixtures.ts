import type { ReportRow } from "@forum/contract";
import { makePost } from "../../posts/fixtures.ts";

/** A row of the console's report queue, as the server answers it, with overrides. */
export function makeReport(id: number, overrides: Partial<ReportRow> = {}): ReportRow {
  return {
    post: makePost({ id, title: `Reported post ${id}`, content: `<p>Offending text ${id}</p>` }),
    reasons: [
      { id: 1, name: "Spam", count: 3 },
      { id: 2, name: "Harassment", count: 1 },
    ],
    reporters_count: 4,
    reporters_accounts: 4,
    first_reported_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    status: "open",
    resolution: null,
    ...overrides,
  };
}
