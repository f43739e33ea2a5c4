export * from "./audit.ts";
export * from "./communities.ts";
export * from "./events.ts";
export * from "./notifications.ts";
export * from "./polls.ts";
export * from "./posts.ts";
export * from "./reference.ts";
export * from "./users.ts";
