import type { AdminSubmission } from "@forum/contract";
import { type PublicUrls, publicUserOf } from "../../../platform/public-user.ts";
import type { RecordingLinks } from "../submissions/recording-links.ts";
import type { ReviewRow } from "./review.repository.ts";

/**
 * A submission as the console reviews it: the item's text, the student (public fields only) and their work, its
 * recording as a signed link (admins only reach this).
 */
export function presentSubmission(row: ReviewRow, urls: PublicUrls, links: RecordingLinks): AdminSubmission {
  return {
    id: row.id,
    task_id: row.item.id,
    task: { id: row.item.id, text: row.item.text, assignment_id: row.item.assignmentId },
    reward_task: { id: row.rewardTask.id, name: row.rewardTask.name },
    assignment: {
      id: row.assignment.id,
      title: row.assignment.title,
      language_name: row.assignment.languageName,
      language_mode: row.assignment.languageMode,
    },
    student: publicUserOf(row.student, urls),
    translated_text: row.translatedText,
    audio_url: links.url(row.id, row.audioKey),
    audio_seconds: row.audioSeconds,
    status: row.status,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    notes: row.notes,
  };
}
