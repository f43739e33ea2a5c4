import { adminMessages } from "@forum/contract";
import { isUniqueViolation } from "../../platform/db-errors.ts";
import { invalidField, notFound, refused } from "../../platform/errors.ts";
import type { Events } from "../../platform/events.ts";
import { type ImageDeps, storeImage, uploadedImage } from "../../platform/form-images.ts";
import type { PublicUrls } from "../../platform/public-user.ts";
import { toAdminCommunity, toCommunity } from "./communities.presenter.ts";
import type { CommunitiesAdminRepository, CommunityValues } from "./communities-admin.repository.ts";

/** A community's banner, as the demo's: its long side capped at 1200 px. */
const BANNER_SIDE = 1200;

export type CommunityForm = { name: string; acronym: string; about: string; image?: unknown };
export type CommunitiesAdminDeps = ImageDeps &
  PublicUrls & {
    repo: CommunitiesAdminRepository;
    /** Post rows carry their community's name: a change is told (`post-labels-changed`), posts clear their caches. */
    events: Pick<Events, "emit">;
  };

/** Communities as the admin console edits them: name, acronym, about, an optional banner. */
export function createCommunitiesAdminService(d: CommunitiesAdminDeps) {
  async function save(id: number | null, form: CommunityForm, actorId: number) {
    const file = uploadedImage(form.image);
    const values: CommunityValues = { name: form.name, acronym: form.acronym, about: form.about };
    // Stored once the fields have passed; an empty image keeps the old one.
    if (file) values.image = await storeImage(d, file, BANNER_SIDE);
    const audit = {
      actorId,
      action: id ? "community.update" : "community.create",
      targetType: "community",
      note: form.name,
    };
    try {
      const row = await d.repo.save(id, values, audit);
      if (!row) throw notFound();
      if (id) await d.events.emit("post-labels-changed", { kind: "community", id });
      const data = toCommunity({ ...row, isMember: false }, d);
      return { data, message: id ? adminMessages.updated("Community") : adminMessages.created("Community") };
    } catch (err) {
      if (isUniqueViolation(err)) throw invalidField("name", adminMessages.nameTaken);
      throw err;
    }
  }

  return {
    list: async () => ({ data: (await d.repo.list()).map((row) => toAdminCommunity(row, d)) }),
    create: (form: CommunityForm, actorId: number) => save(null, form, actorId),
    update: (id: number, form: CommunityForm, actorId: number) => save(id, form, actorId),
    async remove(id: number, actorId: number) {
      const done = await d.repo.remove(id, { actorId, action: "community.delete", targetType: "community" });
      if (!done) throw notFound();
      if (!done.deleted) throw refused(adminMessages.communityInUse(done.inUse));
      await d.events.emit("post-labels-changed", { kind: "community", id });
      return { data: null, message: adminMessages.deleted("Community") };
    },
  };
}
export type CommunitiesAdminService = ReturnType<typeof createCommunitiesAdminService>;
