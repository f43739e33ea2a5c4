import type { Announcement } from "@forum/contract";
import { dayText } from "../../../lib/date-text.ts";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { ResourcePage } from "../../admin/components/resource-page.tsx";
import { useAdminAnnouncements, useDeleteAnnouncement } from "./api.ts";
import { AnnouncementForm } from "./components/announcement-form.tsx";
import { announcementAdminTexts } from "./texts.ts";

const t = announcementAdminTexts.announcements;

/** `/admin/announcements`: the newest announcements, each with its date, category and whether it is featured. */
export default function AnnouncementsAdminPage() {
  return (
    <ResourcePage<Announcement>
      titleId="announcements-title"
      title={adminTexts.nav.announcements}
      texts={t}
      query={useAdminAnnouncements()}
      remove={useDeleteAnnouncement()}
      name={(a) => a.title}
      media={(a) =>
        a.image ? <img src={a.image} alt="" className="size-12 rounded-lg object-cover" loading="lazy" /> : undefined
      }
      details={(a) => (
        <p className="text-sm text-slate-600">
          {[dayText(a.created_at), a.category?.name, a.is_featured ? t.featuredMark : null].filter(Boolean).join(" · ")}
        </p>
      )}
      form={(announcement, onClose) => <AnnouncementForm announcement={announcement} onClose={onClose} />}
    />
  );
}
