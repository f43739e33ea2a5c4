import { afterEach, describe, expect, it } from "vitest";
import { browserHistory } from "./history.ts";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("browserHistory", () => {
  it("starts as a fresh load does: the key 'default', no state, a POP", () => {
    window.history.replaceState(null, "", "/forum/post/1?x=1#c");
    const history = browserHistory();
    expect(history.place()).toEqual({
      pathname: "/forum/post/1",
      search: "?x=1",
      hash: "#c",
      state: undefined,
      key: "default",
    });
    expect(history.action()).toBe("POP");
  });

  it("keeps state and a fresh key in the entry as { usr, key }, the shape React Router wrote", () => {
    const history = browserHistory();
    const changes: string[] = [];
    history.subscribe(() => changes.push(history.place().pathname));
    history.push("/forum/login", { state: { from: "/forum" } });
    expect(window.location.pathname).toBe("/forum/login");
    expect(window.history.state).toEqual({ usr: { from: "/forum" }, key: history.place().key });
    expect(history.place().state).toEqual({ from: "/forum" });
    expect(history.action()).toBe("PUSH");
    history.push("/forum/signup", { replace: true });
    expect(history.action()).toBe("REPLACE");
    expect(changes).toEqual(["/forum/login", "/forum/signup"]);
  });

  it("reads Back and Forward (popstate) as POP, with the entry's own key", () => {
    const history = browserHistory();
    const first = history.place();
    history.push("/forum/communities");
    window.history.replaceState({ usr: null, key: "k1" }, "", "/forum/");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(history.action()).toBe("POP");
    expect(history.place()).not.toBe(first);
    expect(history.place().key).toBe("k1");
  });
});
