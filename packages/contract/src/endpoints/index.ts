/**
 * `@forum/contract/endpoints`: every call of API.md as a descriptor (method, base, path, who may call) with its
 * schemas as types only. The web calls these without loading zod; the server binds the same schemas as values
 * (`<feature>Api` in the contract's root).
 */
export * from "./admin.ts";
export * from "./advertising.ts";
export * from "./advertising-admin.ts";
export * from "./announcements.ts";
export * from "./announcements-admin.ts";
export * from "./answers.ts";
export * from "./ask-once.ts";
export * from "./audit.ts";
export * from "./auth.ts";
export * from "./categories.ts";
export * from "./categories-admin.ts";
export * from "./communities.ts";
export * from "./communities-admin.ts";
export * from "./endpoint.ts";
export * from "./events.ts";
export * from "./events-admin.ts";
export * from "./leaderboard.ts";
export * from "./leaderboard-admin.ts";
export * from "./moderation.ts";
export * from "./moderation-admin.ts";
export * from "./notifications.ts";
export * from "./polls.ts";
export * from "./polls-admin.ts";
export * from "./post-revisions.ts";
export * from "./posts.ts";
export * from "./profile.ts";
export * from "./reach.ts";
export * from "./reward-tasks.ts";
export * from "./reward-tasks-admin.ts";
export * from "./system.ts";
export * from "./tags.ts";
