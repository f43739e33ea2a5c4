/**
 * The reward-task pages' texts that are the web's alone (the contract's `rewardTaskTexts` holds the spec's texts and
 * the ones the server shares).
 */
export const rewardUiTexts = {
  loading: "Loading tasks",
  loadingTask: "Loading task",
  listFailed: "We could not load the tasks. Please try again.",
  retry: "Try again",
  deadlineOn: (date: string) => `Deadline: ${date}`,
  dueToday: "Due today",
  daysLeft: (n: number) => (n === 1 ? "1 day left" : `${n} days left`),
  deadlinePassed: "Deadline passed",
  noDeadline: "No deadline",
  participantsOf: (count: number, max: number | null) => (max === null ? `${count}` : `${count} / ${max}`),
  progressOf: (done: number, total: number, percent: number) => `${done}/${total} tasks · ${percent}%`,
  companyLogo: (company: string) => `${company} logo`,
  // The recorder and the outbox (issue 15)
  record: "Record",
  stopRecording: "Stop",
  recording: (seconds: number) => `Recording… ${seconds}s of 30s`,
  orUpload: "or upload a file",
  micUnavailable: "Recording is not available in this browser; upload a file instead.",
  micRefused: "The microphone could not be used. Allow it in your browser, or upload a file instead.",
  draftAudio: "Saved recording",
  yourAudio: "Your recording",
  kept: "No connection: your submission is kept on this device and will be sent when the connection returns.",
  pendingOnDevice: "A submission of yours is waiting on this device; it will be sent when the connection returns.",
  sentFromDevice: "Your saved submission has been sent.",
  assignment: "Assignment",
  done: "Done",
  notDone: "Not yet",
  needsText: "Write the translation to submit.",
  needsAudio: "Add a recording to submit.",
} as const;
