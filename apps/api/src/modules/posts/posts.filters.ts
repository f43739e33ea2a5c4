import type { AnswerFilter } from "@forum/contract";

/** Who is reading: a signed-in student (moderators see every community) or a guest (null). */
export type Viewer = { id: number; isAdmin: boolean } | null;

/** Which posts a list holds (GET /posts's query, read by the service); the repository turns it into SQL. */
export type PostFilter = {
  recent: boolean;
  categoryIds: number[];
  communityId?: number;
  userId?: number;
  repliesOnly: boolean;
  parentsOnly: boolean;
  search?: string;
  tag?: string;
  drafts: boolean;
  /** Questions without a visible reply, without an accepted answer, or with one (answers.repository.ts). */
  answers?: AnswerFilter;
};
