import { profileMessages, profileDialogTexts as t } from "@forum/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { notify } from "../../../lib/notify.ts";
import { sessionStore } from "../../../lib/session.ts";
import { holdCalls } from "../../../test/hold-calls.ts";
import { mockApi, profileOf, renderApp } from "../../../test/render-app.tsx";

// jsdom loads no images and has no canvas: the cropper reports a fixed square at once, and the JPEG export is a stub
// each test decides on.
vi.mock("react-easy-crop", () => ({
  default: ({ onCropComplete }: { onCropComplete: (a: unknown, p: unknown) => void }) => {
    // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the real one does when its image has loaded
    useEffect(() => onCropComplete({}, { x: 0, y: 0, width: 300, height: 300 }), []);
    return <div data-testid="cropper" />;
  },
}));
const crop = vi.hoisted(() => ({ toJpeg: vi.fn() }));
vi.mock("../crop-image.ts", async (original) => ({
  ...(await original<typeof import("../crop-image.ts")>()),
  cropToJpeg: crop.toJpeg,
}));

const page = { data: [], current_page: 1, last_page: 1, per_page: 20, total: 0, next_page_url: null };
const stats = { likes_received: 0, likes_given: 0, comments_received: 0, posts_shared: 0, points: 0, total_points: 0 };

beforeEach(() => {
  sessionStore.set({
    token: "t.e.st",
    user: { sub: "5", ver: 1, iat: 0, exp: 4e9, ...profileOf(5) },
  });
  let n = 0;
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => `blob:test/${++n}`, revokeObjectURL: () => {} }));
});

function serve(update: (body: unknown) => { status?: number; body?: unknown }) {
  return mockApi({
    "GET /api/v2/profile/me": { body: { data: profileOf(5) } },
    "GET /forum/api/v1/user/stats": { body: { data: stats } },
    "GET /forum/api/v1/posts": { body: page },
    "GET /forum/api/v1/communities": { body: { data: [] } },
    "POST /api/user/update-profile": update,
  });
}

async function openDialog(options?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(options);
  renderApp("/profile/5");
  await user.click(await screen.findByRole("button", { name: t.changePicture }));
  return { user, dialog: await screen.findByRole("dialog", { name: t.title }) };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", { type: "image/png" });

describe("Update Profile Details", () => {
  it("sends names, tag and about as multipart with _method=PUT; the nav bar avatar changes at once", async () => {
    const saved = { ...profileOf(5), status: "Maths", meta: { ...profileOf(5).meta, profile_image: "/new.webp" } };
    let release: () => void = () => {};
    const calls = serve(() => ({ body: { data: saved, message: profileMessages.updated } }));
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByLabelText(t.email)).toHaveAttribute("readonly");
    expect(within(dialog).getByLabelText(t.email)).toHaveValue("ada@uni.edu");
    await user.clear(within(dialog).getByLabelText(t.firstName));
    await user.type(within(dialog).getByLabelText(t.firstName), "Adaeze");
    await user.clear(within(dialog).getByLabelText(t.tag));
    await user.type(within(dialog).getByLabelText(t.tag), "ada_o");
    await user.type(within(dialog).getByLabelText(t.about), "Maths");
    crop.toJpeg.mockImplementation(
      () => new Promise((resolve) => (release = () => resolve(new Blob(["jpeg"], { type: "image/jpeg" })))),
    );
    await user.upload(within(dialog).getByLabelText(t.changePicture), png());
    expect(screen.getByTestId("cropper")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: t.saveCrop }));
    release();
    await user.click(await screen.findByRole("button", { name: t.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const sent = calls.find((c) => c.method === "POST")!.body as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([k]) => k !== "image"))).toEqual({
      email: "ada@uni.edu",
      firstname: "Adaeze",
      lastname: "Obi",
      username: "ada_o",
      status_text: "Maths",
      _method: "PUT",
    });
    expect(sent.get("image")).toBeInstanceOf(Blob);
    expect(sessionStore.get()?.user.meta?.profile_image).toBe("/new.webp");
    const nav = screen.getByRole("link", { name: /Your profile/ });
    expect(nav.querySelector("img")).toHaveAttribute("src", "/new.webp");
  });

  it("shows Saving update... while sending, then the server's first field error under its title", async () => {
    const taken = "The username has already been taken.";
    serve(() => ({ status: 422, body: { message: taken, error: { username: [taken] } } }));
    const { user, dialog } = await openDialog();
    // Hold the answer back to see the busy button.
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const served = globalThis.fetch;
    vi.stubGlobal("fetch", async (...args: Parameters<typeof fetch>) => {
      await held;
      return served(...args);
    });
    await user.click(within(dialog).getByRole("button", { name: t.save }));
    expect(await within(dialog).findByRole("button", { name: t.saving })).toBeDisabled();
    answer();
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(`${t.failedTitle}${t.failedPrefix}${taken}`);
    expect(within(dialog).getByLabelText(t.tag)).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByText(taken, { selector: "p.text-red-700" })).toBeInTheDocument();
  });

  it("tells a refusal that lands after Escape closed the dialog while saving", async () => {
    const taken = "The username has already been taken.";
    serve(() => ({ status: 422, body: { message: taken, error: { username: [taken] } } }));
    const told = vi.spyOn(notify, "error");
    const { user, dialog } = await openDialog();
    const release = holdCalls("POST");
    await user.click(within(dialog).getByRole("button", { name: t.save }));
    expect(await within(dialog).findByRole("button", { name: t.saving })).toBeDisabled();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    release();
    await waitFor(() => expect(told).toHaveBeenCalledWith(`${t.failedTitle}: ${taken}`));
  });

  it("says the profile was saved when the answer lands after Escape closed the dialog", async () => {
    serve(() => ({ body: { data: profileOf(5), message: profileMessages.updated } }));
    const told = vi.spyOn(notify, "success");
    const { user, dialog } = await openDialog();
    const release = holdCalls("POST");
    await user.click(within(dialog).getByRole("button", { name: t.save }));
    expect(await within(dialog).findByRole("button", { name: t.saving })).toBeDisabled();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    release();
    await waitFor(() => expect(told).toHaveBeenCalledWith(profileMessages.updated));
  });

  it("checks lengths before sending", async () => {
    const calls = serve(() => ({ body: {} }));
    const { user, dialog } = await openDialog();
    await user.clear(within(dialog).getByLabelText(t.tag));
    await user.type(within(dialog).getByLabelText(t.tag), "a b");
    await user.click(within(dialog).getByRole("button", { name: t.save }));
    expect(await within(dialog).findByText(/letters, numbers, dots and underscores/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("refuses a file that is not a picture, and says when cropping fails", async () => {
    serve(() => ({ body: {} }));
    // A file chooser's "All files" lets anything through: the accept filter is only a hint.
    const { user, dialog } = await openDialog({ applyAccept: false });
    const input = within(dialog).getByLabelText(t.changePicture);
    await user.upload(input, new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    expect(await within(dialog).findByText(t.invalidImage)).toBeInTheDocument();
    crop.toJpeg.mockRejectedValue(new Error("no canvas"));
    await user.upload(input, png());
    await user.click(screen.getByRole("button", { name: t.saveCrop }));
    expect(await screen.findByText(t.cropFailed)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: t.cancelCrop }));
    expect(screen.getByLabelText(t.firstName)).toBeInTheDocument();
  });

  it("closes on a click outside", async () => {
    serve(() => ({ body: {} }));
    const { user } = await openDialog();
    const overlay = document.querySelector("[data-state=open].fixed.inset-0") as HTMLElement;
    await user.pointer({ keys: "[MouseLeft]", target: overlay });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
