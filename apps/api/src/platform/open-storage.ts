import path from "node:path";
import type { Env } from "../env.ts";
import { createS3Storage } from "./s3-storage.ts";
import { createDiskStorage, type Storage } from "./storage.ts";

/**
 * The storage the environment names: the S3_URL/S3_BUCKET bucket, checked now so that a wrong address, name or
 * credential fails the start instead of the first upload; otherwise `DATA_DIR/uploads` on disk, with students'
 * recordings beside it in `DATA_DIR/recordings` (never served as files).
 */
export async function openStorage(env: Pick<Env, "s3" | "dataDir">): Promise<Storage> {
  if (!env.s3) return createDiskStorage(path.join(env.dataDir, "uploads"), path.join(env.dataDir, "recordings"));
  const bucket = createS3Storage(env.s3);
  try {
    await bucket.check();
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const why = `${(err as Error).name}${status ? ` (${status})` : ""}`;
    // The origin only: S3_URL may carry credentials.
    throw new Error(`S3 bucket "${env.s3.bucket}" at ${new URL(env.s3.url).origin} cannot be used: ${why}`);
  }
  return bucket;
}

/** Where `npm run seed` says the demo images went. */
export const storageWhere = (env: Pick<Env, "s3" | "dataDir">) =>
  env.s3 ? `the bucket ${env.s3.bucket}` : path.join(env.dataDir, "uploads");
