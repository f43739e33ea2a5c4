import { answers } from "@forum/contract/endpoints";
import { answerTexts } from "@forum/contract/texts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { postKeys } from "../api.ts";

type Props = { questionUuid: string; replyUuid: string; accepted: boolean };

/**
 * "Accept answer" on a direct reply, "Undo" on the accepted one: for the question's author and admins (a lazy chunk,
 * signed in only). Busy while the call runs (a second tap is ignored); the page and every list reload after it, so the
 * answer moves first and the cards show Solved. A refusal is told as a toast; nothing typed is at stake.
 */
export default function AcceptAnswerButton({ questionUuid, replyUuid, accepted }: Props) {
  const qc = useQueryClient();
  const change = useMutation({
    mutationFn: () =>
      accepted
        ? call(answers.unaccept, { params: { id: questionUuid } })
        : call(answers.accept, { params: { id: questionUuid }, body: { reply_uuid: replyUuid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: postKeys.all }),
    // The server's reason when it gives one; loaded on a refusal only, as the sidebar's poll does.
    onError: (err) =>
      void import("../../../lib/error-message.ts").then(({ errorMessage }) =>
        notify.error(errorMessage(err, accepted ? answerTexts.undoFailed : answerTexts.acceptFailed)),
      ),
  });
  const busy = change.isPending;
  return (
    <button
      type="button"
      onClick={() => !busy && change.mutate()}
      aria-busy={busy || undefined}
      disabled={busy}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-emerald-300 px-3 text-sm font-medium text-emerald-800 hover:bg-emerald-50 disabled:opacity-70"
    >
      {busy
        ? accepted
          ? answerTexts.undoing
          : answerTexts.accepting
        : accepted
          ? answerTexts.undo
          : answerTexts.accept}
    </button>
  );
}
