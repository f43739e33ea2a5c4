import { useQuery } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../lib/session.ts";
import { Providers } from "./providers.tsx";

let calls = 0;
function Probe() {
  const q = useQuery({ queryKey: ["probe"], queryFn: async () => ++calls, staleTime: 60_000 });
  return <p>answer {q.data}</p>;
}

describe("Providers", () => {
  it("fetches again what was cached for someone else when the session changes", async () => {
    render(
      <Providers>
        <Probe />
      </Providers>,
    );
    expect(await screen.findByText("answer 1")).toBeInTheDocument();
    act(() =>
      sessionStore.set({ token: "t.e.st", user: { user_id: 7, sub: "7", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } }),
    );
    expect(await screen.findByText("answer 2")).toBeInTheDocument();
  });
});
