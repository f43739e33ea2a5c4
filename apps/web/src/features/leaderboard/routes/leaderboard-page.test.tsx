import { leaderboardPageTexts } from "@forum/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app.tsx";

describe("/leaderboard", () => {
  it("shows the fixed sample standings, says they are sample data, and calls nothing", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    renderApp("/leaderboard");
    expect(await screen.findByRole("heading", { level: 1, name: leaderboardPageTexts.title })).toBeInTheDocument();
    expect(screen.getByText(leaderboardPageTexts.sampleNote)).toBeInTheDocument();
    const rows = within(screen.getByRole("list", { name: leaderboardPageTexts.title })).getAllByRole("listitem");
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent("Rank 1Chinedu EzeUniversity of Lagos2,480Points");
    // The title is set in an effect, which React may flush after the commit that showed the heading.
    await waitFor(() => expect(document.title).toContain(leaderboardPageTexts.title));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
