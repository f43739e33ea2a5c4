import { mathsCodeTexts } from "@forum/contract/texts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makePost, withReplies } from "../fixtures.ts";
import { replyHtml } from "../reply-html.ts";

const base = "/forum/api/v1/posts";

describe("the reply box's formula and code block buttons (issue 26)", () => {
  beforeAll(() => import("../routes/post-page.tsx"), 30_000);

  it("writes \\(  \\) at the caret and a fenced block in the chosen language, sent as a code block", async () => {
    sessionStore.set({
      token: "t.e.7",
      user: { user_id: 7, sub: "7", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 },
    });
    const post = makePost();
    const calls = mockApi({
      [`GET ${base}/${post.uuid}`]: { body: { data: withReplies(post, []) } },
      [`GET ${base}/${post.id}/similar`]: { body: { data: [] } },
      [`POST ${base}`]: { status: 201, body: { data: makePost({ id: 50 }), uuid: "x" } },
    });
    const user = userEvent.setup();
    renderApp(`/post/${post.uuid}`);
    await user.click(await screen.findByRole("button", { name: "Reply" }));
    const box = await screen.findByLabelText("Your reply");
    await user.type(box, "Area is ");
    await user.click(await screen.findByRole("button", { name: mathsCodeTexts.formula }));
    expect(box).toHaveFocus();
    await user.keyboard("\\pi r^2");
    expect(box).toHaveValue("Area is \\( \\pi r^2 \\)");
    await user.selectOptions(screen.getByRole("combobox", { name: mathsCodeTexts.codeLanguage }), "python");
    await user.click(box);
    await user.keyboard("{End}");
    await user.click(screen.getByRole("button", { name: mathsCodeTexts.codeBlock }));
    await user.keyboard("print(1 < 2)");
    expect(box).toHaveValue("Area is \\( \\pi r^2 \\)\n```python\nprint(1 < 2)\n```\n");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
        content: '<p>Area is \\( \\pi r^2 \\)</p><pre><code class="language-python">print(1 &lt; 2)</code></pre>',
      }),
    );
  });
});

describe("replyHtml", () => {
  it("keeps a paragraph a line, as before, and makes fenced blocks code blocks", () => {
    expect(replyHtml("a < b\n\n& c")).toBe("<p>a &lt; b</p><p>&amp; c</p>");
    expect(replyHtml("```js\nlet a;\n\n  b\n```\nafter")).toBe(
      '<pre><code class="language-js">let a;\n\n  b</code></pre><p>after</p>',
    );
    expect(replyHtml("```\nunclosed")).toBe('<pre><code class="language-plaintext">unclosed</code></pre>');
  });
});
