/**
 * The post page's one lazy module for its replies: the order select (once there are two replies) and, for the
 * question's author and admins, Accept answer / Undo. One chunk and one preload list instead of two.
 */
export { default as AcceptAnswerButton } from "./accept-answer-button.tsx";
export { default } from "./reply-sort.tsx";
