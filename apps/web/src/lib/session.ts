import type { Profile, TokenClaims } from "@forum/contract";
import { sessionStorageKey } from "@forum/contract/texts";
import { useSyncExternalStore } from "react";

/** The current user: the token's claims merged with GET /api/user/profile (core §3). */
export type SessionUser = TokenClaims & Partial<Profile>;
export type Session = { token: string; user: SessionUser };

type Listener = () => void;
const listeners = new Set<Listener>();

function isUsable(value: unknown): value is Session {
  if (!value || typeof value !== "object") return false;
  const s = value as Partial<Session>;
  if (typeof s.token !== "string" || !s.user || typeof s.user.user_id !== "number") return false;
  // An expired token would only earn a 401 and a bounce to login; drop it up front instead.
  return typeof s.user.exp !== "number" || s.user.exp * 1000 > Date.now();
}

function load(): Session | null {
  try {
    const raw = localStorage.getItem(sessionStorageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isUsable(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

let current: Session | null = load();

function emit() {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session | null => current,
  set(next: Session) {
    current = next;
    localStorage.setItem(sessionStorageKey, JSON.stringify(next));
    emit();
  },
  clear() {
    current = null;
    localStorage.removeItem(sessionStorageKey);
    emit();
  },
  /** Re-reads storage; used when another tab signs in or out, and by tests. */
  reload() {
    current = load();
    emit();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === sessionStorageKey || event.key === null) sessionStore.reload();
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
