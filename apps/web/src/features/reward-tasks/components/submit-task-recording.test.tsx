import "fake-indexeddb/auto";
import { rewardTaskMessages as M, rewardTaskTexts as T } from "@forum/contract/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { type FetchCall, mockApi, renderApp } from "../../../test/render-app.tsx";
import { signedInAs } from "../../communities/fixtures.ts";
import { makeItem, makeProgress } from "../fixtures.ts";
import { rewardUiTexts as U } from "../reward-ui-texts.ts";

vi.mock("../../../lib/notify.ts", () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const base = "/api/v2/reward-tasks/neoform";
let now = 0;
const trackStop = vi.fn();
const recorders: FakeRecorder[] = [];

/** MediaRecorder as a browser that writes only Ogg/Opus (older Firefox) would offer it. */
class FakeRecorder {
  static isTypeSupported = (t: string) => t === "audio/ogg;codecs=opus";
  state = "inactive";
  mimeType: string;
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(_stream: unknown, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? "";
    recorders.push(this);
  }
  start() {
    this.state = "recording";
  }
  stop() {
    this.state = "inactive";
    this.ondataavailable?.({ data: new Blob([new Uint8Array(4000)], { type: this.mimeType }) });
    this.onstop?.();
  }
}

function serve() {
  return mockApi({
    [`GET ${base}/single-task/9`]: { body: { data: makeItem(9, { status: "in_progress" }) } },
    [`GET ${base}/task-progress/9`]: { body: { data: makeProgress() } },
    [`POST ${base}/submit-task/9`]: { status: 201, body: { data: makeProgress(), message: M.submitted } },
  });
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: T.continueTask }));
  const dialog = await screen.findByRole("dialog", { name: T.submitTask });
  await user.type(within(dialog).getByLabelText(T.translatedText), "Ẹ káàrọ̀");
  return { user, dialog };
}

describe("Submit Task dialog: recording in the browser", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    recorders.length = 0;
    now = 1_000_000;
    sessionStore.set(signedInAs(7));
    vi.spyOn(Date, "now").mockImplementation(() => now);
    vi.stubGlobal("MediaRecorder", FakeRecorder);
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: { getUserMedia: async () => ({ getTracks: () => [{ stop: trackStop }] }) },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, "mediaDevices");
  });

  it("records in the type the browser supports, plays it back, releases the microphone, and submits it", async () => {
    const calls: FetchCall[] = serve();
    renderApp("/task/9");
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: U.record }));
    expect(recorders[0]?.mimeType).toBe("audio/ogg;codecs=opus");
    now += 4_000;
    expect(await within(dialog).findByText(U.recording(4))).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: U.stopRecording }));
    expect(trackStop).toHaveBeenCalled();
    expect(within(dialog).getByLabelText(U.yourAudio)).toBeInTheDocument();
    expect(within(dialog).getByText("recording.ogg")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: T.submitTask }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const form = calls.find((c) => c.method === "POST")?.body as FormData;
    const audio = form.get("audio_file") as File;
    expect(audio.name).toBe("recording.ogg");
    expect(audio.type).toBe("audio/ogg;codecs=opus");
  });

  it("refuses a recording under a second, and stops by itself before 30 seconds", async () => {
    serve();
    renderApp("/task/9");
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: U.record }));
    now += 400;
    await user.click(within(dialog).getByRole("button", { name: U.stopRecording }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(M.audioTooShort);
    expect(within(dialog).getByRole("button", { name: T.submitTask })).toBeDisabled();

    await user.click(within(dialog).getByRole("button", { name: U.record }));
    now += 29_600;
    await waitFor(() => expect(within(dialog).getByRole("button", { name: U.record })).toBeInTheDocument());
    expect(recorders[1]?.state).toBe("inactive");
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(within(dialog).getByRole("button", { name: T.submitTask })).toBeEnabled();
  });
});
