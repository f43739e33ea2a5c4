import { describe, expect, it } from "vitest";
import { audioProblem, missingForSubmit } from "./audio-checks.ts";
import { pickRecorderMime, recordingName } from "./recorder.ts";

describe("the recorder's format", () => {
  it("takes WebM/Opus where the browser writes it, then Ogg, then MP4 (Safari)", () => {
    expect(pickRecorderMime(() => true)).toBe("audio/webm;codecs=opus");
    expect(pickRecorderMime((t) => t.startsWith("audio/ogg"))).toBe("audio/ogg;codecs=opus");
    expect(pickRecorderMime((t) => t === "audio/mp4")).toBe("audio/mp4");
    expect(pickRecorderMime(() => false)).toBeUndefined();
  });

  it("names the file after its container", () => {
    expect(recordingName("audio/webm;codecs=opus")).toBe("recording.webm");
    expect(recordingName("audio/ogg")).toBe("recording.ogg");
    expect(recordingName("audio/mp4")).toBe("recording.m4a");
  });
});

describe("the audio checks (as the server's)", () => {
  const file = (size: number, type: string, name = "a") =>
    Object.assign(new Blob([new Uint8Array(size)], { type }), { name });

  it("refuses a non-audio file, then one over 5 MB, then too short or too long", () => {
    expect(audioProblem(file(10, "text/plain", "a.txt"), 3)).toBe("Please upload a WAV, MP3, MP4, or M4A audio file");
    expect(audioProblem(file(5 * 1024 * 1024 + 1, "audio/wav"), 3)).toBe("Audio file must be less than 5MB");
    expect(audioProblem(file(10, "audio/webm"), 0.4)).toMatch(/too short/);
    expect(audioProblem(file(10, "audio/webm"), 31)).toMatch(/too long/);
    expect(audioProblem(file(10, "", "clip.M4A"), null)).toBeNull();
    expect(audioProblem(file(10, "audio/mpeg"), 12)).toBeNull();
  });

  it("asks for the text first, then the audio", () => {
    expect(missingForSubmit("  ", false)).toBe("Write the translation to submit.");
    expect(missingForSubmit("Bawo", false)).toBe("Add a recording to submit.");
    expect(missingForSubmit("Bawo", true)).toBeNull();
  });
});
