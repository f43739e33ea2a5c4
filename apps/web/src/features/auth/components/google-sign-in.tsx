import { messages } from "@forum/contract/texts";
import { useEffect, useRef } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { errorMessage } from "../../../lib/error-message.ts";
import { useClientConfig, useGoogleLogin } from "../api.ts";

type GoogleId = {
  initialize: (options: { client_id: string; callback: (response: { credential?: string }) => void }) => void;
  renderButton: (parent: HTMLElement, options: Record<string, unknown>) => void;
};
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

export type SignInCallbacks = {
  /** Called when Google hands over a credential, before the session is saved. */
  onStart?: () => void;
  onSignedIn: () => void;
  onError: (message: string) => void;
};

let scriptPromise: Promise<GoogleId> | undefined;

/** Google's script is large and third-party, so it loads only on the auth pages and only when sign-in is on. */
function loadGoogle(): Promise<GoogleId> {
  scriptPromise ??= new Promise<GoogleId>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "https://accounts.google.com/gsi/client";
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google.accounts.id) : reject(new Error("no google")));
    script.onerror = () => {
      scriptPromise = undefined;
      reject(new Error("google script failed"));
    };
    document.head.append(script);
  });
  return scriptPromise;
}

/** The third-party sign-in button; renders nothing unless the server has a Google client id configured. */
export function GoogleSignIn({ onStart, onSignedIn, onError }: SignInCallbacks) {
  const { data: config } = useClientConfig();
  const clientId = config?.google_client_id;
  const holder = useRef<HTMLDivElement>(null);
  const { mutate } = useGoogleLogin();
  // The callbacks change every render; Google keeps the first one it is given, so read the latest through a ref.
  const latest = useRef({ onStart, onSignedIn, onError, mutate });
  latest.current = { onStart, onSignedIn, onError, mutate };

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    const fail = () => latest.current.onError(messages.errors.googleLoginFailed);
    loadGoogle()
      .then((google) => {
        if (cancelled || !holder.current) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (!credential) return fail();
            latest.current.onStart?.();
            latest.current.mutate(credential, {
              onSuccess: () => latest.current.onSignedIn(),
              // A suspended account is told why and until when (API.md), not that Google failed.
              onError: (err) =>
                err instanceof ApiError && err.status === 403 ? latest.current.onError(errorMessage(err)) : fail(),
            });
          },
        });
        google.renderButton(holder.current, {
          type: "standard",
          theme: "outline",
          size: "large",
          text: "continue_with",
          shape: "rectangular",
          width: Math.min(holder.current.clientWidth || 320, 400),
        });
      })
      .catch(() => !cancelled && fail());
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (!clientId) return null;
  return <div ref={holder} className="flex min-h-11 justify-center" />;
}
