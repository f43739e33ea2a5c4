import { describe, expect, it } from "vitest";
import { linkMentions, mentionCandidates, unwrapMentions } from "./mentions.ts";
import { renderRich } from "./rich-content.ts";

const ada = { username: "Ada.O", id: 4 };
const link = (name: string, id = 4) => `<a href="https://f.test/forum/profile/${id}" class="mention">@${name}</a>`;

describe("@mentions in sanitised HTML", () => {
  it("names the candidates once, lower-cased, with and without a sentence's last dot", () => {
    expect(mentionCandidates("<p>@Ada.O. and @ada.o, x@bola.com @@chidi /@dayo</p>")).toEqual(["ada.o.", "ada.o"]);
    expect(mentionCandidates("<pre>@ada</pre><code>@ada</code><a href='x'>@ada</a><math>@ada</math>")).toEqual([]);
  });

  it("links known students as written, leaving the sentence's dot outside the link", () => {
    const html = linkMentions("<p>Thanks @ada.o. And @ADA.O!</p>", [ada], "https://f.test/forum/profile/", 1_000);
    expect(html).toBe(`<p>Thanks ${link("ada.o")}. And ${link("ADA.O")}!</p>`);
  });

  it("stays within the stored content's bound: past it, mentions stay text", () => {
    const html = "<p>@ada.o @ada.o</p>";
    const room = html.length + link("ada.o").length - "@ada.o".length;
    expect(linkMentions(html, [ada], "https://f.test/forum/profile/", room)).toBe(`<p>${link("ada.o")} @ada.o</p>`);
  });

  it("turns stored mention links back into text before they are resolved again", () => {
    const edited = '<p><a href="https://other.test/forum/profile/4" target="_blank" rel="noopener">@ada.o</a></p>';
    expect(unwrapMentions(edited)).toBe("<p>@ada.o</p>");
    const plain = '<p><a href="https://example.com/profile/4">my profile</a></p>';
    expect(unwrapMentions(plain)).toBe(plain);
  });

  it("never finds a mention in a formula, typed or rendered", () => {
    const typed = "<p>See \\(\\text{@ada.o}\\) and @ada.o</p>";
    expect(mentionCandidates(typed)).toEqual(["ada.o"]);
    expect(mentionCandidates("<p>\\(\\text{@bola}\\) $$@chidi$$ @dayo</p>")).toEqual(["dayo"]);
    const rendered = renderRich(typed, 64_000);
    expect(rendered).toContain('class="katex"');
    const linked = linkMentions(rendered, [ada], "https://f.test/forum/profile/", 64_000);
    expect(linked.split('class="mention"').length - 1).toBe(1);
    expect(linked).toContain(` and ${link("ada.o")}</p>`);
  });
});
