import type { UseQueryResult } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminTexts } from "../admin-ui-texts.ts";
import { QueryView } from "./query-view.tsx";

const settled = (data: string[], isPlaceholderData: boolean) =>
  ({ isPending: false, isError: false, isPlaceholderData, data }) as unknown as UseQueryResult<string[]>;

const view = (query: UseQueryResult<string[]>) =>
  render(
    <QueryView query={query} isEmpty={(d) => d.length === 0} empty="No users match">
      {(d) => <p>{d.join(", ")}</p>}
    </QueryView>,
  );

describe("QueryView", () => {
  it("says the list is empty only for an answer to the filters shown", () => {
    view(settled([], false));
    expect(screen.getByText("No users match")).toBeInTheDocument();
  });

  it("keeps loading while an empty answer of the last filters stands in for the new ones", () => {
    view(settled([], true));
    expect(screen.getByText(adminTexts.loading)).toBeInTheDocument();
    expect(screen.queryByText("No users match")).not.toBeInTheDocument();
  });

  it("keeps showing a non-empty answer of the last filters while the new one comes", () => {
    view(settled(["ada", "bola"], true));
    expect(screen.getByText("ada, bola")).toBeInTheDocument();
  });
});
