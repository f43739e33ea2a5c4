/**
 * Reward tasks (secondary §2-§5, §8, §9; API.md "Secondary areas: Reward tasks"): the spec's texts verbatim (its
 * spelling and capitals included), the status and difficulty vocabularies, the audio rules and the bounds of the
 * admin's forms. No zod here: the task pages import these through `@forum/contract/texts`.
 */
export const rewardTaskTexts = {
  // The list (tasks)
  title: "Third-Party Tasks",
  searchLabel: "Search tasks",
  searchPlaceholder: "Search tasks",
  companyLabel: "Company",
  companyPlaceholder: "Filter by company",
  rewardTypeLabel: "Reward type",
  difficultyLabel: "Difficulty",
  anyOption: "All",
  clearFilters: "Clear Filters",
  noTasksFound: "No tasks found",
  noTasksAvailable: "No tasks available",
  noTasksFoundHint: "Try another search or clear the filters.",
  noTasksAvailableHint: "New tasks from partner companies appear here. Check back soon.",
  untitled: "Untitled Task",
  reward: "Reward",
  rewardTbd: "TBD",
  duration: "Duration",
  notSpecified: "Not specified",
  taskClosed: "Task Closed",
  alreadyEnrolled: "Already Enrolled",
  participants: "Participants",
  // Login gates (§2, §6)
  loginRequired: "Login Required",
  loginForTasks: "Please log in to view available tasks",
  loginForAssignment: "Please log in to view assignment details.",
  loginForTask: "Please log in to view task details.",
  goToLogin: "Go to Login",
  // Task detail (tasks/{id})
  backToTasks: "Back to Tasks",
  taskPoints: "Task points",
  description: "Description",
  requirements: "Requirements",
  instructions: "Instructions",
  availableAssignments: "Available Assignments",
  noAssignments: "No assignments are currently available for this task.",
  deadline: "Deadline",
  maxParticipants: "Max Participants",
  unlimited: "Unlimited",
  notAccepting: "This task is no longer accepting new participants",
  enrolled: "You are enrolled in this task",
  selectAssignment: "Select an assignment below to get started",
  skillsRequired: "Skills Required",
  toolsRequired: "Tools Required",
  day: "day",
  days: "days",
  taskNotFound: "Task not found",
  taskLoadFailed: "Failed to load task details",
  // Assignment card and detail (assignment/{id})
  overdue: "OVERDUE",
  viewDetails: "View Details",
  viewStatus: "View Status",
  continue: "Continue",
  start: "Start",
  back: "Back",
  goBack: "Go Back",
  assignmentTasks: "Assignment Tasks",
  loadMoreTasks: "Load More Tasks",
  totalReward: "Total Reward",
  estimatedDuration: "Estimated Duration",
  startedOn: "Started On",
  completed: "Completed",
  underReview: "Under Review",
  notes: "Notes",
  assignmentNotFound: "Assignment not found",
  assignmentLoadFailed: "Failed to load assignment details",
  noTasksInAssignment: "No tasks available",
  noTasksInAssignmentHint: "This assignment doesn't have any tasks yet. Please check back later.",
  taskNumber: (id: number) => `Task #${id}`,
  viewSubmission: "View Submission",
  startTask: "Start Task",
  viewTask: "View Task",
  points: "Points",
  // Translation task detail (task/{id})
  translationTaskTitle: (id: number) => `Translation Task #${id}`,
  textToTranslate: "Text to Translate",
  taskInformation: "Task Information",
  sentenceType: "Sentence type",
  grammaticalFeatures: "Grammatical features",
  orderIndex: "Order",
  domain: "Domain",
  style: "Style",
  complexity: "Complexity",
  assignmentContext: "Assignment Context",
  language: "Language",
  languageMode: "Language mode",
  assignmentStatus: "Assignment status",
  yourSubmission: "Your Submission",
  submittedOn: "Submitted",
  created: "Created",
  updated: "Updated",
  started: "Started",
  completedOn: "Completed",
  translation: "Translation",
  audio: "Audio",
  overallStatus: "Overall Status",
  readyToComplete: "Ready to complete",
  continueTask: "Continue Task",
  // Submit Task dialog (§3, §5, §8)
  originalText: "Original text",
  translatedText: "Translated Text",
  audioFile: "Audio",
  remove: "Remove",
  cancel: "Cancel",
  submitTask: "Submit Task",
  submitting: "Submitting...",
  saveDraft: "Save draft",
  submitFailed: "Failed to submit task",
  draftFailed: "Failed to save draft",
} as const;

/** API.md's answers to a submission (verbatim where the spec gives them). */
export const rewardTaskMessages = {
  notAccepting: rewardTaskTexts.notAccepting,
  translatedTextRequired: "Translated text is required",
  audioRequired: "Audio file is required for submission",
  audioType: "Please upload a WAV, MP3, MP4, or M4A audio file",
  audioTooBig: "Audio file must be less than 5MB",
  // Ours
  audioTooShort: "The recording is too short: read the whole sentence (at least 1 second).",
  audioTooLong: "The recording is too long: at most 30 seconds.",
  locked: "This task has been submitted and can no longer be changed.",
  submitted: "Task submitted for review.",
  draftSaved: "Draft saved.",
  taskNotFound: rewardTaskTexts.taskNotFound,
  assignmentNotFound: rewardTaskTexts.assignmentNotFound,
  notReviewable: "Only a submitted task can be reviewed.",
  approved: "Submission approved.",
  rejected: "Submission sent back with your notes.",
  rejectNotesRequired: "Say what the student should change.",
  // The console's bulk upload of items and the review's notification (ours)
  itemsFileType:
    "Upload a .json list of items or a .csv file with the headers text, sentence_type, grammatical_features, domain, style, complexity, points.",
  itemsMissing: "Add at least one item.",
  itemsTooMany: (max: number) => `At most ${max} items at a time.`,
  itemRow: (row: number, message: string) => `Row ${row}: ${message}`,
  itemsAdded: (n: number) => `${n} ${n === 1 ? "item" : "items"} added.`,
} as const;

export const rewardDifficulties = ["beginner", "intermediate", "advanced"] as const;
export const rewardTypes = ["cash", "voucher", "certificate", "experience"] as const;
export const rewardTaskStatuses = ["open", "closed"] as const;
/** Secondary §4: an assignment's and an item's status, the student's own; assignments may also be cancelled. */
export const assignmentStatuses = ["pending", "in_progress", "submitted", "completed", "cancelled"] as const;
export type RewardDifficulty = (typeof rewardDifficulties)[number];
export type RewardType = (typeof rewardTypes)[number];
export type AssignmentStatus = (typeof assignmentStatuses)[number];

/** Secondary §3: the status badge: underscore replaced by a space, upper case ("IN PROGRESS"). */
export const statusBadge = (status: string) => status.replaceAll("_", " ").toUpperCase();

/**
 * Secondary §4: overdue is derived: the deadline has passed and the status is not completed (for an item, also not
 * submitted).
 */
export function isOverdue(
  deadline: string | null | undefined,
  status: string,
  kind: "assignment" | "task",
  now = new Date(),
): boolean {
  if (!deadline) return false;
  const due = new Date(deadline);
  if (Number.isNaN(due.getTime()) || due.getTime() >= now.getTime()) return false;
  return status !== "completed" && !(kind === "task" && status === "submitted");
}

/** Secondary §9: progress colours: 100 green, 75 blue, 50 yellow, 25 orange, below that red. */
export function progressTone(percent: number): "green" | "blue" | "yellow" | "orange" | "red" {
  if (percent >= 100) return "green";
  if (percent >= 75) return "blue";
  if (percent >= 50) return "yellow";
  if (percent >= 25) return "orange";
  return "red";
}

/** Audio of a submission (API.md, issue 15): at most 5 MB, 1 to 30 seconds of sound. */
export const audioLimits = {
  maxBytes: 5 * 1024 * 1024,
  minSeconds: 1,
  maxSeconds: 30,
  /** What the file input offers (the server checks the bytes, never the name or the type sent). */
  accept: "audio/wav,audio/x-wav,audio/mpeg,audio/mp4,audio/x-m4a,audio/webm,audio/ogg,.wav,.mp3,.mp4,.m4a",
} as const;

/** Bounds of the reward tasks' fields (every field has one). */
export const rewardTaskLimits = {
  nameMax: 200,
  companyMax: 120,
  categoryMax: 80,
  shortDescriptionMax: 500,
  descriptionHtmlMax: 65_536,
  longTextMax: 10_000,
  listFieldMax: 1_000,
  durationTextMax: 80,
  rewardAmountMax: 1_000_000,
  pointsMax: 100_000,
  participantsMax: 1_000_000,
  searchMax: 100,
  translationMax: 5_000,
  itemTextMax: 2_000,
  itemLabelMax: 120,
  itemsPerUpload: 1_000,
  languageMax: 80,
  notesMax: 2_000,
  /** A retried upload names itself with this id (the browser keeps the recording until the server confirms). */
  uploadIdMax: 64,
} as const;
