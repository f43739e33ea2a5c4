import { postFormTexts } from "@forum/contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import RichTextEditor from "./rich-text-editor.tsx";

const setup = (imagesFull: boolean, value = "") => {
  const onImages = vi.fn();
  const onChange = vi.fn();
  const view = render(
    <RichTextEditor
      value={value}
      onChange={onChange}
      label="Post content"
      onImages={onImages}
      imagesFull={imagesFull}
    />,
  );
  return { ...view, onImages, onChange };
};

describe("RichTextEditor (Quill)", () => {
  it("has the spec's toolbar, image included, each control named", () => {
    const { container } = setup(false);
    for (const name of ["bold", "italic", "underline", "list ordered", "list bullet", "link", postFormTexts.addImage]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    for (const kind of ["header", "font", "align"]) {
      expect(container.querySelector(`.ql-picker.ql-${kind} .ql-picker-label`)).toHaveAttribute("aria-label", kind);
    }
  });

  it("sends files from the image button to the image slots instead of the text", async () => {
    const { container, onImages, onChange } = setup(false);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: postFormTexts.addImage }));
    const input = container.querySelector<HTMLInputElement>("input.ql-image[type=file]");
    expect(input).not.toBeNull();
    const file = new File(["png"], "a.png", { type: "image/png" });
    await user.upload(input as HTMLInputElement, file);
    expect(onImages).toHaveBeenCalledWith([file]);
    expect(container.querySelector(".ql-editor img")).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("disables the image button and says why when all 4 slots are taken", () => {
    setup(true);
    const button = screen.getByRole("button", { name: `${postFormTexts.addImage} (${postFormTexts.imagesFull})` });
    expect(button).toBeDisabled();
  });

  it("keeps our stored images but drops foreign and inline-data ones from what it is given", () => {
    const { container } = setup(
      false,
      '<p>a</p><p><img src="/forum/uploads/0123456789abcdef0123456789abcdef.webp"></p><p><img src="https://tracker.example/p.gif"><img src="data:image/png;base64,AAAA"></p>',
    );
    const srcs = [...container.querySelectorAll(".ql-editor img")].map((i) => i.getAttribute("src"));
    expect(srcs).toEqual(["/forum/uploads/0123456789abcdef0123456789abcdef.webp"]);
  });
});
