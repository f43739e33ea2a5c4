import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { Route, Switch } from "../lib/router/index.ts";
import { preloadPageAt, routePage } from "./route-page.tsx";

const pageSaying = (text: string) => vi.fn(async () => ({ default: () => <p>{text}</p> }));

describe("route pages loaded before the first render", () => {
  it("fetches only the page the path shows, then renders it at once, with no fallback in between", async () => {
    const home = pageSaying("the feed");
    const post = pageSaying("a post");
    const admin = pageSaying("the console");
    const routes = (
      <Switch>
        <Route path="/">{routePage(home)}</Route>
        <Route path="/post/:id">{routePage(post)}</Route>
        <Route path="/admin" nest>
          {routePage(admin)}
        </Route>
      </Switch>
    );
    await preloadPageAt(routes, "/post/0b2c");
    expect(post).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
    await preloadPageAt(routes, "/admin/reports");
    expect(admin).toHaveBeenCalledTimes(1);

    const page = (routes.props.children as React.ReactElement<{ children: React.ReactElement }>[])[1]!.props.children;
    render(<Suspense fallback={<p>Loading...</p>}>{page}</Suspense>);
    // Synchronously there: a lazy page would show the fallback first.
    expect(screen.getByText("a post")).toBeInTheDocument();
    expect(screen.queryByText("Loading...")).toBeNull();
  });

  it("still renders a page that was not loaded first (later navigations), through Suspense", async () => {
    const events = pageSaying("the events");
    render(<Suspense fallback={<p>Loading...</p>}>{routePage(events)}</Suspense>);
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByText("the events")).toBeInTheDocument();
  });

  it("never fails or hangs the start: a chunk that cannot be fetched, or a path no route shows", async () => {
    const broken = vi.fn(() => Promise.reject(new Error("offline")));
    const slow = vi.fn(() => new Promise<never>(() => {}));
    const routes = (
      <Switch>
        <Route path="/">{routePage(broken)}</Route>
        <Route path="/slow">{routePage(slow)}</Route>
      </Switch>
    );
    await expect(preloadPageAt(routes, "/")).resolves.toBeUndefined();
    await expect(preloadPageAt(routes, "/nowhere")).resolves.toBeUndefined();
    await expect(preloadPageAt(routes, "/slow", 20)).resolves.toBeUndefined();
  });
});
