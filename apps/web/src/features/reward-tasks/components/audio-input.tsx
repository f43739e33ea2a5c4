import { audioLimits, rewardTaskTexts as T } from "@forum/contract/texts";
import { Mic, Square } from "lucide-react";
import { useEffect, useId, useMemo, useRef } from "react";
import { Button } from "../../../components/button.tsx";
import { canRecord, recordingName } from "../recorder.ts";
import { rewardUiTexts as U } from "../reward-ui-texts.ts";
import { type Recording, useRecorder } from "../use-recorder.ts";

export type ChosenAudio = { blob: Blob; name: string; seconds: number | null };

/** A playable URL for the chosen audio, released when it changes (none where the browser cannot make one). */
function useObjectUrl(blob: Blob | null) {
  const url = useMemo(
    () => (blob && typeof URL.createObjectURL === "function" ? URL.createObjectURL(blob) : null),
    [blob],
  );
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

type Props = {
  audio: ChosenAudio | null;
  /** The recording a saved draft holds on the server, played when nothing new is chosen. */
  draftUrl: string | null;
  onFile: (file: File) => void;
  onRecorded: (r: Recording & { name: string }) => void;
  onRemove: () => void;
  disabled: boolean;
};

/** Issue 15: record in the browser (stops itself at 30 s) or upload a file; play it back; Remove. */
export function AudioInput({ audio, draftUrl, onFile, onRecorded, onRemove, disabled }: Props) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const recorder = useRecorder((r) => onRecorded({ ...r, name: recordingName(r.blob.type) }));
  const url = useObjectUrl(audio?.blob ?? null);
  const recording = recorder.state.kind === "recording";
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{T.audioFile}</legend>
      {canRecord() ? (
        <div className="flex flex-wrap items-center gap-2">
          {/* One button restyled in place (it keeps the focus): without a colour fade, which from red to white would
              leave its text unreadable for a moment. */}
          {recording ? (
            <Button variant="danger" className="duration-0" onClick={recorder.stop}>
              <Square size={18} aria-hidden="true" /> {U.stopRecording}
            </Button>
          ) : (
            <Button
              variant="secondary"
              className="duration-0"
              onClick={() => void recorder.start()}
              disabled={disabled}
            >
              <Mic size={18} aria-hidden="true" /> {U.record}
            </Button>
          )}
          <p role="status" className="text-sm text-slate-700">
            {recording ? U.recording(recorder.state.kind === "recording" ? recorder.state.seconds : 0) : ""}
          </p>
          {recorder.state.kind === "failed" && <p className="w-full text-sm text-red-800">{U.micRefused}</p>}
        </div>
      ) : (
        <p className="text-sm text-slate-700">{U.micUnavailable}</p>
      )}
      <div>
        <label htmlFor={id} className="mb-1 block text-sm text-slate-700">
          {U.orUpload}
        </label>
        <input
          ref={fileInput}
          id={id}
          type="file"
          accept={audioLimits.accept}
          disabled={disabled || recording}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (fileInput.current) fileInput.current.value = "";
            if (file) onFile(file);
          }}
          className="block min-h-11 w-full max-w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:font-medium file:text-slate-800 hover:file:bg-slate-200"
        />
      </div>
      {audio ? (
        <div className="flex flex-wrap items-center gap-2">
          {/* biome-ignore lint/a11y/useMediaCaption: the student's own voice reading the text above */}
          <audio controls src={url ?? undefined} aria-label={U.yourAudio} className="w-full max-w-full" />
          <span className="text-sm break-all text-slate-700">{audio.name}</span>
          <Button variant="secondary" onClick={onRemove} disabled={disabled}>
            {T.remove}
          </Button>
        </div>
      ) : (
        draftUrl && (
          // biome-ignore lint/a11y/useMediaCaption: the student's own voice reading the text above
          <audio controls src={draftUrl} aria-label={U.draftAudio} className="w-full max-w-full" />
        )
      )}
    </fieldset>
  );
}
