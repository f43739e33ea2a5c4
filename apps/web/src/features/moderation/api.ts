import { reportTexts } from "@forum/contract";
import { type CallInput, moderation } from "@forum/contract/endpoints";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ApiError, call } from "../../lib/api-client.ts";
import { errorMessage } from "../../lib/error-message.ts";
import { notify } from "../../lib/notify.ts";
import { useStillShown } from "../../lib/use-still-shown.ts";

/**
 * Reporting a post: the reasons to pick from and the report. Loaded with the report dialog only (the post page
 * imports the dialog lazily), so the post page's first download does not carry them.
 */
export const moderationKeys = {
  reportReasons: () => ["report-reasons"] as const,
};

export function useReportReasons(enabled = true) {
  return useQuery({
    queryKey: moderationKeys.reportReasons(),
    queryFn: ({ signal }) => call(moderation.reportReasons, { signal }).then((r) => r.data),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * What a failed report says: a refusal the server explains (already reported: 422; reporting too fast: 429, with how
 * long to wait) says why; anything else gets the spec's text.
 */
export const reportFailure = (err: Error) =>
  err instanceof ApiError && (err.status === 422 || err.status === 429)
    ? errorMessage(err, reportTexts.failed)
    : reportTexts.failed;

/**
 * Reports a post. The dialog shows the outcome while it shows; the student can leave the post while the report is on
 * its way (Back), and a gone dialog's own callbacks never run, so then the hook tells it as a toast.
 */
export function useReport() {
  const dialogShown = useStillShown();
  return useMutation({
    mutationFn: (body: CallInput<typeof moderation.report>["body"]) => call(moderation.report, { body }),
    onSuccess: (res) => {
      if (!dialogShown()) notify.success(res.message);
    },
    onError: (err) => {
      if (!dialogShown()) notify.error(reportFailure(err));
    },
  });
}
