/** What the API answers to input it cannot take, whatever the call (API.md: 4xx with the error body, never a 500). */
export const inputMessages = {
  bodyTooLarge: "The request is too large.",
  formTooLarge: "The form is too large: images may be at most 8 MB each, and text fields have their own limits.",
  formMalformed: "The form could not be read. Please try again.",
  formNotAccepted: "This call does not take a multipart form.",
  badJson: "The request body is not valid JSON.",
  unsupportedType: "This content type is not accepted here.",
  nulCharacter: "The text may not contain NUL characters.",
  tooDeep: "The request is nested too deeply.",
  invalidInput: "The request holds a value that cannot be stored.",
} as const;

const seconds = (s: number) => (s === 1 ? "1 second" : `${s} seconds`);

/** 429s of the per-student write throttle (API.md: posting and commenting are throttled per user). */
export const throttleMessages = {
  post: (s: number) => `You are posting too fast. Please wait ${seconds(s)} before posting again.`,
  comment: (s: number) => `You are commenting too fast. Please wait ${seconds(s)} before commenting again.`,
  edit: (s: number) => `You are editing too fast. Please wait ${seconds(s)} and try again.`,
  report: (s: number) => `You are reporting too fast. Please wait ${seconds(s)} before reporting again.`,
  write: (s: number) => `You are doing that too often. Please wait ${seconds(s)} and try again.`,
} as const;
