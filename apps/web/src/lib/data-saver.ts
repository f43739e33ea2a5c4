import { useSyncExternalStore } from "react";

/**
 * The data-saver setting (issue 16): post images wait for a tap. Kept in localStorage ("on"/"off"); until the student
 * chooses, it follows the browser's own wish to save data (`navigator.connection.saveData`, the preference that makes
 * Chromium send `Save-Data: on`).
 */
const KEY = "forum.dataSaver";
const listeners = new Set<() => void>();

/** Whether the browser asks to save data (Chromium on Android's Lite mode, "Data Saver" extensions). */
export const browserSavesData = () =>
  typeof navigator !== "undefined" &&
  !!(navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;

export function dataSaverOn(): boolean {
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(KEY);
  } catch {
    // Storage refused (private mode, a blocked origin): the browser's wish decides.
  }
  return chosen === null ? browserSavesData() : chosen === "on";
}

export function setDataSaver(on: boolean) {
  try {
    localStorage.setItem(KEY, on ? "on" : "off");
  } catch {
    // Not kept past this page, but honoured on it.
  }
  // The server reads it too: a post's page then preloads no image the student would have to tap for anyway.
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed flag; the Cookie Store API is missing from Firefox and Safari
  document.cookie = `data-saver=${on ? "on" : "off"}; path=/forum; max-age=31536000; samesite=lax`;
  for (const notify of listeners) notify();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Another tab changed it.
  const onStorage = (e: StorageEvent) => e.key === KEY && onChange();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

export const useDataSaver = () => useSyncExternalStore(subscribe, dataSaverOn, () => false);
