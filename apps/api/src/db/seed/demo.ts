import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { createNotificationsRepository } from "../../modules/notifications/notifications.repository.ts";
import { hashPassword } from "../../platform/passwords.ts";
import type { Storage } from "../../platform/storage.ts";
import type { Db } from "../client.ts";
import { users } from "../schema/index.ts";
import { ADS } from "./demo-ads.ts";
import { ANNOUNCEMENTS } from "./demo-announcements.ts";
import { ACHIEVERS, COMMUNITIES } from "./demo-content.ts";
import { EVENTS } from "./demo-events.ts";
import { renderDemoImages } from "./demo-images.ts";
import { planDemo } from "./demo-plan.ts";
import { DEMO_PASSWORD, STUDENTS } from "./demo-students.ts";
import { writeDemo } from "./demo-write.ts";

export { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from "./demo-students.ts";

/** Any number; it only has to be the same for every instance that might seed the same database at once. */
const SEED_LOCK = 7_202_611;

const hasUsers = async (db: Db) => (await db.select({ id: users.id }).from(users).limit(1)).length > 0;

export type DemoSummary = Awaited<ReturnType<typeof writeDemo>>;

/**
 * Loads the demo forum into a database that has no users yet, all or nothing; returns what it wrote, or null when
 * the database already had users (a real forum must never get demo data mixed in).
 */
export async function seedDemoIfEmpty(
  db: Db,
  opts: { storage: Storage; log: FastifyBaseLogger },
): Promise<DemoSummary | null> {
  if (await hasUsers(db)) return null;
  const started = performance.now();
  const plan = planDemo(new Date());
  const images = await renderDemoImages(opts.storage, {
    students: STUDENTS,
    communities: COMMUNITIES,
    pictures: plan.posts.flatMap((p) => p.pictures),
    achievers: ACHIEVERS,
    announcements: ANNOUNCEMENTS,
    events: EVENTS,
    ads: ADS,
  });
  // Hashing is slow on purpose (argon2id): once for everybody, not once per student.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const summary = await db.transaction(async (tx) => {
    // Seeding may take longer than the serving pool lets a request's statement take (db/pg-pool.ts).
    await tx.execute(sql`set local statement_timeout = 0`);
    // Two instances starting on one empty database: the second waits here, then finds the users and stops.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasUsers(tx)) return null;
    const written = await writeDemo(tx, plan, images, passwordHash);
    // The demo's replies and likes notify their authors, as the live hooks would have.
    await createNotificationsRepository(tx).backfill();
    return written;
  });
  if (summary) {
    const ms = Math.round(performance.now() - started);
    opts.log.info(
      summary,
      `demo data loaded in ${ms} ms: ${summary.students} students (password "${DEMO_PASSWORD}"), ` +
        `${summary.communities} communities, ${summary.posts} posts, ${summary.comments} comments`,
    );
  }
  return summary;
}
