/**
 * What the journeys need that only an admin can make, made through the admin API by global-setup (admin-fixtures.ts)
 * as the admin below. Names are distinct from the demo data so a journey never depends on it.
 */

import { basename } from "node:path";

/** The admin global-setup makes the fixtures as: the server under test lists this address in ADMIN_EMAILS. */
export const e2eAdmin = { email: "moderator@e2e.example", password: "moderator-e2e-1" } as const;

/**
 * The admin a journey file acts as (forum.ts `journeyAdmin`), one per file and listed in ADMIN_EMAILS too: the forum
 * takes 10 logins a minute per account, and a logout ends all of an account's sessions, so files running side by side
 * must not share one admin.
 */
export const journeyAdminEmail = (journeyFile: string) =>
  `staff.${basename(journeyFile).replace(/\.e2e\.ts$/, "")}@e2e.example`;
export const journeyAdminPassword = "journey-admin-1";

export const e2eCommunities = [
  {
    name: "Campus Photography Club",
    acronym: "CPC",
    about: "Students who take pictures around campus: share shots, swap tips and plan photo walks.",
  },
  {
    name: "Debate and Public Speaking",
    acronym: "DPS",
    about: "Weekly motions, practice rounds and feedback for students who want to speak with confidence.",
  },
] as const;

/** The active poll of the home sidebar's journey (sidebar.e2e.ts); every voter there is a fresh account. */
export const e2ePoll = {
  title: "Where do you revise for exams?",
  options: ["Library", "Hostel room", "Empty lecture hall", "Outdoors"],
} as const;
