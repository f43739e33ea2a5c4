import { adminMessages } from "@forum/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { asAdmin } from "../../admin/fixtures.ts";
import { adminAchieverTexts } from "./texts.ts";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const t = adminAchieverTexts;
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "winners.png", { type: "image/png" });
const active = "GET /forum/api/v1/achiever/active";

beforeEach(() => {
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:test/1", revokeObjectURL: () => {} }));
});

describe("/admin/achievers", { timeout: 30_000 }, () => {
  it("shows the current image (the public call), or says there is none", async () => {
    sessionStore.set(asAdmin());
    mockApi({ [active]: { body: { data: { image_path: "/forum/uploads/ach.webp" } } } });
    const { unmount } = renderApp("/admin/achievers");
    expect(await screen.findByRole("img", { name: t.currentAlt })).toHaveAttribute("src", "/forum/uploads/ach.webp");
    unmount();
    mockApi({ [active]: { body: { data: null } } });
    renderApp("/admin/achievers");
    expect(await screen.findByText(t.noCurrent)).toBeInTheDocument();
  });

  it("asks for a file, previews it, uploads it as multipart and shows the new image", async () => {
    sessionStore.set(asAdmin());
    let current: string | null = null;
    const calls = mockApi({
      [active]: () => ({ body: { data: current ? { image_path: current } : null } }),
      "POST /forum/api/v1/admin/achievers": () => {
        current = "/forum/uploads/new.webp";
        return {
          status: 201,
          body: { data: { id: 2, image: current, active: true }, message: adminMessages.achieversUpdated },
        };
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/achievers");
    await screen.findByText(t.noCurrent);
    await user.click(screen.getByRole("button", { name: t.upload }));
    expect(screen.getByRole("alert")).toHaveTextContent(t.required);
    await user.upload(screen.getByLabelText(t.choose), png());
    expect(screen.getByRole("img", { name: t.preview })).toHaveAttribute("src", "blob:test/1");
    await user.click(screen.getByRole("button", { name: t.upload }));
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith(adminMessages.achieversUpdated));
    const form = calls.find((c) => c.method === "POST")?.body as FormData;
    expect((form.get("image") as File).name).toBe("winners.png");
    expect(await screen.findByRole("img", { name: t.currentAlt })).toHaveAttribute("src", "/forum/uploads/new.webp");
    expect(screen.queryByRole("img", { name: t.preview })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a file", async () => {
    sessionStore.set(asAdmin());
    mockApi({
      [active]: { body: { data: null } },
      "POST /forum/api/v1/admin/achievers": { status: 415, body: { message: "That file is not an image we accept." } },
    });
    const user = userEvent.setup();
    renderApp("/admin/achievers");
    await user.upload(await screen.findByLabelText(t.choose), png());
    await user.click(screen.getByRole("button", { name: t.upload }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That file is not an image we accept.");
  });
});
