import { reachSettingsTexts } from "@forum/contract/texts";
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../../lib/api-client.ts";
import { errorMessage } from "../../lib/error-message.ts";
import { notify } from "../../lib/notify.ts";
import { PushNotAllowed, type PushState, pushState, subscribe, unsubscribe } from "./push-device.ts";

const texts = reachSettingsTexts.device;

/** Push on this device for a screen: its state (null while it is read), and turning it on or off from a click. */
export function usePushDevice() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(() => pushState().then(setState, () => setState("unsupported")), []);
  useEffect(() => void refresh(), [refresh]);

  const run = async (action: () => Promise<void>, done: string, failed: string) => {
    setBusy(true);
    try {
      await action();
      notify.success(done);
    } catch (err) {
      if (err instanceof PushNotAllowed) notify.error(texts.notAllowed);
      else {
        console.error(failed, err);
        notify.error(err instanceof ApiError ? errorMessage(err, failed) : failed);
      }
    } finally {
      await refresh();
      setBusy(false);
    }
  };

  return {
    state,
    busy,
    turnOn: () => run(subscribe, texts.turnedOn, texts.failed),
    turnOff: () => run(unsubscribe, texts.turnedOff, texts.offFailed),
  };
}
