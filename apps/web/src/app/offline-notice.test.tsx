import { offlineTexts } from "@forum/contract/texts";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderApp } from "../test/render-app.tsx";
import { OfflineNotice } from "./offline-notice.tsx";

/** Sets what navigator.onLine says and tells the window, as the browser does when the connection drops or returns. */
function connection(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? "online" : "offline")));
}

describe("the offline notice", () => {
  it("shows while the browser is offline and goes when the connection is back", () => {
    render(<OfflineNotice />);
    const status = screen.getByRole("status", { name: "Connection" });
    expect(status).toBeEmptyDOMElement();
    connection(false);
    expect(status).toHaveTextContent(offlineTexts.notice);
    expect(status).toHaveTextContent(offlineTexts.noticeDetail);
    connection(true);
    expect(status).toBeEmptyDOMElement();
  });

  it("is shown at once on a page opened offline, inside the page under the navigation bar", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    mockApi({});
    renderApp("/");
    const notice = await screen.findByText(offlineTexts.notice);
    expect(notice.closest("main")).not.toBeNull();
    expect(notice.closest("[role=status]")).not.toBeNull();
  });
});
