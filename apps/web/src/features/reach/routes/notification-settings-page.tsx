import { reachSettingsTexts as texts } from "@forum/contract/texts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { Navigate } from "../../../lib/router/index.ts";
import { useSession } from "../../../lib/session.ts";
import { usePreferences, useSetPreferences } from "../api.ts";
import { DevicePush } from "../components/device-push.tsx";
import { DigestChoice } from "../components/digest-choice.tsx";
import { TypeSwitches } from "../components/type-switches.tsx";

/** /settings/notifications (API.md "Reach"): push on this device, push and e-mail per type, the summary e-mail. */
export default function NotificationSettingsPage() {
  const session = useSession();
  useDocumentTitle(texts.title);
  if (!session) return <Navigate to="/login" replace state={{ from: "/settings/notifications" }} />;
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-3 py-4 sm:px-4 sm:py-6">
      <h1 className="text-2xl font-bold text-slate-900">{texts.title}</h1>
      <DevicePush />
      <Preferences />
    </div>
  );
}

function Preferences() {
  const preferences = usePreferences();
  const save = useSetPreferences();
  if (preferences.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 p-6 text-slate-700">
        <Spinner size={20} className="text-primary" />
        {texts.loading}
      </p>
    );
  }
  if (!preferences.data) {
    return (
      <div className="space-y-3">
        <Alert>{texts.loadFailed}</Alert>
        <Button variant="secondary" onClick={() => void preferences.refetch()}>
          {texts.retry}
        </Button>
      </div>
    );
  }
  return (
    <>
      <TypeSwitches preferences={preferences.data} onChange={(patch) => save.mutate(patch)} />
      <DigestChoice value={preferences.data.digest} onChange={(digest) => save.mutate({ digest })} />
    </>
  );
}
