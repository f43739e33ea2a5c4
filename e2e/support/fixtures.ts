/**
 * Rows the journeys need that only an admin could create, written into the fresh database before the server starts
 * (see seed-fixtures.ts). Names are distinct from the demo data so a journey never depends on it.
 */
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
