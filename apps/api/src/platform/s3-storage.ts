import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../env.ts";
import { type ByteRange, rangeIn } from "./byte-range.ts";
import {
  contentHashName,
  contentTypeOf,
  isStoredName,
  privateKeyName,
  privateName,
  publicName,
  RECORDINGS_PREFIX,
  type Storage,
  type StoredBytes,
  storedName,
  UPLOADS_PREFIX,
  withVariants,
} from "./storage.ts";

/**
 * `S3_URL` as a client: the endpoint (path-style, so any S3-compatible service works), the region from `?region=`
 * (us-east-1 when left out, what most S3-compatible services expect), and the credentials from its user:password, or,
 * without them, from the SDK's usual sources (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 */
export function s3Client(s3Url: string) {
  const url = new URL(s3Url);
  const credentials = url.username
    ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
    : undefined;
  return new S3Client({
    endpoint: `${url.origin}${url.pathname.replace(/\/+$/, "")}`,
    region: url.searchParams.get("region") || "us-east-1",
    forcePathStyle: true,
    credentials,
    // The SDK's default CRC checksums (since early 2025) are refused by many S3-compatible services.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
}

const missing = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === "NoSuchKey");

/**
 * Uploads in a bucket, one object per content-hash name at the bucket's root; recordings under `recordings/`, by a
 * name no client is ever answered (`privateName`), so that even a bucket made public as a whole does not give them.
 */
export function createS3Storage(config: S3Config) {
  const client = s3Client(config.url);
  const Bucket = config.bucket;

  async function get(Key: string, Range?: string) {
    const out = await client.send(new GetObjectCommand({ Bucket, Key, Range }));
    const size = Number(out.ContentRange?.split("/")[1] ?? out.ContentLength);
    const [start = 0, end = size - 1] =
      out.ContentRange?.match(/bytes (\d+)-(\d+)/)
        ?.slice(1)
        .map(Number) ?? [];
    // A service that ignored the range answers the whole object, and so do we.
    return { body: out.Body as Readable, start, end, size, partial: !!out.ContentRange };
  }

  /** A suffix range as an explicit one: not every S3-compatible service reads `bytes=-N` right. */
  async function explicit(Key: string, range: ByteRange) {
    if (!("suffix" in range)) return { span: range, size: undefined };
    const size = (await client.send(new HeadObjectCommand({ Bucket, Key }))).ContentLength ?? 0;
    return { span: rangeIn(range, size), size };
  }

  async function readKey(Key: string, range?: ByteRange): Promise<StoredBytes | null> {
    try {
      if (!range) return await get(Key);
      const { span, size } = await explicit(Key, range);
      if (!span) return { unsatisfiable: true, size };
      return await get(Key, `bytes=${span.start}-${span.end ?? ""}`);
    } catch (err) {
      if (missing(err)) return null;
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 416) {
        return { unsatisfiable: true, size: undefined };
      }
      throw err;
    }
  }

  const storage: Storage & { check: () => Promise<void> } = {
    publicUrl: config.publicUrl,
    put: (data, ext) => storage.putAs(contentHashName(data, ext), data),
    async putAs(name, data) {
      publicName(name);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: name,
          Body: data,
          ContentType: contentTypeOf(name),
          // What a public bucket (S3_PUBLIC_URL) answers with: the name never changes its content.
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(storedPath) {
      const name = storedName(storedPath);
      if (!name) return;
      // One by one: DeleteObjects needs a Content-MD5 that not every S3-compatible service takes without checksums.
      for (const Key of withVariants(name)) await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    read: async (name, range) => (isStoredName(name) ? readKey(name, range) : null),
    recordings: {
      async put(data, ext) {
        const Key = `${RECORDINGS_PREFIX}${privateName(data, ext)}`;
        const ContentType = contentTypeOf(Key);
        // Nothing but the app should ever answer it; should anything else, nobody keeps a copy.
        await client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentType, CacheControl: "no-store" }));
        return Key;
      },
      read: async (key, range) => (privateKeyName(key) ? readKey(key, range) : null),
      async remove(key) {
        if (privateKeyName(key)) await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      },
    },
    /** Fails at start, with the reason, when the bucket cannot be reached (wrong URL, credentials or name). */
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
  return storage;
}
