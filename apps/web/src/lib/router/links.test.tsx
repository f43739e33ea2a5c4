import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { History } from "./history.ts";
import { Link, Navigate, NavLink, Router } from "./index.ts";
import { memoryHistory } from "./memory-history.ts";

const show = (history: History, ui: React.ReactNode, base = "/forum") =>
  render(
    <Router history={history} base={base}>
      {ui}
    </Router>,
  );

describe("Link", () => {
  it("is a real link under the base path, and a plain click pushes its address with its state", async () => {
    const history = memoryHistory("/forum/");
    show(
      history,
      <Link to="/post/7#comments" state={{ from: "/" }}>
        Post
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Post" });
    expect(link).toHaveAttribute("href", "/forum/post/7#comments");
    await userEvent.click(link);
    expect(history.place()).toMatchObject({ pathname: "/forum/post/7", hash: "#comments", state: { from: "/" } });
    expect(history.action()).toBe("PUSH");
  });

  it("leaves a modified or middle click to the browser (a new tab)", () => {
    const history = memoryHistory("/forum/");
    show(history, <Link to="/login">Login</Link>);
    const link = screen.getByRole("link", { name: "Login" });
    // The browser's turn comes after the app's: note whether the app held the click back, then stop the document load.
    const leftToBrowser: boolean[] = [];
    const browser = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener("click", browser);
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { button: 1 });
    window.removeEventListener("click", browser);
    expect(leftToBrowser).toEqual([true, true]);
    expect(history.place().pathname).toBe("/forum/");
  });

  it("replaces the entry when it leads where the app already is", async () => {
    const history = memoryHistory("/forum/communities");
    show(history, <Link to="/communities">Communities</Link>);
    await userEvent.click(screen.getByRole("link"));
    expect(history.action()).toBe("REPLACE");
    expect(history.entries()).toHaveLength(1);
  });
});

describe("NavLink", () => {
  it("marks its page current, and with `end` only its own page", () => {
    show(
      memoryHistory("/forum/admin/users/"),
      <>
        <NavLink to="/admin">Console</NavLink>
        <NavLink to="/admin" end>
          Dashboard
        </NavLink>
        <NavLink to="/admin/users">Users</NavLink>
        <NavLink to="/admin/user">Not users</NavLink>
        <NavLink to="/">Home</NavLink>
      </>,
    );
    const current = (name: string) => screen.getByRole("link", { name }).getAttribute("aria-current");
    expect([current("Console"), current("Dashboard"), current("Users"), current("Not users"), current("Home")]).toEqual(
      ["page", null, "page", null, null],
    );
  });
});

describe("Navigate", () => {
  it("redirects once it is shown, replacing the entry and passing its state", async () => {
    const history = memoryHistory("/forum/drafts");
    show(history, <Navigate to="/login" replace state={{ from: "/drafts" }} />);
    await act(async () => {});
    expect(history.entries()).toEqual([
      expect.objectContaining({ pathname: "/forum/login", state: { from: "/drafts" } }),
    ]);
    expect(history.action()).toBe("REPLACE");
  });
});
