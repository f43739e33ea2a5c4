import { createAdminRepository } from "../../modules/admin/admin.repository.ts";
import { createCategoriesRepository } from "../../modules/categories/categories.repository.ts";
import { createPollsRepository } from "../../modules/polls/polls.repository.ts";
import { createSystemRepository } from "../../modules/system/system.repository.ts";
import { createTagsRepository } from "../../modules/tags/tags.repository.ts";
import { type Reviewed, reviewed } from "./capture.ts";

/** Every repository whose SQL is written out for review, with the arguments each method is recorded with. */
export const reviewedRepositories: Reviewed[] = [
  reviewed("modules/admin/admin.repository.ts", createAdminRepository, {
    setAdminFlag: ["student@example.com", true],
  }),
  reviewed("modules/categories/categories.repository.ts", createCategoriesRepository, {
    search: ["math", 10],
  }),
  reviewed("modules/polls/polls.repository.ts", createPollsRepository, {
    active: [],
    choiceOf: [1, 1],
    votable: [1, 1],
    vote: [1, 1, 1],
  }),
  reviewed("modules/system/system.repository.ts", createSystemRepository, { ping: [] }),
  reviewed("modules/tags/tags.repository.ts", createTagsRepository, { featured: [] }),
];
