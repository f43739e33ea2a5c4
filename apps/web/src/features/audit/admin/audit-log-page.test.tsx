import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { api, asAdmin, pageOf } from "../../admin/fixtures.ts";
import { makeAudit } from "./fixtures.ts";
import { adminAuditTexts } from "./texts.ts";

const t = adminAuditTexts;
const page = (url: string) => Number(new URL(url, "http://x").searchParams.get("page"));

describe("/admin/audit-log", { timeout: 30_000 }, () => {
  it("lists who did what to which, the note and when, and pages", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/audit-log")}`]: (_b, url) => ({
        body:
          page(url) === 1
            ? pageOf([makeAudit(1, { note: "Off topic" }), makeAudit(2, { actor: null, target_id: null })], 1, 2)
            : pageOf([makeAudit(3, { action: "user.suspend", target_type: "user", target_id: 9 })], 2, 2),
      }),
    });
    const user = userEvent.setup();
    renderApp("/admin/audit-log");
    const first = (await screen.findByText("post #41")).closest("li")!;
    expect(within(first).getByText("root")).toBeInTheDocument();
    expect(within(first).getByText("report.hide")).toBeInTheDocument();
    expect(within(first).getByText("Off topic")).toBeInTheDocument();
    // The exact moment on hover, written as the rest of the forum writes dates (lib/date-text.ts).
    expect(within(first).getByText("1 mins ago")).toHaveAttribute(
      "title",
      expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2} [AP]M$/),
    );
    const second = screen.getAllByRole("listitem").find((li) => li.textContent?.includes(t.gone))!;
    expect(within(second).getByText("post")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: adminTexts.next }));
    expect(await screen.findByText("user #9")).toBeInTheDocument();
    // The bell's own call comes when its chunk has loaded, before or after these: the audit log's last call is page 2.
    expect(page(calls.filter((c) => c.url.includes("/audit-log")).at(-1)!.url)).toBe(2);
  });

  it("says when nothing is recorded, and when it failed", async () => {
    sessionStore.set(asAdmin());
    mockApi({ [`GET ${api("/audit-log")}`]: { body: pageOf([]) } });
    const { unmount } = renderApp("/admin/audit-log");
    expect(await screen.findByText(t.none)).toBeInTheDocument();
    unmount();
    mockApi({ [`GET ${api("/audit-log")}`]: { status: 500, body: { message: "Down." } } });
    renderApp("/admin/audit-log");
    expect(await screen.findByRole("alert")).toHaveTextContent("Down.");
  });
});
