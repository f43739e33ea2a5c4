import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ResendCode } from "./resend-code.tsx";

describe("ResendCode", () => {
  it("counts down from 0:24, then offers a working Resend code button that restarts the clock", async () => {
    vi.useFakeTimers();
    const resend = vi.fn().mockResolvedValue({ message: "A new code is on its way." });
    render(<ResendCode resend={resend} busy={false} onError={() => {}} />);
    expect(screen.getByText(/Resend code in/)).toHaveTextContent("Resend code in 0:24");
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText(/Resend code in/)).toHaveTextContent("0:14");
    expect(screen.queryByRole("button")).toBeNull();
    act(() => vi.advanceTimersByTime(14_000));
    const button = screen.getByRole("button", { name: "Resend code" });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(resend).toHaveBeenCalledOnce();
    expect(screen.getByText(/Resend code in/)).toHaveTextContent("0:24");
  });

  it("reports a failed re-send", async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const resend = vi.fn().mockRejectedValue("Too many attempts. Please wait a moment and try again.");
    render(<ResendCode resend={resend} busy={false} onError={onError} />);
    act(() => vi.advanceTimersByTime(24_000));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Resend code" }));
    });
    expect(onError).toHaveBeenCalledWith("Too many attempts. Please wait a moment and try again.");
    expect(screen.getByRole("button", { name: "Resend code" })).toBeInTheDocument();
  });
});
