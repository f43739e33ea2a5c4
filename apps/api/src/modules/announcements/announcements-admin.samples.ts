import { reviewed } from "../../db/sql-review/capture.ts";
import { audit } from "../../db/sql-review/sample-data.ts";
import { createAnnouncementsAdminRepository } from "./announcements-admin.repository.ts";

/**
 * The samples `npm run sql:review` runs announcements-admin.repository.ts's methods with: The console's writes first:
 * a category and an announcement, so that the reads and the similar ones find rows.
 */
export const announcementsAdminSamples = reviewed(
  "modules/announcements/announcements-admin.repository.ts",
  createAnnouncementsAdminRepository,
  {
    createCategory: ["Exams", audit],
    save: [
      null,
      { title: "Exam timetable", content: "<p>Out now</p>", contentText: "Out now", categoryId: 1, isFeatured: true },
      audit,
    ],
    latest: [200],
    remove: [999_999, audit],
  },
);
