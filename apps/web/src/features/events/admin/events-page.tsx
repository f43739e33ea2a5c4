import { type AdminEvent, eventBody, eventLimits } from "@forum/contract";
import { useState } from "react";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { FactLine } from "../../admin/components/fact-line.tsx";
import { InputField, TextAreaField } from "../../admin/components/fields.tsx";
import { FormDialog, savedThen } from "../../admin/components/form-dialog.tsx";
import { ImageInput } from "../../admin/components/image-input.tsx";
import { Pager } from "../../admin/components/pager.tsx";
import { ResourcePage } from "../../admin/components/resource-page.tsx";
import { useResourceForm } from "../../admin/use-resource-form.ts";
import { eventDate, eventTime, isPast } from "../event-time.ts";
import { useAdminEvents, useDeleteEvent, useSaveEvent } from "./api.ts";
import { adminEventTexts as t } from "./texts.ts";

/** `/admin/events`: what students see on /events, and whose reminders go out a day before. */
export default function EventsPage() {
  const [page, setPage] = useState(1);
  const query = useAdminEvents(page);
  return (
    <>
      <ResourcePage
        titleId="events-title"
        title={adminTexts.nav.events}
        texts={t}
        query={query}
        remove={useDeleteEvent()}
        name={(e) => e.title}
        media={(e) =>
          e.thumbnail ? (
            <img src={e.thumbnail} alt="" className="size-12 rounded-lg object-cover" loading="lazy" />
          ) : undefined
        }
        details={(e) => (
          <FactLine>
            {isPast(e) && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                {t.past}
              </span>
            )}
            <time dateTime={e.starts_at}>
              {eventDate(e.date)}, {eventTime(e.time)}
            </time>
            {t.reminders(e.reminders_count)}
          </FactLine>
        )}
        form={(event, onClose) => <EventForm event={event} onClose={onClose} />}
      />
      {query.data && <Pager page={page} lastPage={query.data.last_page} label={t.pages} onPage={setPage} />}
    </>
  );
}

type Values = { title: string; short_desc: string; date: string; time: string; link: string };
const fields = ["title", "short_desc", "date", "time", "link", "thumbnail"] as const;

function EventForm({ event, onClose }: { event: AdminEvent | null; onClose: () => void }) {
  const save = useSaveEvent();
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const form = useResourceForm(
    eventBody,
    {
      title: event?.title ?? "",
      short_desc: event?.short_desc ?? "",
      date: event?.date ?? "",
      time: event?.time ?? "",
      link: event?.link ?? "",
    } satisfies Values,
    fields,
  );
  const send = (body: Values) => {
    const data = new FormData();
    for (const key of ["title", "short_desc", "date", "time", "link"] as const) data.append(key, body[key]);
    if (thumbnail) data.append("thumbnail", thumbnail, thumbnail.name);
    return save.mutateAsync({ id: event?.id, body: data }).then(savedThen(onClose));
  };
  return (
    <FormDialog
      title={event ? t.editTitle : t.createTitle}
      busy={save.isPending}
      message={form.message}
      onClose={onClose}
      onSubmit={form.submit(send)}
    >
      <InputField label={t.title} maxLength={eventLimits.titleMax} {...form.field("title")} />
      <TextAreaField label={t.shortDesc} rows={3} maxLength={eventLimits.shortDescMax} {...form.field("short_desc")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={t.date} type="date" {...form.field("date")} />
        <InputField label={t.time} type="time" hint={t.whenHint} {...form.field("time")} />
      </div>

      <InputField
        label={t.link}
        type="url"
        inputMode="url"
        maxLength={eventLimits.linkMax}
        hint={t.linkHint}
        {...form.field("link")}
      />
      <ImageInput
        label={t.thumbnail}
        hint={t.thumbnailHint}
        current={event?.thumbnail}
        previewAlt={t.thumbnailPreview}
        currentAlt={t.thumbnailCurrent}
        error={form.errors.thumbnail}
        onChange={setThumbnail}
      />
    </FormDialog>
  );
}
