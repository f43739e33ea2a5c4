import { adminRewardTasks } from "@forum/contract/endpoints";
import { useMutation } from "@tanstack/react-query";
import { callFile } from "../../../lib/api-client.ts";
import { errorMessage } from "../../../lib/error-message.ts";
import { notify } from "../../../lib/notify.ts";
import { adminRewardTaskTexts as t } from "./texts.ts";

/** Hands a downloaded file to the browser's "save" as a link with `download` would, then lets go of it. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL may go once the event has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * An assignment's dataset (a ZIP of its approved submissions). The call needs the admin's bearer token, which a plain
 * link cannot send, so the file is fetched and then saved.
 */
export const useExportAssignment = () =>
  useMutation({
    mutationFn: (id: number) => callFile(adminRewardTasks.export, { id }),
    onSuccess: (blob, id) => saveFile(blob, `assignment-${id}-submissions.zip`),
    onError: (err) => notify.error(`${t.exportFailed} ${errorMessage(err)}`),
  });
