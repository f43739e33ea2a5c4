/**
 * What the journeys need that only an admin can make, made through the admin API by global-setup (admin-fixtures.ts)
 * as the admin below. Names are distinct from the demo data so a journey never depends on it.
 */

/** The admin: the server under test lists this address in ADMIN_EMAILS. */
export const e2eAdmin = { email: "moderator@e2e.example", password: "moderator-e2e-1" } as const;

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
