import { randomBytes } from "node:crypto";
import {
  type AssignmentBody,
  adminMessages,
  type RewardTaskBody,
  rewardTaskLimits,
  rewardTaskMessages,
} from "@forum/contract";
import { AppError, invalidField, notFound } from "../../../platform/errors.ts";
import { type ImageDeps, storeImage, uploadedImage } from "../../../platform/form-images.ts";
import type { PublicUrls } from "../../../platform/public-user.ts";
import { noProgress, presentAssignment, presentRewardTask } from "./catalog.presenter.ts";
import type { CatalogAdminRepository, RewardTaskValues } from "./catalog-admin.repository.ts";

/** A company logo is shown small on cards and the side card: its long side capped like a profile picture's. */
const LOGO_SIDE = 400;

export type CatalogAdminDeps = ImageDeps & PublicUrls & { repo: CatalogAdminRepository };

/** The partner's batch name in the neoform paths: random, URL-safe, never guessed from the task. */
export const newThirdPartyRef = () => randomBytes(12).toString("base64url");

/** Reward tasks and their assignments in the console (API.md "Admin and moderation"); every write is audited. */
export function createCatalogAdminService(d: CatalogAdminDeps) {
  const answer = async (id: number) => {
    const found = await d.repo.one(id);
    if (!found) throw notFound(rewardTaskMessages.taskNotFound); // deleted by another admin in the meantime
    return presentRewardTask(found.task, { participantsCount: found.participants, userEnrolled: false }, d);
  };

  /** Sanitised in the worker pool like an announcement; its refusals are 422s on `description`. */
  async function sanitized(html: string) {
    if (!html) return "";
    try {
      const out = await d.workers.html.sanitize(html, {
        publicUrl: d.publicUrl,
        maxLength: rewardTaskLimits.descriptionHtmlMax,
        rich: false, // maths and code are posts' (issue 26): the task page loads no KaTeX stylesheet
      });
      return out.text.trim() ? out.html : "";
    } catch (err) {
      throw err instanceof AppError && err.status === 422 ? invalidField("description", err.message) : err;
    }
  }

  async function values(form: RewardTaskBody): Promise<Omit<RewardTaskValues, "thirdPartyRef">> {
    const values: Omit<RewardTaskValues, "thirdPartyRef"> = {
      name: form.name,
      company: form.company,
      difficulty: form.difficulty,
      rewardType: form.reward_type,
      category: form.category,
      shortDescription: form.short_description,
      description: await sanitized(form.description),
      rewardAmount: form.reward_amount ?? null,
      duration: form.duration ?? null,
      estimatedDuration: form.estimated_duration || null,
      deadline: form.deadline ? new Date(form.deadline) : null,
      status: form.status,
      maxParticipants: form.max_participants ?? null,
      requirements: form.requirements,
      instructions: form.instructions,
      skillsRequired: form.skills_required,
      toolsRequired: form.tools_required,
      points: form.points,
    };
    const logo = uploadedImage(form.company_logo);
    // Stored once the fields have passed; an empty logo keeps the old one.
    if (logo) values.companyLogo = await storeLogo(logo);
    return values;
  }

  const storeLogo = (logo: Buffer) =>
    storeImage(d, logo, LOGO_SIDE).catch((err: unknown) => {
      throw err instanceof AppError && err.status === 422 ? invalidField("company_logo", err.message) : err;
    });

  const audit = (actorId: number, verb: string, note?: string) => ({
    actorId,
    action: `reward_task.${verb}`,
    targetType: "reward_task",
    note: note ?? null,
  });

  return {
    list: async () => ({
      data: (await d.repo.list()).map(({ task, participants }) =>
        presentRewardTask(task, { participantsCount: participants, userEnrolled: false }, d),
      ),
    }),

    async create(form: RewardTaskBody, actorId: number) {
      const row = { ...(await values(form)), thirdPartyRef: newThirdPartyRef() };
      const id = await d.repo.create(row, audit(actorId, "create", form.name));
      return { data: await answer(id), message: adminMessages.created("Reward task") };
    },

    async update(id: number, form: RewardTaskBody, actorId: number) {
      if (!(await d.repo.one(id))) throw notFound(rewardTaskMessages.taskNotFound);
      if (!(await d.repo.update(id, await values(form), audit(actorId, "update", form.name)))) {
        throw notFound(rewardTaskMessages.taskNotFound);
      }
      return { data: await answer(id), message: adminMessages.updated("Reward task") };
    },

    async remove(id: number, actorId: number) {
      if (!(await d.repo.remove(id, audit(actorId, "delete")))) throw notFound(rewardTaskMessages.taskNotFound);
      return { data: null, message: adminMessages.deleted("Reward task") };
    },

    async createAssignment(taskId: number, form: AssignmentBody, actorId: number) {
      const made = await d.repo.createAssignment(
        taskId,
        {
          title: form.title,
          description: form.description,
          languageName: form.language_name,
          languageMode: form.language_mode,
          rewardAmount: form.reward_amount ?? null,
          estimatedDuration: form.estimated_duration || null,
          deadline: form.deadline ? new Date(form.deadline) : null,
        },
        { actorId, action: "reward_assignment.create", targetType: "reward_assignment" },
      );
      if (!made) throw notFound(rewardTaskMessages.taskNotFound);
      return {
        data: presentAssignment(made.row, made.task, noProgress(0), d),
        message: adminMessages.created("Assignment"),
      };
    },
  };
}
export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
