import { adminMessages, type EventBody, type EventsQuery } from "@forum/contract";
import { AppError, invalidField, notFound } from "../../platform/errors.ts";
import { type ImageDeps, storeImage, uploadedImage } from "../../platform/form-images.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { PublicUrls } from "../../platform/public-user.ts";
import { instantOf } from "../../platform/time-zone.ts";
import { toAdminEvent, toEvent } from "./events.presenter.ts";
import type { EventsAdminRepository, EventValues } from "./events-admin.repository.ts";
import type { RemindersService } from "./reminders.service.ts";

/** A thumbnail's long side, as a card shows it (twice its width on a sharp screen). */
const THUMBNAIL_SIDE = 800;

export type EventsAdminDeps = ImageDeps &
  PublicUrls & { repo: EventsAdminRepository; reminders: RemindersService; jobs: Jobs; zone: string };

/** The form's thumbnail, re-encoded in the worker pool like a community banner; its refusals are 422s on `thumbnail`. */
async function thumbnailOf(d: ImageDeps, thumbnail: unknown) {
  try {
    const file = uploadedImage(thumbnail);
    return file ? await storeImage(d, file, THUMBNAIL_SIDE) : undefined;
  } catch (err) {
    if (err instanceof AppError && err.status === 422) throw invalidField("thumbnail", err.message);
    throw err;
  }
}

/** Events as the admin console edits them; each write is audited, and moving or deleting one carries its reminders. */
export function createEventsAdminService(d: EventsAdminDeps) {
  async function valuesOf(form: EventBody): Promise<EventValues> {
    const values: EventValues = {
      title: form.title,
      shortDesc: form.short_desc,
      startsAt: instantOf(form.date, form.time, d.zone),
      link: form.link,
    };
    const thumbnail = await thumbnailOf(d, form.thumbnail);
    if (thumbnail) values.thumbnail = thumbnail;
    return values;
  }
  const jobs = { schedule: d.reminders.schedule, cancel: d.reminders.cancel };

  return {
    async list({ search, page, per_page: perPage }: EventsQuery) {
      const { rows, total } = await d.repo.page(search, page, perPage);
      return { data: rows.map((r) => toAdminEvent(r, d, d.zone)), total };
    },

    async create(form: EventBody, actorId: number) {
      const row = await d.repo.create(await valuesOf(form), {
        actorId,
        action: "event.create",
        targetType: "event",
        note: form.title,
      });
      if (!row) throw notFound();
      return { data: toEvent(row, d, d.zone), message: adminMessages.created("Event") };
    },

    async update(id: number, form: EventBody, actorId: number) {
      const values = await valuesOf(form);
      // Started before the transaction: moving reminders sends jobs inside it.
      await d.jobs.start();
      const audit = { actorId, action: "event.update", targetType: "event", note: form.title };
      const row = await d.repo.update(id, values, audit, jobs);
      if (!row) throw notFound();
      return { data: toEvent(row, d, d.zone), message: adminMessages.updated("Event") };
    },

    async remove(id: number, actorId: number) {
      await d.jobs.start();
      const done = await d.repo.remove(id, { actorId, action: "event.delete", targetType: "event" }, jobs);
      if (!done) throw notFound();
      return { data: null, message: adminMessages.deleted("Event") };
    },
  };
}
export type EventsAdminService = ReturnType<typeof createEventsAdminService>;
