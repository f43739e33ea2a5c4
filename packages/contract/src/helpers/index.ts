/** `@forum/contract/helpers`: pure helpers both sides share (no zod). */
export * from "../points.ts";
export * from "./barless-paths.ts";
export * from "./deadline-text.ts";
export * from "./display-name.ts";
export * from "./naira.ts";
export * from "./notifications.ts";
export * from "./responsive-image.ts";
export * from "./tags.ts";
export * from "./time-ago.ts";
export * from "./truncate.ts";
