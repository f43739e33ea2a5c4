import type { NotificationPreferences, WatchLevel } from "@forum/contract";
import { reach } from "@forum/contract/endpoints";
import { reachSettingsTexts, watchTexts } from "@forum/contract/texts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { call } from "../../lib/api-client.ts";
import { notify } from "../../lib/notify.ts";

/** What a watch bell is about: a post (its uuid), a community (its id) or a tag (as written). */
export type WatchTarget =
  | { kind: "post"; id: string }
  | { kind: "community"; id: number }
  | { kind: "tag"; tag: string };

/** One key factory: everything Reach caches sits under `all`, so logging out's `clear()` takes it along. */
export const reachKeys = {
  all: ["reach"] as const,
  preferences: () => [...reachKeys.all, "preferences"] as const,
  watch: (target: WatchTarget) =>
    [...reachKeys.all, "watch", target.kind, target.kind === "tag" ? target.tag : target.id] as const,
};

export function usePreferences() {
  return useQuery({
    queryKey: reachKeys.preferences(),
    queryFn: ({ signal }) => call(reach.preferences, { signal }).then((r) => r.data),
  });
}

/** PUT /notifications/preferences takes any part of the shape: the types it names, and of each the channels named. */
export type PreferencesPatch = {
  digest?: NotificationPreferences["digest"];
  types?: { [K in keyof NotificationPreferences["types"]]?: { push?: boolean; email?: boolean } };
};

export function mergePreferences(prev: NotificationPreferences, patch: PreferencesPatch): NotificationPreferences {
  const types = { ...prev.types };
  for (const [type, channels] of Object.entries(patch.types ?? {}) as [keyof typeof types, object][]) {
    types[type] = { ...types[type], ...channels };
  }
  return { digest: patch.digest ?? prev.digest, types };
}

/**
 * Saves a change at once on the page (the switch moves as it is pressed). Changes made quickly one after another are
 * each sent; the page shows the guesses until the last of them is answered, then reads the preferences again. An
 * answer to an earlier change, arriving after a later one was made (or after its answer), would show the earlier state
 * (a slow network, the settings journey once): only the last settled save reads what the server holds. A refusal puts
 * back what was there when it is the only change on its way, and says so.
 */
export function useSetPreferences() {
  const qc = useQueryClient();
  const key = reachKeys.preferences();
  // Counted here, not with qc.isMutating(): two answers arriving in the same moment both run their callbacks before
  // either is marked done, so each would still see the other on its way and neither would read the preferences again.
  const onTheirWay = useRef(0);
  return useMutation({
    mutationFn: (patch: PreferencesPatch) => call(reach.setPreferences, { body: patch }).then((r) => r.data),
    onMutate: async (patch) => {
      onTheirWay.current += 1;
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<NotificationPreferences>(key);
      if (before) qc.setQueryData(key, mergePreferences(before, patch));
      return { before };
    },
    onError: (_err, _patch, context) => {
      if (context?.before && onTheirWay.current === 1) qc.setQueryData(key, context.before);
      notify.error(reachSettingsTexts.saveFailed);
    },
    onSettled: () => {
      onTheirWay.current -= 1;
      if (onTheirWay.current === 0) return qc.invalidateQueries({ queryKey: key });
    },
  });
}

function readWatch(target: WatchTarget, signal: AbortSignal) {
  if (target.kind === "post") return call(reach.postWatch, { params: { id: target.id }, signal });
  if (target.kind === "community") return call(reach.communityWatch, { params: { id: target.id }, signal });
  return call(reach.tagWatch, { params: { tag: target.tag }, signal });
}

function writeWatch(target: WatchTarget, level: WatchLevel) {
  const body = { level };
  if (target.kind === "post") return call(reach.watchPost, { params: { id: target.id }, body });
  if (target.kind === "community") return call(reach.watchCommunity, { params: { id: target.id }, body });
  return call(reach.watchTag, { params: { tag: target.tag }, body });
}

/** The caller's level on the target; signed-in students only (a guest's bell is a link to the login page). */
export function useWatchLevel(target: WatchTarget, enabled: boolean) {
  return useQuery({
    queryKey: reachKeys.watch(target),
    queryFn: ({ signal }) => readWatch(target, signal).then((r) => r.data.level),
    enabled,
  });
}

export function useSetWatchLevel(target: WatchTarget) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (level: WatchLevel) => writeWatch(target, level).then((r) => r.data.level),
    onSuccess: (level) => {
      qc.setQueryData(reachKeys.watch(target), level);
      notify.success(watchTexts.saved[level]);
    },
    onError: () => notify.error(watchTexts.failed),
  });
}
