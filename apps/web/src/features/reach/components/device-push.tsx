import { reachSettingsTexts } from "@forum/contract/texts";
import { Alert } from "../../../components/alert.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { usePushDevice } from "../use-push-device.ts";
import { Switch } from "./switch.tsx";

const texts = reachSettingsTexts.device;

/** "Push on this device": the switch, or why there is none (the browser cannot, or it blocked the forum). */
export function DevicePush() {
  const device = usePushDevice();
  const { state } = device;
  return (
    <section aria-labelledby="push-device" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="push-device" className="text-lg font-semibold text-slate-900">
            {texts.heading}
          </h2>
          <p id="push-device-hint" className="mt-1 text-sm text-slate-600">
            {texts.hint}
          </p>
        </div>
        {state === null ? (
          <Spinner size={20} className="mt-2 text-primary" label={reachSettingsTexts.loading} />
        ) : (
          (state === "subscribed" || state === "unsubscribed" || state === "prompt") && (
            <Switch
              checked={state === "subscribed"}
              label={texts.label}
              describedBy="push-device-hint push-device-state"
              disabled={device.busy}
              onChange={(on) => void (on ? device.turnOn() : device.turnOff())}
            />
          )
        )}
      </div>
      {(state === "subscribed" || state === "unsubscribed" || state === "prompt") && (
        <p id="push-device-state" className="mt-2 text-sm font-medium text-slate-700" aria-live="polite">
          {device.busy ? texts.working : state === "subscribed" ? texts.on : texts.off}
        </p>
      )}
      {state === "denied" && (
        <div className="mt-3">
          <Alert tone="info">{texts.blocked}</Alert>
        </div>
      )}
      {state === "unsupported" && (
        <div className="mt-3">
          <Alert tone="info">{texts.unsupported}</Alert>
        </div>
      )}
    </section>
  );
}
