import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { MemoryRouter } from "../../../test/memory-router.tsx";
import { makePost } from "../fixtures.ts";
import { PostAuthor } from "./post-author.tsx";

const show = (element: ReactNode) => render(<MemoryRouter>{element}</MemoryRouter>);

describe("PostAuthor", () => {
  it("shows the server's author_name, linked to the author's profile", () => {
    show(<PostAuthor post={makePost({ author_name: "Ada Obi" })} avatar={32} />);
    expect(screen.getByRole("link", { name: "Ada Obi" })).toHaveAttribute("href", "/profile/7");
  });

  it("says Anonymous for an anonymous post, to its author too, and links no one", () => {
    // The server names the author to the author; the post still reads Anonymous (core §9).
    show(<PostAuthor post={makePost({ anonymous: true, is_author: true })} avatar={32} />);
    expect(screen.getByText("Anonymous")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("names the picture's link for screen readers only, and hides a repeated link from them", () => {
    show(
      <>
        <PostAuthor post={makePost()} avatar={44} pictureOnly />
        <PostAuthor post={makePost()} repeat />
      </>,
    );
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "ada" })).toContainElement(screen.getAllByText("ada")[0]!);
    const repeated = screen.getAllByText("ada")[1];
    expect(repeated).toHaveAttribute("aria-hidden", "true");
    expect(repeated).toHaveAttribute("tabindex", "-1");
  });

  it("names the author without a link where a list asks for none", () => {
    show(<PostAuthor post={makePost()} linked={false} />);
    expect(screen.getByText("ada")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
