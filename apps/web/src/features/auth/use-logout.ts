import { auth } from "@forum/contract/endpoints";
import { timings } from "@forum/contract/texts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { call, expectRevocation } from "../../lib/api-client.ts";
import { useNavigate } from "../../lib/router/index.ts";
import { sessionStore } from "../../lib/session.ts";

/**
 * Core §4 logout: tell the server (it revokes the tokens), show "Logout Successful", and a second later forget the
 * session and cached data and go to the login page.
 */
export function useLogout() {
  const [phase, setPhase] = useState<"idle" | "sending" | "done">("idle");
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logout = async () => {
    setPhase("sending");
    const token = sessionStore.get()?.token;
    if (token) expectRevocation(token);
    // The next student on this phone must not get this one's notifications: while the token still works, the server
    // forgets this device's push subscription (push code is fetched only where the browser can push).
    if ("serviceWorker" in navigator && "PushManager" in window) {
      await import("../reach/push-device.ts").then((m) => m.forgetDevice()).catch(() => {});
    }
    try {
      await call(auth.logout);
    } catch {
      // Signing out locally must work even when the server cannot be reached or has already revoked the token.
    }
    if (!sessionStore.get()) return; // signed out meanwhile in another tab
    setPhase("done");
    setTimeout(() => {
      sessionStore.clear();
      queryClient.clear();
      navigate("/login", { replace: true });
    }, timings.logoutRedirectDelay);
  };

  return { logout, sending: phase === "sending", done: phase === "done" };
}
