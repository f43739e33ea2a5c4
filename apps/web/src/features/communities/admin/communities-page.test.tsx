import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { api, asAdmin, invalid } from "../../admin/fixtures.ts";
import { makeCommunity } from "../fixtures.ts";
import { adminCommunityTexts } from "./texts.ts";

vi.mock("../../../lib/notify.ts", () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const t = adminCommunityTexts;
const chess = { ...makeCommunity({ id: 1, name: "Chess Club", acronym: "CHC", members_count: 4 }), posts_count: 2 };
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });

beforeEach(() => {
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:test/1", revokeObjectURL: () => {} }));
});

describe("/admin/communities", { timeout: 30_000 }, () => {
  it("lists each community with its acronym, members and posts, or says there are none", async () => {
    sessionStore.set(asAdmin());
    mockApi({ [`GET ${api("/communities")}`]: { body: { data: [chess] } } });
    const { unmount } = renderApp("/admin/communities");
    expect(await screen.findByText("CHC · 4 members · 2 posts")).toBeInTheDocument();
    unmount();
    mockApi({ [`GET ${api("/communities")}`]: { body: { data: [] } } });
    renderApp("/admin/communities");
    expect(await screen.findByText(t.none)).toBeInTheDocument();
  });

  it("creates one as multipart, with the chosen image previewed first; name and acronym are required", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/communities")}`]: { body: { data: [] } },
      [`POST ${api("/communities")}`]: { status: 201, body: { data: chess, message: "Community created." } },
    });
    const user = userEvent.setup();
    renderApp("/admin/communities");
    await user.click(await screen.findByRole("button", { name: t.new }));
    const dialog = await screen.findByRole("dialog", { name: t.createTitle });
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    expect(within(dialog).getByText("The name is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("The acronym is required.")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(t.name), "Chess Club");
    await user.type(within(dialog).getByLabelText(t.acronym), "CHC");
    await user.type(within(dialog).getByLabelText(t.about), "We play chess.");
    await user.upload(within(dialog).getByLabelText(t.image), png());
    expect(within(dialog).getByRole("img", { name: t.imagePreview })).toHaveAttribute("src", "blob:test/1");
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const form = calls.find((c) => c.method === "POST")?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([form.get("name"), form.get("acronym"), form.get("about")]).toEqual(["Chess Club", "CHC", "We play chess."]);
    expect((form.get("image") as File).name).toBe("logo.png");
  });

  it("refuses a file that is not an image before sending anything", async () => {
    sessionStore.set(asAdmin());
    mockApi({ [`GET ${api("/communities")}`]: { body: { data: [] } } });
    const user = userEvent.setup({ applyAccept: false });
    renderApp("/admin/communities");
    await user.click(await screen.findByRole("button", { name: t.new }));
    const dialog = await screen.findByRole("dialog");
    await user.upload(
      within(dialog).getByLabelText(t.image),
      new File(["x"], "notes.pdf", { type: "application/pdf" }),
    );
    expect(within(dialog).getByRole("alert")).toHaveTextContent(adminTexts.invalidImage);
  });

  it("edits one (PUT, no image unless a new one was chosen), with the server's 422 on its field", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/communities")}`]: { body: { data: [chess] } },
      [`PUT ${api("/communities/1")}`]: invalid("acronym", "That acronym is already taken."),
    });
    const user = userEvent.setup();
    renderApp("/admin/communities");
    await user.click(await screen.findByRole("button", { name: "Edit: Chess Club" }));
    const dialog = await screen.findByRole("dialog", { name: t.editTitle });
    expect(within(dialog).getByRole("img", { name: t.imageCurrent })).toHaveAttribute("src", chess.image);
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    expect(await within(dialog).findByText("That acronym is already taken.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.acronym)).toHaveAttribute("aria-invalid", "true");
    const form = calls.find((c) => c.method === "PUT")?.body as FormData;
    expect(form.get("name")).toBe("Chess Club");
    expect(form.has("image")).toBe(false);
  });

  it("deletes after a confirmation", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/communities")}`]: { body: { data: [chess] } },
      [`DELETE ${api("/communities/1")}`]: { body: { data: null, message: "Community deleted." } },
    });
    const user = userEvent.setup();
    renderApp("/admin/communities");
    await user.click(await screen.findByRole("button", { name: "Delete: Chess Club" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: adminTexts.delete }));
    await waitFor(() => expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1));
  });
});
