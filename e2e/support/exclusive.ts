import { mkdirSync, rmSync } from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";

/**
 * Two journey files run at once against one server. A few journeys change or read something the whole forum shares
 * (which poll is active, which announcement is the newest featured one): those take a named lock, so that no journey
 * of another file touches that thing meanwhile. The lock is a directory beside the run's DATA_DIR (mkdir is atomic;
 * the run's temporary folder goes at the end, so a crashed run leaves nothing behind).
 */
const lockDir = (name: string) => `${inject("dataDir")}-lock-${name}`;

async function acquire(name: string): Promise<void> {
  for (;;) {
    try {
      mkdirSync(lockDir(name));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // Waits for the condition (the other file let go), checked every 100 ms.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const release = (name: string) => rmSync(lockDir(name), { recursive: true, force: true });

/** Runs `steps` holding the named lock. */
export async function exclusive<T>(name: SharedState, steps: () => Promise<T>): Promise<T> {
  await acquire(name);
  try {
    return await steps();
  } finally {
    release(name);
  }
}

/** Holds the named lock for the whole file (from before its first test to after its last). */
export function holdForFile(name: SharedState): void {
  beforeAll(() => acquire(name), 600_000);
  afterAll(() => release(name));
}

/** What journeys of different files share: the active poll, and the newest featured announcement (the Top Update). */
export type SharedState = "active-poll" | "featured-announcement";
