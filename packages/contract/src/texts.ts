/**
 * `@forum/contract/texts`: what people read, kept once (the specs' texts verbatim), with the limits and timings the
 * screens show and the error codes they recognise. No zod anywhere below: the home route imports from here.
 */
export * from "./admin-texts.ts";
export * from "./advertising-texts.ts";
export * from "./announcement-texts.ts";
export * from "./answer-texts.ts";
export * from "./ask-once-texts.ts";
export * from "./auth-texts.ts";
export * from "./community-texts.ts";
export * from "./content-texts.ts";
export * from "./duplicate-texts.ts";
export * from "./edited-mark-texts.ts";
export * from "./error-codes.ts";
export * from "./events-texts.ts";
export * from "./input-texts.ts";
export * from "./leaderboard-texts.ts";
export * from "./limits.ts";
export * from "./mention-texts.ts";
export * from "./messages.ts";
export * from "./notification-action-texts.ts";
export * from "./notification-texts.ts";
export * from "./offline-texts.ts";
export * from "./poll-texts.ts";
export * from "./post-texts.ts";
export * from "./profile-texts.ts";
export * from "./push-texts.ts";
export * from "./reach-texts.ts";
export * from "./revision-texts.ts";
export * from "./reward-task-texts.ts";
export * from "./sidebar-texts.ts";
