import { act, render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  Route,
  Router,
  Switch,
  useLocation,
  useNavigate,
  useNavigationType,
  usePageLeave,
  useParams,
  useSearchParams,
} from "./index.ts";
import { memoryHistory } from "./memory-history.ts";

type Seen = {
  location: ReturnType<typeof useLocation>;
  action: string;
  navigate: ReturnType<typeof useNavigate>;
  search: ReturnType<typeof useSearchParams>;
  params: Record<string, string | undefined>;
};

function Probe({ into }: { into: Seen }) {
  Object.assign(into, {
    location: useLocation(),
    action: useNavigationType(),
    navigate: useNavigate(),
    search: useSearchParams(),
    params: useParams(),
  });
  return null;
}

function Leaver({ onLeave }: { onLeave: () => void }) {
  usePageLeave(onLeave);
  return null;
}

/** Renders the hooks under a router at `href` (base /forum) and hands back what they returned last. */
function renderHooks(href: string, pattern: string | RegExp = "/:page?") {
  const seen = {} as Seen;
  const history = memoryHistory(href, { from: "/x" });
  render(
    <Router history={history} base="/forum">
      <Switch>
        <Route path={pattern}>
          <Probe into={seen} />
        </Route>
      </Switch>
    </Router>,
  );
  return { seen, history };
}

describe("router hooks", () => {
  it("read the address without the base path, its state, and the route's parameters", () => {
    const { seen } = renderHooks("/forum/post/7?tag=exams#comments", "/post/:id");
    expect(seen.location).toMatchObject({
      pathname: "/post/7",
      search: "?tag=exams",
      hash: "#comments",
      key: "default",
    });
    expect(seen.location.state).toEqual({ from: "/x" });
    expect(seen.params.id).toBe("7");
    expect(seen.search[0].get("tag")).toBe("exams");
    expect(seen.action).toBe("POP");
  });

  it("take the base path off only as a whole segment", () => {
    expect(renderHooks("/forum").seen.location.pathname).toBe("/");
    // Outside the base path wouter matches nothing by name (its path starts "~"): a pattern for any path.
    expect(renderHooks("/forums/x", /.*/).seen.location.pathname).toBe("/forums/x");
  });

  it("navigate pushes or replaces under the base path, and -1 goes back (POP) to the entry's own key and state", () => {
    const { seen, history } = renderHooks("/forum/");
    act(() => seen.navigate("/login", { state: { from: "/" } }));
    expect(seen.location).toMatchObject({ pathname: "/login", state: { from: "/" } });
    expect(seen.action).toBe("PUSH");
    act(() => seen.navigate("/signup", { replace: true }));
    expect(seen.action).toBe("REPLACE");
    expect(history.entries().map((e) => e.pathname)).toEqual(["/forum/", "/forum/signup"]);
    act(() => seen.navigate(-1));
    expect(seen.location).toMatchObject({ pathname: "/", key: "default", state: { from: "/x" } });
    expect(seen.action).toBe("POP");
  });

  it("setSearchParams keeps the path, takes an updater, and can replace", () => {
    const { seen, history } = renderHooks("/forum/?tag=exams#top");
    act(() =>
      seen.search[1]((current) => {
        const next = new URLSearchParams(current);
        next.set("recent", "1");
        return next;
      }),
    );
    expect(seen.location).toMatchObject({ pathname: "/", search: "?tag=exams&recent=1", hash: "" });
    expect(seen.action).toBe("PUSH");
    act(() => seen.search[1]({}, { replace: true }));
    expect(seen.location.search).toBe("");
    expect(history.entries()).toHaveLength(2);
  });

  it("usePageLeave tells of a move to another path as the address changes, not of a new query or hash", () => {
    const history = memoryHistory("/forum/leaderboard");
    const left = vi.fn();
    render(
      <Router history={history} base="/forum">
        <Leaver onLeave={left} />
      </Router>,
    );
    act(() => history.push("/forum/leaderboard?week=2#top"));
    expect(left).not.toHaveBeenCalled();
    history.push("/forum/login"); // told at once, not when the router next renders
    expect(left).toHaveBeenCalledTimes(1);
    act(() => history.go(-1));
    expect(left).toHaveBeenCalledTimes(2);
  });
});
