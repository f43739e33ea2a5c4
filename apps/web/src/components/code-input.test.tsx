import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { CodeInput } from "./code-input.tsx";

function Harness({ length }: { length: number }) {
  const [value, setValue] = useState("");
  return (
    <>
      <CodeInput length={length} value={value} onChange={setValue} label="Code" />
      <output data-testid="value">{value}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole("textbox") as HTMLInputElement[];

describe("CodeInput", () => {
  it("labels each box and asks for the numeric keyboard", () => {
    render(<Harness length={6} />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText("Digit 1 of 6")).toHaveAttribute("inputmode", "numeric");
    expect(screen.getByLabelText("Digit 6 of 6")).toBeInTheDocument();
  });

  it("advances on typing, ignores letters and goes back on Backspace", async () => {
    const user = userEvent.setup();
    render(<Harness length={6} />);
    await user.click(boxes()[0]!);
    await user.keyboard("1a2");
    expect(screen.getByTestId("value")).toHaveTextContent("12");
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard("{Backspace}");
    expect(boxes()[1]).toHaveFocus();
    expect(screen.getByTestId("value")).toHaveTextContent(/^1$/);
  });

  it("fills every box when a whole code is pasted into one", async () => {
    const user = userEvent.setup();
    render(<Harness length={6} />);
    await user.click(boxes()[2]!);
    await user.paste("493017");
    expect(boxes().map((b) => b.value)).toEqual(["4", "9", "3", "0", "1", "7"]);
    expect(boxes()[5]).toHaveFocus();
  });

  it("fills four boxes from exactly four pasted digits and ignores anything else", async () => {
    const user = userEvent.setup();
    render(<Harness length={4} />);
    await user.click(boxes()[0]!);
    await user.paste("12345");
    expect(screen.getByTestId("value")).toHaveTextContent(/^$/);
    await user.paste(" 8642 ");
    expect(boxes().map((b) => b.value)).toEqual(["8", "6", "4", "2"]);
  });
});
