import { useEffect, useState } from "react";
import { errorMessage } from "../../lib/error-message.ts";
import { notify } from "../../lib/notify.ts";
import { useRefreshAfterSubmit } from "./api.ts";
import { flushOutbox, pendingSubmission } from "./outbox.ts";
import { rewardUiTexts as U } from "./reward-ui-texts.ts";
import { sendToServer } from "./submit-form.ts";

/**
 * Sends what waits in the outbox: at once when a task page opens (this item's, or all), and again whenever the
 * browser says the connection is back. Says whether this item still has one waiting.
 */
export function useOutboxRetry(itemId?: number) {
  const refresh = useRefreshAfterSubmit();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    let live = true;
    const flush = async (only?: number) => {
      const outcomes = await flushOutbox(sendToServer, only).catch(() => []);
      if (outcomes.some((o) => o.kind === "sent")) {
        notify.success(U.sentFromDevice);
        void refresh();
      }
      for (const o of outcomes) if (o.kind === "refused") notify.error(errorMessage(o.error));
      if (live && itemId !== undefined) setWaiting(!!(await pendingSubmission(itemId).catch(() => undefined)));
    };
    void flush(itemId);
    const onOnline = () => void flush();
    window.addEventListener("online", onOnline);
    return () => {
      live = false;
      window.removeEventListener("online", onOnline);
    };
  }, [itemId, refresh]);
  return { waiting, markWaiting: () => setWaiting(true) };
}
