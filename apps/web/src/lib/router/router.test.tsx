import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazy, Suspense } from "react";
import { describe, expect, it } from "vitest";
import { Link, Route, Router, Switch, useNavigationPending } from "./index.ts";
import { memoryHistory } from "./memory-history.ts";

function Pending() {
  return useNavigationPending() ? <p role="progressbar" aria-label="Loading page" /> : null;
}

describe("moving to a page whose code is still downloading", () => {
  it("keeps the page being left on screen, says a page is loading, then shows the new one", async () => {
    let arrive: (module: { default: React.ComponentType }) => void = () => {};
    const Events = lazy(() => new Promise<{ default: React.ComponentType }>((resolve) => (arrive = resolve)));
    const history = memoryHistory("/forum/");
    render(
      <Router history={history} base="/forum">
        <Pending />
        <Suspense fallback={<p>Loading...</p>}>
          <Switch>
            <Route path="/">
              <Link to="/events">Events</Link>
            </Route>
            <Route path="/events">
              <Events />
            </Route>
          </Switch>
        </Suspense>
      </Router>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Events" }));
    expect(history.place().pathname).toBe("/forum/events");
    // The home page is still shown (not a spinner in its place), with the loading cue.
    expect(screen.getByRole("link", { name: "Events" })).toBeVisible();
    expect(screen.queryByText("Loading...")).toBeNull();
    expect(screen.getByRole("progressbar", { name: "Loading page" })).toBeInTheDocument();
    arrive({ default: () => <h1>Events</h1> });
    expect(await screen.findByRole("heading", { name: "Events" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Events" })).toBeNull();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
