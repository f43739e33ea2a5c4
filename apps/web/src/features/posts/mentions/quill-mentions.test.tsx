import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import Quill from "quill";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/render-app.tsx";
import RichTextEditor from "../components/rich-text-editor.tsx";

const person = (user_id: number, username: string) => ({
  user_id,
  meta: { username, first_name: "Ada", last_name: null, profile_image: null },
});

describe("@mention suggestions in the rich-text editor", () => {
  // jsdom lays nothing out: the caret's box (where the list goes) is made up.
  const hadBox = "getBoundingClientRect" in Range.prototype;
  beforeAll(() => {
    if (!hadBox) Range.prototype.getBoundingClientRect = () => new DOMRect(10, 10, 100, 20);
  });
  afterAll(() => {
    if (!hadBox) delete (Range.prototype as Partial<Range>).getBoundingClientRect;
  });

  it("follow the caret; Enter picks instead of starting a new line, Escape closes", async () => {
    mockApi({ "GET /forum/api/v1/users/suggest": { body: { data: [person(2, "ada_o"), person(3, "adaeze")] } } });
    const onChange = vi.fn();
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <RichTextEditor value="" onChange={onChange} label="Post content" onImages={() => {}} imagesFull={false} />
      </QueryClientProvider>,
    );
    const root = screen.getByRole("textbox", { name: "Post content" });
    const quill = Quill.find(container.querySelector(".ql-container")!) as Quill;
    act(() => {
      quill.focus();
      quill.insertText(0, "Ask @ad", "user");
      quill.setSelection(7, 0, "user");
    });
    const list = await screen.findByRole("listbox", { name: "Students to mention" });
    expect(root).toHaveAttribute("aria-activedescendant", within(list).getAllByRole("option")[0]!.id);
    fireEvent.keyDown(root, { key: "ArrowDown" });
    fireEvent.keyDown(root, { key: "Enter" });
    expect(quill.getText()).toBe("Ask @adaeze \n");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();

    act(() => {
      quill.insertText(12, "and @ad", "user");
      quill.setSelection(19, 0, "user");
    });
    await screen.findByRole("listbox");
    fireEvent.keyDown(root, { key: "Escape" });
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(quill.getText()).toBe("Ask @adaeze and @ad\n");
  });
});
